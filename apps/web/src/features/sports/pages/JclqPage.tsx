import { SportsGamePage } from "./SportsGamePage.tsx";

/** /jclq: the jclq match list and bet slip. */
export default function JclqPage() {
  return <SportsGamePage game="jclq" />;
}
