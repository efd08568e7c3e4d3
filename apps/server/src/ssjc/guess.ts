import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type {
  DoSsjcActModels,
  DoSsjcActParams,
  DoSsjcActRecordParams,
  Paged,
  SsjcGuess,
  SsjcMatch,
  SsjcMatchListModels,
  SsjcPick,
} from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Queryable } from "../db/queryable.ts";
import { countWhere, onePage } from "../db/paging.ts";
import { chinaDay, chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { requestHashOf } from "../domain/request-hash.ts";
import { playerBalance } from "../loyalty/points.ts";
import { lockPlayer } from "../orders/place.ts";
import { ssjcSettings } from "./settings.ts";
import { ssjcGuesses, ssjcMatches, type SsjcGuessRow } from "./tables.ts";
import { fixtureOf, fixturesById, guessesOf, openFixture, prizeOf } from "./views.ts";

/** Guesses the player may still make on the China day of `now`. */
async function leftToday(q: Queryable, userId: number, now: Date): Promise<{ left: number; limit: number }> {
  const { dailyLimit } = await ssjcSettings(q);
  const [used] = await q
    .select({ n: count() })
    .from(ssjcGuesses)
    .where(
      and(eq(ssjcGuesses.userId, userId), eq(ssjcGuesses.day, chinaDay(now)), eq(ssjcGuesses.eventId, 0)),
    );
  return { left: Math.max(0, dailyLimit - (used?.n ?? 0)), limit: dailyLimit };
}

/** GET Activity/SSJCMatchList: the selected matches still open for guessing, with the player's picks. */
export async function ssjcMatchList(db: Db, userId: number, now: Date): Promise<SsjcMatchListModels> {
  const selected = await db
    .select()
    .from(ssjcMatches)
    .where(eq(ssjcMatches.enabled, true))
    .orderBy(asc(ssjcMatches.id));
  const fixtures = await fixturesById(
    db,
    selected.map((s) => s.matchId),
  );
  const open = selected.filter((s) => {
    const fixture = fixtures.get(s.matchId);
    return fixture !== undefined && openFixture(fixture, now);
  });
  const picks = open.length
    ? await db
        .select({ matchId: ssjcGuesses.matchId, pick: ssjcGuesses.pick })
        .from(ssjcGuesses)
        .where(
          and(
            eq(ssjcGuesses.userId, userId),
            eq(ssjcGuesses.eventId, 0),
            inArray(
              ssjcGuesses.matchId,
              open.map((s) => s.matchId),
            ),
          ),
        )
    : [];
  const pickOf = new Map(picks.map((p) => [p.matchId, p.pick as SsjcPick]));
  const list: SsjcMatch[] = [];
  for (const s of open) {
    const f = fixtures.get(s.matchId);
    if (!f) continue;
    list.push({
      matchId: s.matchId,
      leagueName: f.leagueName,
      homeTeam: f.homeTeam,
      awayTeam: f.awayTeam,
      num: f.num,
      kickoffAt: chinaTimeIso(f.kickoffAt),
      closeAt: chinaTimeIso(f.closeAt),
      myPick: pickOf.get(s.matchId) ?? null,
      ...prizeOf(s),
    });
  }
  list.sort((a, b) => a.closeAt.localeCompare(b.closeAt));
  const { left, limit } = await leftToday(db, userId, now);
  const points = await playerBalance(db, userId, "points");
  return { list, dailyLimit: limit, leftToday: left, points };
}

async function guessByRequest(q: Queryable, userId: number, requestId: string) {
  const [row] = await q
    .select()
    .from(ssjcGuesses)
    .where(and(eq(ssjcGuesses.userId, userId), eq(ssjcGuesses.requestId, requestId)));
  return row;
}

async function answerOf(q: Queryable, row: SsjcGuessRow, requestHash: string, now: Date) {
  if (row.requestHash !== requestHash) throw refuse("requestIdReused");
  const [guess] = await guessesOf(q, [row]);
  return { guess: guess as SsjcGuess, leftToday: (await leftToday(q, row.userId, now)).left };
}

/**
 * POST Activity/DoSSJCAct: one free guess, exactly once per requestId. Under the player's lock: the
 * match must be selected and enabled (else 未开放竞猜) and still before its sale close (else 竞猜已截止);
 * one guess per match (else 已竞猜过); the daily limit must not be used up. The prize is the match's now.
 */
export async function doSsjcAct(
  db: Db,
  userId: number,
  params: DoSsjcActParams,
  now: Date,
): Promise<DoSsjcActModels> {
  const requestHash = requestHashOf({ matchId: params.matchId, pick: params.pick });
  const earlier = await guessByRequest(db, userId, params.requestId);
  if (earlier) return answerOf(db, earlier, requestHash, now);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const twin = await guessByRequest(tx, userId, params.requestId);
    if (twin) return answerOf(tx, twin, requestHash, now);
    const [selected] = await tx.select().from(ssjcMatches).where(eq(ssjcMatches.matchId, params.matchId));
    const fixture = selected?.enabled ? await fixtureOf(tx, params.matchId) : undefined;
    if (!selected || !fixture) throw refuse("ssjc.matchNotOpen");
    if (!openFixture(fixture, now)) throw refuse("ssjc.closed");
    const [already] = await tx
      .select({ id: ssjcGuesses.id })
      .from(ssjcGuesses)
      .where(
        and(
          eq(ssjcGuesses.userId, userId),
          eq(ssjcGuesses.matchId, params.matchId),
          eq(ssjcGuesses.eventId, 0),
        ),
      );
    if (already) throw refuse("ssjc.alreadyGuessed");
    const { left, limit } = await leftToday(tx, userId, now);
    if (left < 1) throw refuse("ssjc.dailyLimit", limit);
    const [row] = await tx
      .insert(ssjcGuesses)
      .values({
        userId,
        matchId: params.matchId,
        pick: params.pick,
        requestId: params.requestId,
        requestHash,
        prizeKind: selected.prizeKind,
        prizeAmount: selected.prizeAmount,
        day: chinaDay(now),
        at: now,
      })
      .returning();
    if (!row) throw new Error("the guess was not recorded");
    const [guess] = await guessesOf(tx, [row]);
    return { guess: guess as SsjcGuess, leftToday: left - 1 };
  });
}

/** GET Activity/DoSSJCActRecord: the player's own guesses, newest first. */
export async function ssjcRecords(
  db: Db,
  userId: number,
  params: DoSsjcActRecordParams,
): Promise<Paged<SsjcGuess>> {
  const where = and(
    eq(ssjcGuesses.userId, userId),
    eq(ssjcGuesses.eventId, 0),
    params.status ? eq(ssjcGuesses.status, params.status) : undefined,
  );
  const rows = await onePage(
    db.select().from(ssjcGuesses).where(where).orderBy(desc(ssjcGuesses.id)).$dynamic(),
    params,
  );
  return { list: await guessesOf(db, rows), total: await countWhere(db, ssjcGuesses, where) };
}
