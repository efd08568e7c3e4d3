import { SportsGamePage } from "./SportsGamePage.tsx";

/** /jczq: the jczq match list and bet slip. */
export default function JczqPage() {
  return <SportsGamePage game="jczq" />;
}
