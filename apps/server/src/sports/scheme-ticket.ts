import { findSportsOption, findSportsPlay, type SportsGameRules } from "@lottery/rules";
import type { BetTogetherSportsParams, SportsLegParam } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { isRefusal, refuse } from "../domain/refusal.ts";
import { assertSportsStakeAllowed } from "./bet-limits.ts";
import { matchLabel, matchesById, type MatchRow } from "./bet-legs.ts";
import { parlayRulesOf, prepareParlayOrder, resolveParlayLegs, type PreparedOrder } from "./bet-prepare.ts";
import type { StoredSportsLeg } from "./order-stored.ts";

/**
 * Sports tickets of group purchases (合买, together/): what a scheme of 竞彩足球/篮球 or 北京单场 buys,
 * checked and priced by the same code as bet_jc_create.
 */

/** What a sports scheme keeps of its ticket (scheme `detail.sports`): the legs at the SPs seen at start. */
export interface SchemeSportsTicket {
  passTypes: string;
  legs: StoredSportsLeg[];
  multiple: number;
}

function rulesOf(gameCode: string): SportsGameRules {
  const rules = parlayRulesOf(gameCode);
  if (!rules) throw new Error(`${gameCode} is not a parlay game`);
  return rules;
}

/** A checked sports ticket of a scheme: its order's values, what the scheme stores and the content shown. */
export interface SportsSchemeTicket {
  gameCode: string;
  play: string;
  bets: number;
  multiple: number;
  amountFen: number;
  matchIds: string[];
  stored: SchemeSportsTicket;
  /** The ticket as players read it. */
  content: string;
}

/**
 * A sports ticket of bet_together, checked as bet_jc_create checks it (matches on sale, the SPs the
 * player saw still current: status 8 otherwise, the rules' count and the operator's stake limit).
 */
export async function prepareSportsSchemeTicket(
  db: Queryable,
  params: BetTogetherSportsParams,
  now: Date,
): Promise<SportsSchemeTicket> {
  const rules = rulesOf(params.gameCode);
  const { gameCode, passTypes, legs, multiple } = params;
  const prepared = await prepareParlayOrder(db, rules, { gameCode, passTypes, legs, multiple }, now);
  await assertSportsStakeAllowed(db, prepared.amountFen);
  if (prepared.detail.kind !== "parlay") throw new Error("a parlay ticket without parlay detail");
  const stored: SchemeSportsTicket = {
    passTypes: prepared.detail.passTypes.join(","),
    legs: prepared.detail.legs,
    multiple: prepared.multiple,
  };
  const matches = await matchesById(db, prepared.matchIds);
  return {
    gameCode: prepared.gameCode,
    play: prepared.play,
    bets: prepared.bets,
    multiple: prepared.multiple,
    amountFen: prepared.amountFen,
    matchIds: prepared.matchIds,
    stored,
    content: contentOf(rules, stored, matches),
  };
}

/** The close of the ticket's earliest match; status 1 when one of them no longer sells. */
export async function earliestClose(q: Queryable, matchIds: readonly string[], now: Date): Promise<Date> {
  const matches = await matchesById(q, matchIds);
  let earliest = Number.POSITIVE_INFINITY;
  for (const id of matchIds) {
    const match = matches.get(id);
    if (!match) throw refuse("sportsBets.matchNotFound", id);
    if (match.status !== "selling" || now.getTime() >= match.closeAt.getTime())
      throw refuse("sportsBets.matchClosed", matchLabel(match));
    earliest = Math.min(earliest, match.closeAt.getTime());
  }
  return new Date(earliest);
}

/** The ticket as players read it: 周六001 主队VS客队 胜平负: 胜(1.85) 平(3.20) … ; 过关 2串1, 倍数. */
function contentOf(
  rules: SportsGameRules,
  ticket: SchemeSportsTicket,
  matches: Map<string, MatchRow>,
): string {
  const legs = ticket.legs.map((leg) => {
    const match = matches.get(leg.matchId);
    const play = findSportsPlay(rules, leg.play);
    const options = leg.options
      .map((o) => {
        const name = (play && findSportsOption(play, o.code)?.name) ?? o.code;
        return o.sp === null ? name : `${name}(${o.sp.toFixed(2)})`;
      })
      .join(" ");
    const who = match ? `${match.num} ${match.homeTeam}VS${match.awayTeam}` : leg.matchId;
    return `${who} ${play?.name ?? leg.play}：${options}${leg.banker ? "（胆）" : ""}`;
  });
  const passes = ticket.passTypes
    .split(",")
    .map((p) => p.replace("_", "串"))
    .join(",");
  return `${legs.join("；")}；过关：${passes}；${ticket.multiple}倍`;
}

/**
 * The scheme's order at its deadline, priced as bet_jc_create prices it: the same legs at the SPs
 * current now (竞彩 tickets take the odds at issue, 以出票时赔率为准), every match still on sale.
 * Null when the ticket can no longer be placed (a match closed or cancelled, an option withdrawn): the
 * scheme is then refunded.
 */
export async function prepareSchemeOrder(
  tx: Queryable,
  gameCode: string,
  ticket: SchemeSportsTicket,
  now: Date,
): Promise<PreparedOrder | null> {
  const rules = rulesOf(gameCode);
  const legs: SportsLegParam[] = ticket.legs.map((l) => ({
    matchId: l.matchId,
    play: l.play,
    banker: l.banker,
    options: l.options.map((o) => ({ code: o.code, sp: null })),
  }));
  try {
    const current = await resolveParlayLegs(tx, rules, legs, { forSale: false, now });
    const priced = current.map((l) => ({
      matchId: l.matchId,
      play: l.play,
      banker: l.banker,
      options: l.options.map((o) => ({ code: o.code, sp: o.sp })),
    }));
    const request = { gameCode, passTypes: ticket.passTypes, legs: priced, multiple: ticket.multiple };
    return await prepareParlayOrder(tx, rules, request, now);
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
}
