import type { SportsMatchView, SpPageInfoModels } from "@lottery/contract";
import { countCtzqBets, type CtzqPlay } from "@lottery/rules";
import type { Checked } from "./slip.ts";

/**
 * 传统足彩 (/ctzq): the 14 listed matches, the player's 3/1/0 picks per match and the ticket as
 * packages/rules counts it (T14C 胜负彩 on all 14, TR9 任选九 on 9 or more with bankers).
 */

/** The options of every CTZQ match, in button order. */
export const CTZQ_CODES = ["3", "1", "0"] as const;

/** Picks of the current issue: match → codes, and the TR9 bankers. */
export interface CtzqPicks {
  picks: Readonly<Record<string, readonly string[]>>;
  bankers: readonly string[];
}

/** The matches in listing order (001…014). */
export function ctzqMatches(info: SpPageInfoModels | undefined): SportsMatchView[] {
  const all = (info?.days ?? []).flatMap((day) => day.matches);
  return all.sort((a, b) => a.num.localeCompare(b.num));
}

/** How many matches have at least one pick. */
export function chosenCount(picks: CtzqPicks["picks"]): number {
  return Object.values(picks).filter((codes) => codes.length > 0).length;
}

/** The ticket as packages/rules reads it: picks per listed match ([] = not chosen), bankers by index. */
export function rulesTicket(
  play: CtzqPlay,
  matches: readonly SportsMatchView[],
  chosen: CtzqPicks,
  multiple: number,
) {
  return {
    play,
    picks: matches.map((m) => CTZQ_CODES.filter((code) => chosen.picks[m.matchId]?.includes(code))),
    bankers: play === "TR9" ? matches.flatMap((m, i) => (chosen.bankers.includes(m.matchId) ? [i] : [])) : [],
    multiple,
  };
}

/** What the bar shows when the ticket is not complete yet, else the rules' count or refusal. */
export function ctzqCount(
  play: CtzqPlay,
  matches: readonly SportsMatchView[],
  chosen: CtzqPicks,
  multiple: number,
): Checked<{ bets: number; costFen: number }> & { short?: number } {
  const need = play === "T14C" ? matches.length : 9;
  const have = chosenCount(chosen.picks);
  if (have < need) return { ok: false, message: "", short: need - have };
  const count = countCtzqBets(rulesTicket(play, matches, chosen, multiple));
  return count.ok ? { ok: true, value: count.value } : { ok: false, message: count.message };
}

/** The `legs` of bet_jc_create for CTZQ: the chosen matches with their codes (no SP), TR9 bankers. */
export function ctzqLegs(play: CtzqPlay, matches: readonly SportsMatchView[], chosen: CtzqPicks) {
  return matches
    .filter((m) => (chosen.picks[m.matchId]?.length ?? 0) > 0)
    .map((m) => ({
      matchId: m.matchId,
      options: CTZQ_CODES.filter((code) => chosen.picks[m.matchId]!.includes(code)).map((code) => ({ code })),
      banker: play === "TR9" && chosen.bankers.includes(m.matchId),
    }));
}
