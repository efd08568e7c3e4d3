import { and, eq, gt, gte, sql } from "drizzle-orm";
import { z } from "zod";
import { Msg } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/queryable.ts";
import { chinaDay } from "../domain/china-time.ts";
import { readSetting, writeSetting, type SettingDef } from "../system/settings-store.ts";
import { ledgerAccounts, ledgerEntries, ledgerJournals } from "../wallet/tables.ts";
import { postPoints } from "./points.ts";
import { loyaltySettings } from "./settings.ts";

const DONE: SettingDef<z.ZodType<{ year: number }>> = {
  key: "loyalty-expiry-done",
  schema: z.object({ year: z.number().default(0) }),
};

const CHINA_OFFSET_MS = 8 * 3_600_000;

/**
 * The yearly points expiry: on the expiry day (settings `store.expiryMonthDay`, default 1 March) of
 * year Y, every point earned before 1 January of Y and not yet spent is cleared (spending uses the
 * oldest points first, so what expires is the balance less the points credited since 1 January, never
 * below zero). One journal per player and year (key `loyalty:expire:<Y>:<player>`), one transaction
 * each; the year is marked done once every player is through, so later ticks read one setting.
 * Answers how many players lost points.
 */
export async function expirePoints(db: Db, now: Date): Promise<number> {
  const settings = await loyaltySettings(db);
  const today = chinaDay(now);
  const year = Number(today.slice(0, 4));
  if (today < `${year}-${settings.store.expiryMonthDay}`) return 0;
  if ((await readSetting(db, DONE)).year >= year) return 0;
  const yearStart = new Date(Date.UTC(year, 0, 1) - CHINA_OFFSET_MS);
  const holders = await db
    .select({ userId: ledgerAccounts.userId })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, "points"), gt(ledgerAccounts.balanceFen, 0)));
  let expired = 0;
  for (const { userId } of holders) {
    if (userId === null) continue;
    if (await db.transaction((tx) => expireOne(tx, userId, year, yearStart, now))) expired += 1;
  }
  await writeSetting(db, DONE, { year });
  return expired;
}

async function expireOne(tx: Tx, userId: number, year: number, yearStart: Date, now: Date): Promise<boolean> {
  const [account] = await tx
    .select({ balance: ledgerAccounts.balanceFen })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, "points")))
    .for("update");
  const [recent] = await tx
    .select({ earned: sql<string>`coalesce(sum(${ledgerEntries.amountFen}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.kind, "points"),
        gt(ledgerEntries.amountFen, 0),
        gte(ledgerJournals.createdAt, yearStart),
      ),
    );
  const old = (account?.balance ?? 0) - Number(recent?.earned ?? 0);
  if (old <= 0) return false;
  await postPoints(tx, {
    userId,
    delta: -old,
    kind: "points_expire",
    key: `loyalty:expire:${year}:${userId}`,
    memo: Msg.loyalty.expireMemo(year - 1),
    at: now,
  });
  return true;
}
