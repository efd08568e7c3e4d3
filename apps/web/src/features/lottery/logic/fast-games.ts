import { findGame, GAMES, type GameEntry, type GameFamily } from "@lottery/rules";
import { generatePath } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { storage } from "../../../lib/storage.ts";

/**
 * Which fast-draw games each route serves (SPEC 2.3/2.4): the first path segment, lower-cased, names
 * the families. Number-game LHC has its own page (/lhc): /QWLHC serves only the house-drawn LHC.
 */
const PAGE_FAMILIES: Readonly<Record<string, readonly GameFamily[]>> = {
  ssc: ["ssc", "11x5"],
  k3: ["k3"],
  xyft: ["pk10"],
  qwlhc: ["lhc"],
  lyb: ["lyb"],
  shootingdragondoor: ["slm"],
};

/** The confirmation routes of SPEC 2.3 and the families each one lists. */
export type FastConfirmation = "ssc" | "jsks" | "qwlhc";
const CONFIRMATION_FAMILIES: Readonly<Record<FastConfirmation, readonly GameFamily[]>> = {
  ssc: ["ssc", "11x5", "pk10"],
  jsks: ["k3", "lyb", "slm"],
  qwlhc: ["lhc"],
};

const isFast = (game: GameEntry) => game.kind === "official-fast" || game.kind === "house";

/** The game of a fast-draw page: `/ssc/JLFFC` → "jlffc"; null when the route does not serve that code. */
export function fastGameOf(pathname: string, codeParam: string | undefined): string | null {
  const page = pathname.split("/").filter(Boolean)[0]?.toLowerCase() ?? "";
  const game = findGame(codeParam ?? "");
  const families = PAGE_FAMILIES[page];
  return game && families?.includes(game.family) && isFast(game) ? game.code : null;
}

/** Which confirmation route lists a fast game's bets, or null for other games. */
export function confirmationOf(gameCode: string): FastConfirmation | null {
  const game = findGame(gameCode);
  if (!game || !isFast(game)) return null;
  const entry = Object.entries(CONFIRMATION_FAMILIES).find(([, families]) => families.includes(game.family));
  return (entry?.[0] as FastConfirmation | undefined) ?? null;
}

/** The query parameter that names the game on /QWLHC/NumConfirmation (its pattern has no parameter). */
export const GAME_PARAM = "gameCode";

/**
 * The bet list URL of a fast game: /confirmationSSC/{code}, /confirmationJSKS/{code} (SPEC's
 * {gameType} is the game: 时时彩 types such as cqssc, jlffc) or /QWLHC/NumConfirmation?gameCode={code}.
 */
export function fastConfirmationPath(gameCode: string): string {
  const which = confirmationOf(gameCode);
  if (which === "qwlhc") return `${paths.qwlhcConfirmation}?${GAME_PARAM}=${encodeURIComponent(gameCode)}`;
  const pattern = which === "jsks" ? paths.confirmationJSKS : paths.confirmationSSC;
  return generatePath(pattern, { gameType: gameCode });
}

/**
 * The game a confirmation route is showing: the route's {gameType} or `?gameCode=` when it is a game
 * of that route, else (a link without one) the route's game whose stored bet list (SPEC 3
 * confirmation cache) holds the newest ticket; ticket ids start with their creation time in base 36.
 */
export function confirmationGameOf(which: FastConfirmation, param: string, search: string): string | null {
  for (const code of [param, new URLSearchParams(search).get(GAME_PARAM) ?? ""]) {
    const game = findGame(code);
    if (game && confirmationOf(game.code) === which) return game.code;
  }
  let newest: { code: string; at: number } | null = null;
  for (const code of fastCodesOf(which)) {
    const list = storage.getPerGame<{ id?: unknown }[]>("confirmation", code);
    const at = Array.isArray(list) ? Math.max(...list.map((t) => createdAt(t?.id)), -1) : -1;
    if (at >= 0 && (!newest || at > newest.at)) newest = { code, at };
  }
  return newest?.code ?? null;
}

function createdAt(id: unknown): number {
  const at = typeof id === "string" ? parseInt(id.split("-")[0] ?? "", 36) : NaN;
  return Number.isFinite(at) ? at : -1;
}

/** The fast games whose bets a confirmation route lists. */
function fastCodesOf(which: FastConfirmation): string[] {
  const families = CONFIRMATION_FAMILIES[which];
  return GAMES.filter((g) => families.includes(g.family) && isFast(g)).map((g) => g.code);
}
