import type { AppHomePageInfoModels, HomeGame, HomePageInfoModels } from "@lottery/contract";
import { findGame, GAMES } from "@lottery/rules";

/** The groups of the 全部彩种 tab. */
export const GAME_GROUPS = ["sports", "number", "fast"] as const;
export type GameGroup = (typeof GAME_GROUPS)[number];

/** Sports are 竞彩; games drawn more than once a day are 高频彩 (with a countdown); the rest 数字彩. */
export function gameGroupOf(code: string): GameGroup {
  const game = findGame(code);
  if (!game || game.kind === "sports") return "sports";
  return game.oneDayPriceNum > 1 ? "fast" : "number";
}

export function isFastGame(code: string): boolean {
  return gameGroupOf(code) === "fast";
}

/** The catalogue as home games: what the lobby shows until the server's list has arrived. */
const CATALOGUE_GAMES: readonly HomeGame[] = GAMES.filter((game) => !game.hidden).map((game) => ({
  code: game.code,
  name: game.name,
  slogan: "",
  hot: false,
  nextDraw: null,
}));

/** Popular games shown as 热门 until the server's own list arrives (first visit, no network). */
const DEFAULT_HOT_CODES = ["ssq", "dlt", "jczq", "jclq", "fc3d", "cqssc", "jsks", "bjpk10"];

/** The server's game list, or the catalogue. */
export function homeGames(models: AppHomePageInfoModels | undefined): readonly HomeGame[] {
  return models?.games.length ? models.games : CATALOGUE_GAMES;
}

/** 热门: the configured hot codes, else the games flagged hot, else the defaults; in that order. */
export function hotGames(games: readonly HomeGame[], info: HomePageInfoModels | undefined): HomeGame[] {
  const flagged = games.filter((game) => game.hot).map((game) => game.code);
  const codes = info?.hotGames.length ? info.hotGames : flagged.length ? flagged : DEFAULT_HOT_CODES;
  return pick(games, codes);
}

/** The games of `codes`, in that order, skipping codes the list does not have. */
export function pick(games: readonly HomeGame[], codes: readonly string[]): HomeGame[] {
  const byCode = new Map(games.map((game) => [game.code, game]));
  return codes.flatMap((code) => byCode.get(code) ?? []);
}

export function groupGames(games: readonly HomeGame[]): Array<{ group: GameGroup; games: HomeGame[] }> {
  return GAME_GROUPS.map((group) => ({
    group,
    games: games.filter((game) => gameGroupOf(game.code) === group),
  })).filter((section) => section.games.length > 0);
}

/** Client clock correction: the server's time minus ours when the list was fetched. */
export function clockOffsetMs(models: AppHomePageInfoModels | undefined, fetchedAtMs: number): number {
  const serverMs = models ? Date.parse(models.serverTime) : Number.NaN;
  return Number.isNaN(serverMs) || fetchedAtMs === 0 ? 0 : serverMs - fetchedAtMs;
}

/** The earliest close among the fast games, to refresh the list when it passes. */
export function earliestFastClose(games: readonly HomeGame[]): number | null {
  const closes = games
    .filter((game) => game.nextDraw && isFastGame(game.code))
    .map((game) => Date.parse(game.nextDraw!.closeAt))
    .filter((ms) => !Number.isNaN(ms));
  return closes.length ? Math.min(...closes) : null;
}
