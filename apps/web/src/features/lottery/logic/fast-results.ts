import { GAMES } from "@lottery/rules";
import { paths } from "../../../lib/paths.ts";
import { NUMBER_GAME_CODES } from "./games.ts";

/** A game of the fast-draw history switcher; `house` games are our provably fair draws. */
export interface FastResultGame {
  code: string;
  name: string;
  house: boolean;
}

/** The query parameter of /gpresultdetaillist that names the game shown. */
export const FAST_RESULTS_GAME_PARAM = "gameCode";

/**
 * The games /gpresultdetaillist switches between: every listed official or house fast draw of the
 * catalogue, official ones first; 新七星彩 (a daily house draw with its own number-game page) is not one.
 */
export function fastResultGames(): FastResultGame[] {
  const numberPages = NUMBER_GAME_CODES as readonly string[];
  const fast = GAMES.filter(
    (g) => (g.kind === "official-fast" || g.kind === "house") && !g.hidden && !numberPages.includes(g.code),
  );
  return [...fast]
    .sort((a, b) => Number(a.kind === "house") - Number(b.kind === "house"))
    .map((g) => ({ code: g.code, name: g.name, house: g.kind === "house" }));
}

/** /gpresultdetaillist?gameCode=…: one fast game's history. */
export function fastResultsPath(gameCode: string): string {
  return `${paths.fastResults}?${FAST_RESULTS_GAME_PARAM}=${encodeURIComponent(gameCode)}`;
}
