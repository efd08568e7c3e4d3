import { SportsGamePage } from "./SportsGamePage.tsx";

/** /bjdc: the bjdc match list and bet slip. */
export default function BjdcPage() {
  return <SportsGamePage game="bjdc" />;
}
