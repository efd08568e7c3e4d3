import { and, asc, eq } from "drizzle-orm";
import { countCtzqBets, findCtzqPlay, type CtzqPlay, type CtzqTicketInput } from "@lottery/rules";
import { Msg, type SportsLegParam } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { badLegs, matchesById, type MatchRow } from "./bet-legs.ts";
import type { PreparedOrder, SportsBetRequest } from "./bet-prepare.ts";
import { ruleError } from "./bet-rules.ts";
import type { StoredCtzqDetail } from "./order-stored.ts";
import { sportsMatches, sportsPoolIssues } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

/**
 * 传统足彩 orders. Leg shape chosen: `gameCode` ctzq with `passTypes` T14C (胜负彩) or TR9 (任选九) — or
 * gameCode t14c / tr9 with the play implied — and `legs` the chosen matches of ONE issue, options `3`/`1`/`0`
 * (no SP: prizes float), `banker` on TR9 legs for 胆. Matches are placed by their listing number (001…014).
 */
export function ctzqPlayOf(gameCode: string, passTypes: string): CtzqPlay {
  const implied = gameCode === "t14c" ? "T14C" : gameCode === "tr9" ? "TR9" : undefined;
  const play = findCtzqPlay(passTypes.split(",")[0] ?? "") ?? implied;
  if (!play) throw refuse("badParam", "passTypes", Msg.sportsBets.ctzqPlayRequired);
  return play;
}

/** The listed matches of a CTZQ issue in listing order. */
export async function ctzqIssueMatches(q: Queryable, issue: string): Promise<MatchRow[]> {
  return q
    .select()
    .from(sportsMatches)
    .where(and(eq(sportsMatches.gameCode, "ctzq"), eq(sportsMatches.issue, issue)))
    .orderBy(asc(sportsMatches.num), asc(sportsMatches.matchId));
}

/** Refuses unless the CTZQ issue is on sale now. */
async function assertIssueSelling(q: Queryable, issue: string, now: Date): Promise<void> {
  const [row] = await q
    .select()
    .from(sportsPoolIssues)
    .where(and(eq(sportsPoolIssues.gameCode, "ctzq"), eq(sportsPoolIssues.issue, issue)));
  if (!row || row.status !== "selling" || now.getTime() >= row.closeAt.getTime())
    throw refuse("sportsBets.ctzqIssueClosed", issue);
}

/** The issue every leg's match belongs to (one issue, CTZQ matches only). */
function issueOfLegs(legs: readonly SportsLegParam[], matches: Map<string, MatchRow>): string {
  let issue: string | null = null;
  for (const leg of legs) {
    const match = matches.get(leg.matchId);
    if (!match) throw refuse("sportsBets.matchNotFound", leg.matchId);
    if (match.gameCode !== "ctzq" || !match.issue) throw refuse("sportsBets.matchNotInGame", match.num);
    if (issue !== null && issue !== match.issue) throw refuse("sportsBets.ctzqOneIssue");
    issue = match.issue;
  }
  if (issue === null) throw badLegs("请至少选择一场比赛");
  return issue;
}

/** The rules' CTZQ ticket of the legs: picks per listed match ([] = not chosen), bankers by index. */
function ctzqTicket(
  play: CtzqPlay,
  legs: readonly SportsLegParam[],
  listed: readonly MatchRow[],
  multiple: number,
): CtzqTicketInput & { picks: string[][]; bankers: number[] } {
  const picks: string[][] = listed.map(() => []);
  const bankers: number[] = [];
  for (const leg of legs) {
    const index = listed.findIndex((m) => m.matchId === leg.matchId);
    if (index < 0) throw refuse("sportsBets.ctzqOneIssue");
    if ((picks[index]?.length ?? 0) > 0) throw badLegs("同一场比赛不能重复选择");
    picks[index] = leg.options.map((o) => o.code.trim());
    if (leg.banker) bankers.push(index);
  }
  return { play, picks, bankers, multiple };
}

/** A CTZQ order ready to place: the issue must be on sale and list its 14 matches. */
export async function prepareCtzqOrder(
  q: Queryable,
  request: SportsBetRequest,
  now: Date,
): Promise<PreparedOrder> {
  const play = ctzqPlayOf(request.gameCode, request.passTypes);
  const matches = await matchesById(q, [...new Set(request.legs.map((l) => l.matchId))]);
  const issue = issueOfLegs(request.legs, matches);
  await assertIssueSelling(q, issue, now);
  const listed = await ctzqIssueMatches(q, issue);
  if (listed.length !== 14) throw refuse("sportsBets.ctzqIssueIncomplete", issue);
  const ticket = ctzqTicket(play, request.legs, listed, request.multiple);
  const counted = countCtzqBets(ticket);
  if (!counted.ok) throw ruleError(counted);
  if (counted.value.bets <= 0) throw refuse("sportsBets.noBets");
  const detail: StoredCtzqDetail = {
    kind: "ctzq",
    play,
    matchIds: listed.map((m) => m.matchId),
    picks: ticket.picks,
    bankers: ticket.bankers,
  };
  return {
    gameCode: "ctzq",
    issue,
    play,
    bets: counted.value.bets,
    multiple: request.multiple,
    amountFen: counted.value.costFen,
    detail,
    matchIds: listed.filter((_, i) => (ticket.picks[i]?.length ?? 0) > 0).map((m) => m.matchId),
    maxPrizeFen: null,
    recheck: (tx, at) => assertIssueSelling(tx, issue, at),
  };
}
