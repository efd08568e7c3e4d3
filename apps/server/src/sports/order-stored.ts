import type { SportsLegInput, SportsTicketInput } from "@lottery/rules";

/**
 * What a sports order stores in `orders.detail` (the shape settlement, calc_jc and order/detail read).
 * Plays and option codes are the catalogue's canonical codes; `sp` is the SP accepted with the order as a
 * decimal number (BJDC: the indicative SP; it is paid at the final SP); `line` and `single` were taken
 * from the match when the order was placed.
 */
export interface StoredSportsLeg {
  matchId: string;
  play: string;
  options: { code: string; sp: number | null }[];
  banker: boolean;
  line: number | null;
  single: boolean;
}

/** One combination of an optimised order (奖金优化) with its own multiple. */
export interface StoredYouhuaBet {
  picks: { matchId: string; play: string; code: string }[];
  multiple: number;
  /** The prize of one 2-yuan unit if every pick wins, at the accepted SPs (the plan's basis). */
  unitPrizeFen: number;
}

/** A jingcai / BJDC / 趣味 order. */
export interface StoredParlayDetail {
  kind: "parlay";
  /** The rules' game code (qwzqtc is stored as qwzq). */
  game: string;
  passTypes: string[];
  legs: StoredSportsLeg[];
  maxPrizeFen: number | null;
  /** Present on optimised orders: the order is these combinations, not the ticket × multiple. */
  youhua?: { mode: string; applied: string; bets: StoredYouhuaBet[] };
}

/** A 传统足彩 order: picks per listed match of the issue (by match number order), bankers by index. */
export interface StoredCtzqDetail {
  kind: "ctzq";
  play: "T14C" | "TR9";
  /** The 14 match ids in listing order. */
  matchIds: string[];
  picks: string[][];
  bankers: number[];
}

export type StoredSportsDetail = StoredParlayDetail | StoredCtzqDetail;

/** The rules' ticket of stored legs with the given pass types and multiple. */
export function ticketOfLegs(
  game: string,
  legs: readonly StoredSportsLeg[],
  passTypes: readonly string[],
  multiple: number,
): SportsTicketInput {
  const ruleLegs: SportsLegInput[] = legs.map((leg) => ({
    matchId: leg.matchId,
    play: leg.play,
    options: leg.options.map((o) => ({ code: o.code, sp: o.sp })),
    banker: leg.banker,
    single: leg.single,
    line: leg.line,
  }));
  return { game, legs: ruleLegs, passTypes: [...passTypes], multiple };
}

/**
 * The rules' ticket of one optimised combination: its picks as one-option legs (SP, line and single flag
 * from the stored legs), pass type k_1 for its k matches, its own multiple.
 */
export function ticketOfYouhuaBet(detail: StoredParlayDetail, bet: StoredYouhuaBet): SportsTicketInput {
  const legs: StoredSportsLeg[] = bet.picks.map((pick) => {
    const leg = detail.legs.find((l) => l.matchId === pick.matchId && l.play === pick.play);
    const option = leg?.options.find((o) => o.code === pick.code);
    return {
      matchId: pick.matchId,
      play: pick.play,
      options: [{ code: pick.code, sp: option?.sp ?? null }],
      banker: false,
      line: leg?.line ?? null,
      single: leg?.single ?? false,
    };
  });
  return ticketOfLegs(detail.game, legs, [`${bet.picks.length}_1`], bet.multiple);
}

/** The match ids a stored order has legs on, each once. */
export function matchIdsOf(detail: StoredSportsDetail): string[] {
  if (detail.kind === "ctzq") return detail.matchIds.filter((_, i) => (detail.picks[i]?.length ?? 0) > 0);
  return [...new Set(detail.legs.map((l) => l.matchId))];
}

/** Whether an order's detail is a stored sports detail (anything else is not ours to read). */
export function isStoredSportsDetail(detail: unknown): detail is StoredSportsDetail {
  const kind = (detail as { kind?: unknown } | null)?.kind;
  return kind === "parlay" || kind === "ctzq";
}
