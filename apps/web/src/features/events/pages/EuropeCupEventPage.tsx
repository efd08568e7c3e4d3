import { EventActivityPage } from "./EventActivityPage.tsx";

/** /EuropeCupEventPage: the 欧洲杯 event's activity page. */
export default function EuropeCupEventPage() {
  return <EventActivityPage kind="ozb" />;
}
