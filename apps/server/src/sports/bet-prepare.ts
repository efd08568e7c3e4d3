import {
  countTicketBets,
  findSportsGame,
  optimiseTicketBonus,
  parseSportsTicket,
  ticketPrizeRange,
  type BonusMode,
  type ExpandedBet,
  type BonusPlan,
  type SportsGameRules,
  type SportsTicket,
} from "@lottery/rules";
import { type SportsLegParam } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { matchesById, oddsBookOf, resolveLegs, type MatchRow } from "./bet-legs.ts";
import { ruleError } from "./bet-rules.ts";
import {
  ticketOfLegs,
  type StoredParlayDetail,
  type StoredSportsDetail,
  type StoredSportsLeg,
} from "./order-stored.ts";
import { refuse } from "../domain/refusal.ts";

/** What a sports bet asks for, after the contract's schema. */
export interface SportsBetRequest {
  gameCode: string;
  passTypes: string;
  legs: SportsLegParam[];
  multiple: number;
  /** 奖金优化: the mode and the whole stake; the ticket's multiple is then ignored. */
  youhua?: { mode: BonusMode; stakeFen: number };
  /** bet_ozb: every match must be of the 欧洲杯 league (ozb). */
  ozbOnly?: boolean;
  /** A red packet of the player's bag paying the stake first (issue 25). */
  packetId?: number;
}

/** An order ready to be placed: its row values, the match ids of its legs and a re-check for the transaction. */
export interface PreparedOrder {
  gameCode: string;
  issue: string | null;
  play: string;
  bets: number;
  multiple: number;
  amountFen: number;
  detail: StoredSportsDetail;
  matchIds: string[];
  maxPrizeFen: number | null;
  /** Re-reads matches and odds inside the placing transaction: status 1/8 if the sale or an SP moved. */
  recheck: (q: Queryable, now: Date) => Promise<void>;
  plan?: { bets: ExpandedBet[]; plan: BonusPlan };
}

/** The rules of a parlay game code (qwzqtc → qwzq); undefined for CTZQ codes. */
export function parlayRulesOf(gameCode: string): SportsGameRules | undefined {
  return findSportsGame(gameCode);
}

/** Resolves the legs of a parlay request against the database (for sale or for calc). */
export async function resolveParlayLegs(
  q: Queryable,
  rules: SportsGameRules,
  legs: readonly SportsLegParam[],
  mode: { forSale: boolean; now: Date; ozbOnly?: boolean },
): Promise<StoredSportsLeg[]> {
  const ids = [...new Set(legs.map((l) => l.matchId))];
  const matches = await matchesById(q, ids);
  if (mode.ozbOnly) assertOzb(matches);
  const book = await oddsBookOf(q, rules, ids);
  return resolveLegs(rules, legs, matches, book, mode);
}

function assertOzb(matches: Map<string, MatchRow>): void {
  for (const match of matches.values()) {
    if (match.leagueCode.toLowerCase() !== "ozb") throw refuse("sportsBets.ozbOnly");
  }
}

/** Parses the stored legs as the rules' ticket; a refusal becomes status 1 or 2. */
export function checkedTicket(
  rules: SportsGameRules,
  legs: readonly StoredSportsLeg[],
  passTypes: string | readonly string[],
  multiple: number,
): SportsTicket {
  const codes = typeof passTypes === "string" ? passTypes.split(",") : [...passTypes];
  const parsed = parseSportsTicket(ticketOfLegs(rules.game, legs, codes, multiple));
  if (!parsed.ok) throw ruleError(parsed);
  return parsed.value;
}

/** A jingcai / BJDC / 趣味 order (or an optimised one) ready to place. */
export async function prepareParlayOrder(
  q: Queryable,
  rules: SportsGameRules,
  request: SportsBetRequest,
  now: Date,
): Promise<PreparedOrder> {
  const legs = await resolveParlayLegs(q, rules, request.legs, {
    forSale: true,
    now,
    ozbOnly: request.ozbOnly,
  });
  const multiple = request.youhua ? 1 : request.multiple;
  const ticket = checkedTicket(rules, legs, request.passTypes, multiple);
  const { bets, costFen } = countTicketBets(ticket);
  if (bets <= 0) throw refuse("sportsBets.noBets");
  const passTypes = ticket.passTypes.map((p) => p.code);
  const detail: StoredParlayDetail = { kind: "parlay", game: rules.game, passTypes, legs, maxPrizeFen: null };
  const recheck = async (tx: Queryable, at: Date): Promise<void> => {
    const again = legs.map((l) => ({
      matchId: l.matchId,
      play: l.play,
      banker: l.banker,
      options: l.options.map((o) => ({ code: o.code, sp: o.sp })),
    }));
    await resolveParlayLegs(tx, rules, again, { forSale: true, now: at });
  };
  const base = {
    gameCode: rules.game,
    issue: null,
    matchIds: [...new Set(legs.map((l) => l.matchId))],
    recheck,
  };
  if (request.youhua) {
    const plan = optimisedPlan(rules, legs, passTypes, request.youhua.stakeFen, request.youhua.mode);
    detail.youhua = {
      mode: plan.plan.mode,
      applied: plan.plan.applied,
      bets: plan.bets.map((b, i) => ({
        picks: b.picks.map((p) => ({ matchId: p.matchId, play: p.play, code: p.code })),
        multiple: plan.plan.multiples[i] ?? 0,
        unitPrizeFen: b.unitPrizeFen,
      })),
    };
    detail.maxPrizeFen = plan.maxPrizeFen;
    return {
      ...base,
      play: `奖金优化 ${passTypes.join(",")}`.slice(0, 64),
      bets: plan.bets.length,
      multiple: 1,
      amountFen: plan.plan.stakeFen,
      detail,
      maxPrizeFen: plan.maxPrizeFen,
      plan,
    };
  }
  const range = ticketPrizeRange(ticket);
  if (!range.ok) throw ruleError(range);
  detail.maxPrizeFen = range.value.maxPrizeFen;
  return {
    ...base,
    play: passTypes.join(",").slice(0, 64),
    bets,
    multiple,
    amountFen: costFen,
    detail,
    maxPrizeFen: range.value.maxPrizeFen,
  };
}

/** The rules' bonus plan (optimiseTicketBonus) of the legs for a stake (fen) and mode. */
function optimisedPlan(
  rules: SportsGameRules,
  legs: readonly StoredSportsLeg[],
  passTypes: readonly string[],
  stakeFen: number,
  mode: BonusMode,
): { bets: ExpandedBet[]; plan: BonusPlan; maxPrizeFen: number } {
  const planned = optimiseTicketBonus(ticketOfLegs(rules.game, legs, passTypes, 1), stakeFen, mode);
  if (!planned.ok) throw ruleError(planned);
  return planned.value;
}
