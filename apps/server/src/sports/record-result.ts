import { and, eq, ne, sql } from "drizzle-orm";
import {
  Msg,
  type SportsGameCode,
  type SportsMatchAdminView,
  type SportsResultParams,
} from "@lottery/contract";
import {
  findSportsPlay,
  findSportsOption,
  mapSportsResult,
  playResultCode,
  scoreValid,
  SP_SCALE,
  sportsOptionWins,
  type MatchScore,
} from "@lottery/rules";
import type { Deps } from "../deps.ts";
import type { Tx } from "../db/queryable.ts";
import { orders } from "../orders/tables.ts";
import { lockMatch } from "./fixtures.ts";
import { badField, marketsOf } from "./markets.ts";
import { oddsOfMatch, type OddsRow } from "./odds-store.ts";
import { sportsOrderLegs } from "./order-tables.ts";
import { settleMatch, settlePoolIssue } from "./settlement.ts";
import { sportsMatches, sportsPoolIssues } from "./tables.ts";
import { adminViewOf, type MatchRow } from "./views.ts";
import { refuse } from "../domain/refusal.ts";

/** What a result entry decides for a match. */
export interface MatchOutcome {
  status: "finished" | "cancelled";
  halfScore: string | null;
  fullScore: string | null;
  /** play → winning option code ({} when cancelled; CTZQ: {SPF}). */
  results: Record<string, string>;
  /** play → final SP in millionths (the current SP of the winning option; cancelled: 1 for every play). */
  finalSp: Record<string, number>;
}

/**
 * Records a match result (POST /admin/api/sports/result; the feeds use it too): every play's result code
 * from the rules with the match's lines, the final SP per play, status finished or cancelled, a `result`
 * event, then settlement. Re-entering the same result changes nothing; a different one is refused once any
 * order on the match was settled. Settlement runs after the commit; its failure is logged and the result
 * stands (the settlement sweep retries).
 */
export async function recordResult(deps: Deps, params: SportsResultParams): Promise<SportsMatchAdminView> {
  const now = deps.clock();
  const { row, odds, changed } = await deps.db.transaction(async (tx) => {
    const match = await lockMatch(tx, params.matchId);
    if (!match) throw refuse("sportsData.matchNotFound");
    const current = await oddsOfMatch(tx, match.matchId);
    const outcome = outcomeOf(match, current, params);
    const decided = match.status === "finished" || match.status === "cancelled";
    if (decided && sameOutcome(match, outcome)) return { row: match, odds: current, changed: false };
    if (decided && (match.settledAt || (await anyOrderSettled(tx, match.matchId))))
      throw refuse("sportsData.resultSettled");
    if (outcome.status === "finished" && now < match.kickoffAt) throw refuse("sportsData.notStarted");
    const [updated] = await tx
      .update(sportsMatches)
      .set({ ...outcome, resultAt: now })
      .where(eq(sportsMatches.id, match.id))
      .returning();
    if (match.issue) await finishIssueWhenDecided(tx, match.gameCode, match.issue);
    return { row: updated ?? match, odds: current, changed: true };
  });
  if (changed)
    deps.events.publish({ type: "result", game: row.gameCode, issue: row.matchId, at: now.toISOString() });
  await settleAfterResult(deps, row);
  return adminViewOf(deps.db, row, odds);
}

/** Settles what a decided match unblocks (CTZQ: its issue); failures are logged, never undo the result. */
async function settleAfterResult(deps: Deps, match: MatchRow): Promise<void> {
  try {
    await settleMatch(deps, match.matchId);
  } catch (error) {
    deps.log.warn({ err: error, matchId: match.matchId }, "sports settlement after a result failed");
  }
}

/** Settles a CTZQ issue, logging a failure. */
export async function trySettlePool(deps: Deps, issue: string): Promise<void> {
  try {
    await settlePoolIssue(deps, "ctzq", issue);
  } catch (error) {
    deps.log.warn({ err: error, issue }, "ctzq pool settlement failed");
  }
}

function sameOutcome(match: MatchRow, outcome: MatchOutcome): boolean {
  return (
    match.status === outcome.status &&
    match.halfScore === outcome.halfScore &&
    match.fullScore === outcome.fullScore
  );
}

