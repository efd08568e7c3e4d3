import { filterInteger, findGame, supportsAddition } from "@lottery/rules";
import type { LotteryPageInfo } from "@lottery/contract";
import { storage } from "../../../lib/storage.ts";
import { listBets, listCostFen, type ListedTicket } from "./ticket-list.ts";

/** The bet list's options: multiple, chase issues, stop on win, DLT 追加 (SPEC 3 re-confirmation cache). */
export interface BetSettings {
  multiple: number;
  chase: number;
  stopOnWin: boolean;
  addition: boolean;
}

/** The limits of a game's bet: maxBeishu and maxQishu from the page info, else from the catalogue. */
export interface BetLimits {
  maxMultiple: number;
  maxChase: number;
}

export const DEFAULT_SETTINGS: BetSettings = { multiple: 1, chase: 1, stopOnWin: true, addition: false };

/** A game's limits: the server's page info wins over the catalogue (maxQishu null: no chase). */
export function betLimits(
  gameCode: string,
  info?: Pick<LotteryPageInfo, "maxBeishu" | "maxQishu">,
): BetLimits {
  const game = findGame(gameCode);
  return {
    maxMultiple: info?.maxBeishu ?? game?.maxBeishu ?? 9999,
    maxChase: (info ? info.maxQishu : game?.maxQishu) ?? 1,
  };
}

/** A typed count through the SPEC 5 integer filter, kept within 1…max (empty or 0 → 1). */
export function clampCount(input: string | number, max: number): number {
  const filtered = filterInteger(input, 1, max);
  return filtered === "" ? 1 : Number(filtered);
}

/** The stored options of a game, clamped to its limits (storage is not trusted). */
export function loadSettings(gameCode: string, limits: BetLimits): BetSettings {
  const stored = storage.getPerGame<Partial<BetSettings>>("reConfirmation", gameCode) ?? {};
  return {
    multiple: clampCount(stored.multiple ?? 1, limits.maxMultiple),
    chase: clampCount(stored.chase ?? 1, limits.maxChase),
    stopOnWin: stored.stopOnWin !== false,
    addition: supportsAddition(gameCode) && stored.addition === true,
  };
}

/** Stores a game's options across a refresh. */
export function saveSettings(gameCode: string, settings: BetSettings): void {
  storage.setPerGame("reConfirmation", gameCode, settings);
}

/** What the bet costs in fen: the list at the multiple (追加 included) × chase issues. */
export function totalCostFen(gameCode: string, list: readonly ListedTicket[], settings: BetSettings): number {
  return listCostFen(gameCode, list, settings) * settings.chase;
}

/** The parameters of POST lottery/bet_szc without the requestId (API.md §5). */
export function betParams(
  gameCode: string,
  issue: string,
  list: readonly ListedTicket[],
  settings: BetSettings,
): Record<string, string | number> {
  return {
    gameCode,
    issue,
    tickets: list.map((t) => t.ticket).join(";"),
    multiple: settings.multiple,
    chase: settings.chase,
    stopOnWin: settings.chase > 1 && settings.stopOnWin ? 1 : 0,
    addition: supportsAddition(gameCode) && settings.addition ? 1 : 0,
  };
}

/** Total bets of the list (re-exported for the summary). */
export { listBets };
