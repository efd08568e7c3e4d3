import { and, eq, gte, sql } from "drizzle-orm";
import { type HeartbeatModels, type OfflineRewardModels } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { afterHeartbeat, offlineRewardPoints, REWARD_MIN_MINUTES } from "./presence.ts";
import { presence, users } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

/** Account/Heartbeat: advances the player's counters under a row lock and answers them. */
export async function heartbeat(db: Db, userId: number, now: Date): Promise<HeartbeatModels> {
  const state = await db.transaction(async (tx) => {
    const [previous] = await tx.select().from(presence).where(eq(presence.userId, userId)).for("update");
    const next = afterHeartbeat(previous ?? null, now);
    await tx
      .insert(presence)
      .values({ userId, ...next })
      .onConflictDoUpdate({ target: presence.userId, set: next });
    return next;
  });
  return {
    serverTime: chinaTimeIso(now),
    count: state.countToday,
    onlineMinutesToday: Math.floor(state.onlineSecondsToday / 60),
    offlineMinutes: state.pendingOfflineMinutes,
    rewardAvailable: state.pendingOfflineMinutes >= REWARD_MIN_MINUTES,
  };
}

/**
 * Account/OfflineReward: one UPDATE takes the pending minutes (moving them to `claimed_minutes` and
 * zeroing them) only while at least an hour is pending, so concurrent claims pay once; the growth
 * points go to the player in the same transaction.
 */
export async function claimOfflineReward(db: Db, userId: number): Promise<OfflineRewardModels> {
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .update(presence)
      .set({ claimedMinutes: presence.pendingOfflineMinutes, pendingOfflineMinutes: 0 })
      .where(and(eq(presence.userId, userId), gte(presence.pendingOfflineMinutes, REWARD_MIN_MINUTES)))
      .returning({ minutes: presence.claimedMinutes });
    if (!claim) throw refuse("noOfflineReward");
    const reward = offlineRewardPoints(claim.minutes);
    const [user] = await tx
      .update(users)
      .set({ growth: sql`${users.growth} + ${reward.points}` })
      .where(eq(users.id, userId))
      .returning({ growth: users.growth });
    return { ...reward, growth: user!.growth };
  });
}