async function anyOrderSettled(tx: Tx, matchId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(sportsOrderLegs)
    .innerJoin(orders, eq(orders.id, sportsOrderLegs.orderId))
    .where(and(eq(sportsOrderLegs.matchId, matchId), ne(orders.status, "pending")))
    .limit(1);
  return row !== undefined;
}

/** Marks a pool issue finished once every one of its matches is decided. */
async function finishIssueWhenDecided(tx: Tx, game: string, issue: string): Promise<void> {
  const [open] = await tx
    .select({ id: sportsMatches.id })
    .from(sportsMatches)
    .where(
      and(
        eq(sportsMatches.gameCode, game),
        eq(sportsMatches.issue, issue),
        sql`${sportsMatches.status} not in ('finished', 'cancelled')`,
      ),
    )
    .limit(1);
  if (open) return;
  await tx
    .update(sportsPoolIssues)
    .set({ status: "finished" })
    .where(and(eq(sportsPoolIssues.gameCode, game), eq(sportsPoolIssues.issue, issue)));
}

function parseScore(text: string | undefined): readonly [number, number] | null {
  if (text === undefined) return null;
  const [home, away] = text.split(":").map(Number);
  return [home ?? 0, away ?? 0];
}

const scoreText = (s: readonly [number, number] | null) => (s ? `${s[0]}:${s[1]}` : null);

/**
 * The outcome of a result entry for a match (pure): scores checked (football needs the half-time score,
 * CTZQ excepted; basketball cannot end level), result codes by the rules, final SPs from the odds.
 */
export function outcomeOf(
  match: MatchRow,
  odds: readonly OddsRow[],
  params: SportsResultParams,
): MatchOutcome {
  const game = match.gameCode as SportsGameCode;
  const markets = marketsOf(game);
  if (params.cancelled) {
    const plays = [...new Set(odds.map((o) => o.play))];
    const finalSp = Object.fromEntries(plays.map((p) => [p, SP_SCALE]));
    return { status: "cancelled", halfScore: null, fullScore: null, results: {}, finalSp };
  }
  const ft = parseScore(params.fullScore);
  const ht = markets.sport === "football" ? parseScore(params.halfScore) : null;
  if (!ft) throw badField("fullScore", Msg.sportsData.badScore);
  if (markets.sport === "football" && !ht && game !== "ctzq")
    throw badField("halfScore", Msg.sportsData.halfScoreRequired);
  if (markets.sport === "basketball" && ft[0] === ft[1])
    throw badField("fullScore", Msg.sportsData.basketballDraw);
  const score: MatchScore = { ft, ht };
  if (!scoreValid(score)) throw badField(ht ? "halfScore" : "fullScore", Msg.sportsData.badScore);
  const results = resultCodes(game, match, score);
  return {
    status: "finished",
    halfScore: markets.sport === "football" ? scoreText(ht) : (params.halfScore ?? null),
    fullScore: scoreText(ft),
    results,
    finalSp: finalSpOf(game, results, odds),
  };
}

function resultCodes(game: SportsGameCode, match: MatchRow, score: MatchScore): Record<string, string> {
  const markets = marketsOf(game);
  if (game === "ctzq") {
    const spf = findSportsPlay(markets.rules, "SPF");
    const code = spf ? playResultCode(markets.rules, spf, score) : null;
    if (!code?.ok) throw badField("fullScore", Msg.sportsData.badScore);
    return { SPF: code.value };
  }
  const mapped = mapSportsResult(game, score, match.lines);
  if (!mapped.ok) throw badField("fullScore", `${Msg.sportsData.badScore}（${mapped.message}）`);
  return mapped.value;
}

/** The SP of the winning option of each play with odds (EXY: the option covering the 90-minute result). */
function finalSpOf(
  game: SportsGameCode,
  results: Readonly<Record<string, string>>,
  odds: readonly OddsRow[],
): Record<string, number> {
  const rules = marketsOf(game).rules;
  const out: Record<string, number> = {};
  for (const row of odds) {
    const code = results[row.play];
    const play = findSportsPlay(rules, row.play);
    const option = play ? findSportsOption(play, row.option) : undefined;
    if (code === undefined || !option) continue;
    if (sportsOptionWins(option, code)) out[row.play] = row.spMicro;
  }
  return out;
}
