import { eq, sql } from "drizzle-orm";
import { addGrowth, closeCycles, type LevelChange, type MemberState } from "@lottery/rules";
import type { GrowthReason } from "@lottery/contract";
import type { Tx } from "../db/queryable.ts";
import { chinaDay } from "../domain/china-time.ts";
import { growthRecords, loyaltyMembers } from "./tables.ts";
import type { LoyaltySettings } from "./settings.ts";

export type MemberRow = typeof loyaltyMembers.$inferSelect;

/**
 * The player's member row, locked for the rest of the transaction (created at level 0 on first touch,
 * its cycle starting that day), with every cycle end passed by `now` applied: keep or drop one level,
 * each change a growth record (key `cycle:<day>`). Every loyalty write of a player starts here, so one
 * player's loyalty writes queue on this row.
 */
export async function lockMember(
  tx: Tx,
  userId: number,
  now: Date,
  settings: LoyaltySettings,
): Promise<MemberRow> {
  const today = chinaDay(now);
  await tx.insert(loyaltyMembers).values({ userId, cycleStart: today }).onConflictDoNothing();
  const [row] = await tx.select().from(loyaltyMembers).where(eq(loyaltyMembers.userId, userId)).for("update");
  if (!row) throw new Error(`member ${userId} vanished`);
  const closed = closeCycles(settings.levels, stateOf(row), today);
  if (closed.state.cycleStart === row.cycleStart) return row;
  for (const [i, change] of closed.changes.entries())
    await recordChange(tx, userId, change, i === 0 ? row.growth : 0, now);
  return saveState(tx, row, closed.state);
}

function stateOf(row: MemberRow): MemberState {
  return { level: row.level, cycleStart: row.cycleStart, growth: row.growth };
}

async function saveState(
  tx: Tx,
  row: MemberRow,
  state: MemberState,
  extra: Partial<MemberRow> = {},
): Promise<MemberRow> {
  const [saved] = await tx
    .update(loyaltyMembers)
    .set({ ...state, ...extra, updatedAt: sql`now()` })
    .where(eq(loyaltyMembers.userId, row.userId))
    .returning();
  if (!saved) throw new Error(`member ${row.userId} vanished`);
  return saved;
}

async function recordChange(tx: Tx, userId: number, change: LevelChange, growthBefore: number, now: Date) {
  await tx
    .insert(growthRecords)
    .values({
      userId,
      key: `${change.reason}:${change.day}`,
      reason: change.reason,
      delta: change.reason === "upgrade" ? 0 : -growthBefore,
      growthAfter: 0,
      levelAfter: change.to,
      at: now,
    })
    .onConflictDoNothing();
}

/**
 * Adds growth to a locked member exactly once per `key` (a repeat adds nothing and answers null):
 * a growth record, then an upgrade at once when a higher level is reached (recorded too). Answers the
 * member after. `extra` carries the daily-cap counters written with it.
 */
export async function addMemberGrowth(
  tx: Tx,
  member: MemberRow,
  grant: { delta: number; reason: GrowthReason; key: string; now: Date },
  settings: LoyaltySettings,
  extra: Partial<MemberRow> = {},
): Promise<MemberRow | null> {
  const day = chinaDay(grant.now);
  const { state, change } = addGrowth(settings.levels, stateOf(member), grant.delta, day);
  const [inserted] = await tx
    .insert(growthRecords)
    .values({
      userId: member.userId,
      key: grant.key,
      reason: grant.reason,
      delta: grant.delta,
      growthAfter: member.growth + grant.delta,
      levelAfter: member.level,
      at: grant.now,
    })
    .onConflictDoNothing()
    .returning({ id: growthRecords.id });
  if (!inserted) return null;
  if (change) {
    await tx
      .insert(growthRecords)
      .values({
        userId: member.userId,
        key: `upgrade:${grant.key}`,
        reason: "upgrade",
        delta: 0,
        growthAfter: state.growth,
        levelAfter: change.to,
        at: grant.now,
      })
      .onConflictDoNothing();
  }
  return saveState(tx, member, state, extra);
}

/** The daily first-login growth, once per China day (key `login:<day>`). */
export async function grantLoginGrowth(
  tx: Tx,
  member: MemberRow,
  now: Date,
  settings: LoyaltySettings,
): Promise<MemberRow> {
  if (settings.earning.loginGrowth <= 0) return member;
  const key = `login:${chinaDay(now)}`;
  const grant = { delta: settings.earning.loginGrowth, reason: "login" as const, key, now };
  return (await addMemberGrowth(tx, member, grant, settings)) ?? member;
}
