import { EventActivityPage } from "./EventActivityPage.tsx";

/** /OgbEventPage: the 欧冠 event's activity page. */
export default function OgbEventPage() {
  return <EventActivityPage kind="ogb" />;
}
