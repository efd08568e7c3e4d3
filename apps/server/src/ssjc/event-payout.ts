import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { Msg } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/queryable.ts";
import { grantItem } from "../loyalty/inventory.ts";
import { postPoints } from "../loyalty/points.ts";
import { eventStandings } from "./event-rank.ts";
import { bandOf } from "./event-views.ts";
import { ssjcEventPayouts, ssjcEvents, ssjcGuesses, type SsjcEventRow } from "./tables.ts";

/** A test seam called after each prize is paid and committed. */
export const eventPayoutHooks: { afterPay: ((payoutId: number) => void) | null } = { afterPay: null };

const PACKET_VALID_DAYS = 30;

/**
 * Freezes an ended event's standings once every prediction in it is settled: in one transaction,
 * under the event's row lock, one payout row per rank the prize table rewards, and the event moves
 * open → paying. A concurrent run waits for the lock and then finds it paying. Answers whether it froze.
 */
async function freeze(db: Db, eventId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(ssjcEvents).where(eq(ssjcEvents.id, eventId)).for("update");
    if (!event || event.payoutState !== "open") return false;
    const [pending] = await tx
      .select({ one: sql`1` })
      .from(ssjcGuesses)
      .where(and(eq(ssjcGuesses.eventId, eventId), eq(ssjcGuesses.status, "pending")))
      .limit(1);
    if (pending) return false;
    const rows = (await eventStandings(tx, eventId)).flatMap((s) => {
      const band = bandOf(event.prizes, s.rank);
      if (!band) return [];
      const prize = { prizePoints: band.points, prizePacket: band.packet };
      return [{ eventId, rank: s.rank, userId: s.userId, points: s.points, ...prize }];
    });
    if (rows.length > 0) await tx.insert(ssjcEventPayouts).values(rows).onConflictDoNothing();
    await tx.update(ssjcEvents).set({ payoutState: "paying" }).where(eq(ssjcEvents.id, eventId));
    return true;
  });
}

/** Posts one frozen prize: points (ledger key `event:prize:<event>:<rank>`) and/or a red packet. */
async function postPrize(
  tx: Tx,
  event: SsjcEventRow,
  payout: typeof ssjcEventPayouts.$inferSelect,
  now: Date,
) {
  if (payout.prizePoints > 0)
    await postPoints(tx, {
      userId: payout.userId,
      delta: payout.prizePoints,
      kind: "points_guess_prize",
      key: `event:prize:${event.id}:${payout.rank}`,
      memo: Msg.ssjc.eventPrizeMemo(event.title, payout.rank),
      ref: { type: "ssjc_event", id: String(event.id) },
      at: now,
    });
  if (payout.prizePacket <= 0) return null;
  return grantItem(tx, {
    userId: payout.userId,
    kind: "red_packet",
    name: Msg.ssjc.eventPacketName(event.title, payout.prizePacket),
    valueFen: payout.prizePacket * 100,
    source: "ssjc",
    sourceRef: `event:${event.id}:${payout.rank}`,
    validDays: PACKET_VALID_DAYS,
    now,
  });
}

/** Pays one frozen prize in its own transaction, exactly once (the row locked; paid rows skipped). */
async function payOne(db: Db, event: SsjcEventRow, payoutId: number, now: Date): Promise<boolean> {
  const paid = await db.transaction(async (tx) => {
    const [payout] = await tx
      .select()
      .from(ssjcEventPayouts)
      .where(and(eq(ssjcEventPayouts.id, payoutId), eq(ssjcEventPayouts.status, "pending")))
      .for("update");
    if (!payout) return false;
    const itemId = await postPrize(tx, event, payout, now);
    await tx
      .update(ssjcEventPayouts)
      .set({ status: "paid", itemId, paidAt: now })
      .where(eq(ssjcEventPayouts.id, payoutId));
    return true;
  });
  if (paid) eventPayoutHooks.afterPay?.(payoutId);
  return paid;
}

/** Pays an event's pending prizes and marks it paid once none is left. Answers the prizes paid. */
async function payEvent(db: Db, event: SsjcEventRow, now: Date): Promise<number> {
  const pending = await db
    .select({ id: ssjcEventPayouts.id })
    .from(ssjcEventPayouts)
    .where(and(eq(ssjcEventPayouts.eventId, event.id), eq(ssjcEventPayouts.status, "pending")))
    .orderBy(asc(ssjcEventPayouts.rank));
  let paid = 0;
  for (const { id } of pending) if (await payOne(db, event, id, now)) paid += 1;
  await db
    .update(ssjcEvents)
    .set({ payoutState: "paid", paidAt: now })
    .where(
      and(
        eq(ssjcEvents.id, event.id),
        eq(ssjcEvents.payoutState, "paying"),
        sql`not exists (select 1 from ${ssjcEventPayouts} p where p.event_id = ${event.id} and p.status = 'pending')`,
      ),
    );
  return paid;
}

/**
 * The leader's job (jobs/ssjc-job.ts): every enabled event past its end whose predictions are all
 * settled has its standings frozen and its rank prizes paid, each exactly once; a run cut short is
 * finished by the next one, and a rerun pays nothing. Answers the prizes paid.
 */
export async function payDueEvents(db: Db, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(ssjcEvents)
    .where(
      and(
        eq(ssjcEvents.enabled, true),
        lte(ssjcEvents.endAt, now),
        inArray(ssjcEvents.payoutState, ["open", "paying"]),
      ),
    );
  let paid = 0;
  for (const event of due) {
    if (event.payoutState === "open" && !(await freeze(db, event.id))) continue;
    paid += await payEvent(db, event, now);
  }
  return paid;
}
