import { paths } from "../../../lib/paths.ts";

/** /resultDetailList/{gameCode}: one game's draw history. */
export function resultListPath(gameCode: string): string {
  return paths.resultDetailList.replace(":gamename", encodeURIComponent(gameCode));
}

/** /resultDetail/{gameCode}/{issue}: one draw. */
export function resultDetailPath(gameCode: string, issue: string): string {
  return paths.resultDetail
    .replace(":gameCode", encodeURIComponent(gameCode))
    .replace(":issue", encodeURIComponent(issue));
}
