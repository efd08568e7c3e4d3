import { SportsGamePage } from "./SportsGamePage.tsx";

/** /qwzq: the qwzq match list and bet slip. */
export default function QwzqPage() {
  return <SportsGamePage game="qwzq" />;
}
