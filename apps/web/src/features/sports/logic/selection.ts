import type { SportsMatchView, SpPageInfoModels } from "@lottery/contract";
import type { PlayTab } from "./games.ts";

/**
 * The player's picks on a game page: match → play → option codes, in the order tapped. This is the
 * betting record of SPEC 3 (kept per game in storage); SPs and lines are always read from the
 * current odds, never from the stored picks.
 */
export type Picks = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

/** Adds or removes one option; empty plays and matches disappear. */
export function togglePick(picks: Picks, matchId: string, play: string, code: string): Picks {
  const plays = { ...(picks[matchId] ?? {}) };
  const codes = plays[play] ?? [];
  const next = codes.includes(code) ? codes.filter((c) => c !== code) : [...codes, code];
  if (next.length > 0) plays[play] = next;
  else delete plays[play];
  const out = { ...picks };
  if (Object.keys(plays).length > 0) out[matchId] = plays;
  else delete out[matchId];
  return out;
}

/** Drops every pick of one match. */
export function removeMatch(picks: Picks, matchId: string): Picks {
  const out = { ...picks };
  delete out[matchId];
  return out;
}

/** Whether an option is picked. */
export function isPicked(picks: Picks, matchId: string, play: string, code: string): boolean {
  return picks[matchId]?.[play]?.includes(code) ?? false;
}

/** How many options of a match are picked in the given plays (the badge on 更多玩法). */
export function pickedCount(picks: Picks, matchId: string, plays: readonly string[]): number {
  const byPlay = picks[matchId] ?? {};
  return plays.reduce((sum, play) => sum + (byPlay[play]?.length ?? 0), 0);
}

/** Every play code present in the picks. */
export function pickedPlays(picks: Picks): Set<string> {
  return new Set(Object.values(picks).flatMap((plays) => Object.keys(plays)));
}

/** Whether every pick belongs to a play shown on this tab (switching tabs keeps them then). */
export function picksFitTab(picks: Picks, tab: PlayTab): boolean {
  const shown = new Set([...tab.inline, ...tab.panel]);
  return [...pickedPlays(picks)].every((play) => shown.has(play));
}

/** Whether a match can still be bet on: on sale and not past its sale close. */
export function matchOnSale(match: SportsMatchView, nowMs: number): boolean {
  return match.status === "selling" && Date.parse(match.closeAt) > nowMs;
}

/** Whether a pool issue (BJDC, CTZQ) can still be bet on: on sale and not past its close. */
export function issueOnSale(issue: SpPageInfoModels["issue"], nowMs: number): boolean {
  return issue !== null && issue.status === "selling" && Date.parse(issue.closeAt) > nowMs;
}

/** The server's time now, from the page info's serverTime and when it arrived (the phone's clock may be off). */
export function serverNow(info: SpPageInfoModels | undefined, receivedAt: number): number {
  return Date.now() + (info ? Date.parse(info.serverTime) - receivedAt : 0);
}

/** The open matches of a page by id, in page order. */
export function matchesById(info: SpPageInfoModels | undefined): Map<string, SportsMatchView> {
  const map = new Map<string, SportsMatchView>();
  for (const day of info?.days ?? []) for (const match of day.matches) map.set(match.matchId, match);
  return map;
}

/**
 * Keeps only the picks still playable: the match on sale, the play offered and the option listed
 * (a stored betting record may be hours old).
 */
export function prunePicks(
  picks: Picks,
  matches: ReadonlyMap<string, SportsMatchView>,
  nowMs: number,
): Picks {
  const out: Record<string, Record<string, string[]>> = {};
  for (const [matchId, plays] of Object.entries(picks)) {
    const match = matches.get(matchId);
    if (!match || !matchOnSale(match, nowMs)) continue;
    for (const [play, codes] of Object.entries(plays)) {
      const offered = match.plays.find((p) => p.play === play);
      const kept = codes.filter((code) => offered?.options.some((o) => o.code === code));
      if (kept.length > 0) (out[matchId] ??= {})[play] = kept;
    }
  }
  return out;
}

/** Whether two pick sets are the same. */
export function samePicks(a: Picks, b: Picks): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
