import { fenToYuan } from "@lottery/rules";
import type { SaferSession } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { touchSession } from "./gate.ts";
import { limitsOf, playResultSince } from "./usage.ts";

/**
 * GET saferPlay/Session, the reality check's figures: the call counts as activity (the app asks while
 * open), so the session runs while the player is in the app; a gap of 30 minutes starts a new one.
 */
export async function saferSession(db: Db, userId: number, now: Date): Promise<SaferSession> {
  const startedAt = await db.transaction((tx) => touchSession(tx, userId, null, now));
  const limits = await limitsOf(db, userId);
  return {
    startedAt: chinaTimeIso(startedAt),
    minutesPlayed: Math.floor((now.getTime() - startedAt.getTime()) / 60_000),
    netResult: fenToYuan(await playResultSince(db, userId, startedAt)),
    realityMinutes: limits.get("realityMinutes")?.value ?? null,
  };
}
