import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { Msg } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/queryable.ts";
import { grantItem } from "../loyalty/inventory.ts";
import { postPoints } from "../loyalty/points.ts";
import { sportsMatches } from "../sports/tables.ts";
import { ssjcGuesses, ssjcMatches, type SsjcGuessRow } from "./tables.ts";
import { pointsOf } from "./event-views.ts";
import { fixtureOf, resultPick, type FixtureRow } from "./views.ts";

/** Guesses per settlement transaction, and a test seam called after each committed chunk. */
export const ssjcSettleHooks: { chunkSize: number; afterChunk: ((settled: number) => void) | null } = {
  chunkSize: 500,
  afterChunk: null,
};

const PACKET_VALID_DAYS = 30;

/** Pays one right answer: points (key `ssjc:prize:<guess>`) or a red packet in the bag (`guess:<guess>`). */
async function payGuess(tx: Tx, guess: SsjcGuessRow, fixture: FixtureRow, now: Date): Promise<number | null> {
  if (guess.prizeKind === "points") {
    await postPoints(tx, {
      userId: guess.userId,
      delta: guess.prizeAmount,
      kind: "points_guess_prize",
      key: `ssjc:prize:${guess.id}`,
      memo: Msg.ssjc.prizeMemo(fixture.homeTeam, fixture.awayTeam),
      ref: { type: "ssjc_guess", id: String(guess.id) },
      at: now,
    });
    return null;
  }
  return grantItem(tx, {
    userId: guess.userId,
    kind: "red_packet",
    name: Msg.ssjc.packetName(guess.prizeAmount),
    valueFen: guess.prizeAmount * 100,
    source: "ssjc",
    sourceRef: `guess:${guess.id}`,
    validDays: PACKET_VALID_DAYS,
    now,
  });
}

/**
 * Settles one chunk of a decided match's pending guesses in ONE transaction: each row still pending
 * (locked, so a concurrent run waits and then finds nothing) becomes won, lost or void (a cancelled
 * match), and a won guess is paid in the same transaction. Answers how many it settled.
 */
async function settleChunk(db: Db, fixture: FixtureRow, now: Date): Promise<number> {
  const settled = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(ssjcGuesses)
      .where(and(eq(ssjcGuesses.matchId, fixture.matchId), eq(ssjcGuesses.status, "pending")))
      .orderBy(asc(ssjcGuesses.id))
      .limit(ssjcSettleHooks.chunkSize)
      .for("update");
    const result = fixture.status === "cancelled" ? null : resultPick(fixture.fullScore);
    const outcomes = new Map<string, number[]>();
    for (const row of rows) {
      const outcome = `${statusOf(row, result)}|${pointsOf(row.pick, row.score, fixture.fullScore, result)}`;
      outcomes.set(outcome, [...(outcomes.get(outcome) ?? []), row.id]);
    }
    for (const [outcome, ids] of outcomes) {
      const [status, points] = outcome.split("|") as ["won" | "lost" | "void", string];
      await tx
        .update(ssjcGuesses)
        .set({ status, points: Number(points), settledAt: now })
        .where(
          and(
            inArray(ssjcGuesses.userId, [...new Set(rows.map((r) => r.userId))]),
            inArray(ssjcGuesses.id, ids),
            eq(ssjcGuesses.status, "pending"),
          ),
        );
    }
    for (const row of rows) {
      // An event's prediction scores event points; its prize comes with the rank (event-payout.ts).
      if (statusOf(row, result) !== "won" || row.prizeKind === "none") continue;
      const itemId = await payGuess(tx, row, fixture, now);
      if (itemId !== null)
        await tx
          .update(ssjcGuesses)
          .set({ itemId })
          .where(and(eq(ssjcGuesses.userId, row.userId), eq(ssjcGuesses.id, row.id)));
    }
    return rows.length;
  });
  ssjcSettleHooks.afterChunk?.(settled);
  return settled;
}

function statusOf(row: SsjcGuessRow, result: string | null): "won" | "lost" | "void" {
  if (result === null) return "void";
  return row.pick === result ? "won" : "lost";
}

const decided = (f: FixtureRow) =>
  f.status === "cancelled" || (f.status === "finished" && resultPick(f.fullScore) !== null);

/**
 * Settles every pending guess on a match (match guessing's and events' predictions) once its result
 * is in (finished, or cancelled: void), in chunks, exactly once and resumable: a rerun finds nothing
 * pending and pays nothing. Marks a selection settled once nothing on it is pending. Answers how many
 * guesses it settled.
 */
export async function settleSsjcMatch(db: Db, matchId: string, now: Date): Promise<number> {
  const fixture = await fixtureOf(db, matchId);
  if (!fixture || !decided(fixture)) return 0;
  let total = 0;
  for (;;) {
    const settled = await settleChunk(db, fixture, now);
    total += settled;
    if (settled < ssjcSettleHooks.chunkSize) break;
  }
  await db
    .update(ssjcMatches)
    .set({ settledAt: now })
    .where(
      and(
        eq(ssjcMatches.matchId, matchId),
        isNull(ssjcMatches.settledAt),
        sql`not exists (select 1 from ${ssjcGuesses} g where g.match_id = ${matchId} and g.status = 'pending')`,
      ),
    );
  return total;
}

/**
 * The leader's job (jobs/ssjc-job.ts): every selection not yet settled, and every match with an
 * event's prediction pending, whose fixture is decided (its result entered by an operator or a feed,
 * or a settlement cut short) is settled. Answers the guesses settled.
 */
export async function settleDueSsjc(db: Db, now: Date): Promise<number> {
  const decidedMatch = sql`${sportsMatches.status} in ('finished', 'cancelled')`;
  const selections = await db
    .select({ matchId: ssjcMatches.matchId })
    .from(ssjcMatches)
    .innerJoin(sportsMatches, eq(sportsMatches.matchId, ssjcMatches.matchId))
    .where(and(isNull(ssjcMatches.settledAt), decidedMatch));
  const predicted = await db
    .selectDistinct({ matchId: ssjcGuesses.matchId })
    .from(ssjcGuesses)
    .innerJoin(sportsMatches, eq(sportsMatches.matchId, ssjcGuesses.matchId))
    .where(and(eq(ssjcGuesses.status, "pending"), sql`${ssjcGuesses.eventId} <> 0`, decidedMatch));
  const due = new Set([...selections, ...predicted].map((r) => r.matchId));
  let total = 0;
  for (const matchId of due) total += await settleSsjcMatch(db, matchId, now);
  return total;
}
