import { and, count, desc, eq } from "drizzle-orm";
import { addDays, cycleEnd, fenToYuan, nextExpiry } from "@lottery/rules";
import {
  Msg,
  type ClaimHonorGiftModels,
  type GrowthReason,
  type GrowthRecord,
  type LevelPrivilegesModels,
  type MemberInfoModels,
  type Paged,
  type PointsRecord,
} from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { chinaDay, chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { lockPlayer } from "../orders/place.ts";
import { ledgerAccounts, ledgerEntries, ledgerJournals } from "../wallet/tables.ts";
import { grantLoginGrowth, lockMember } from "./member.ts";
import { playerBalance, postPoints } from "./points.ts";
import { loyaltySettings, ruleOf, type LoyaltySettings } from "./settings.ts";
import { growthRecords, honorGifts } from "./tables.ts";

/** The privilege table of every level, generated from the settings. */
export async function levelPrivileges(db: Db): Promise<LevelPrivilegesModels> {
  return privilegesOf(await loyaltySettings(db));
}

export function privilegesOf(settings: LoyaltySettings): LevelPrivilegesModels {
  return {
    list: settings.levels.map(({ birthdayPacketFen, ...rule }) => ({
      ...rule,
      birthdayPacket: fenToYuan(birthdayPacketFen),
    })),
  };
}

/**
 * The member card. Reading it is the player's first loyalty touch of the day: it applies passed cycle
 * ends and grants the daily first-login growth (once per China day), so it runs as a write.
 */
export async function memberInfo(db: Db, userId: number, now: Date): Promise<MemberInfoModels> {
  const settings = await loyaltySettings(db);
  const member = await db.transaction(async (tx) => {
    const locked = await lockMember(tx, userId, now, settings);
    return grantLoginGrowth(tx, locked, now, settings);
  });
  const rule = ruleOf(settings, member.level);
  const next = settings.levels[member.level + 1];
  const today = chinaDay(now);
  const expiry = nextExpiry(today, settings.store.expiryMonthDay);
  const claimed = await db
    .select({ level: honorGifts.level })
    .from(honorGifts)
    .where(eq(honorGifts.userId, userId));
  const giftsClaimable = settings.levels
    .filter((l) => l.level >= 1 && l.level <= member.level && l.upgradeGiftPoints > 0)
    .filter((l) => !claimed.some((c) => c.level === l.level))
    .map((l) => l.level);
  return {
    level: member.level,
    levelName: rule.name,
    growth: member.growth,
    next: next ? { level: next.level, name: next.name, minGrowth: next.minGrowth } : null,
    cycleStart: member.cycleStart,
    cycleEnd: cycleEnd(member.cycleStart),
    points: await playerBalance(db, userId, "points"),
    credit: fenToYuan(await playerBalance(db, userId, "credit")),
    pointsExpiry: { date: expiry, notice: addDays(expiry, -settings.store.expiryNoticeDays) <= today },
    giftsClaimable,
  };
}

/** The upgrade gift (荣誉礼包) of a level the player has reached, once per level, paid in points. */
export async function claimHonorGift(
  db: Db,
  userId: number,
  level: number,
  now: Date,
): Promise<ClaimHonorGiftModels> {
  const settings = await loyaltySettings(db);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const member = await lockMember(tx, userId, now, settings);
    const rule = settings.levels[level];
    if (!rule || level > member.level) throw refuse("loyalty.giftNotReached");
    if (rule.upgradeGiftPoints <= 0) throw refuse("loyalty.giftNone");
    const [row] = await tx
      .insert(honorGifts)
      .values({ userId, level, points: rule.upgradeGiftPoints, at: now })
      .onConflictDoNothing()
      .returning({ level: honorGifts.level });
    if (!row) throw refuse("loyalty.giftClaimed");
    const balance = await postPoints(tx, {
      userId,
      delta: rule.upgradeGiftPoints,
      kind: "points_gift",
      key: `loyalty:gift:${userId}:${level}`,
      memo: Msg.loyalty.giftMemo(rule.name),
      at: now,
    });
    return { level, points: rule.upgradeGiftPoints, balance };
  });
}

/** The player's growth records, newest first. */
export async function growthRecordList(
  db: Db,
  userId: number,
  page: { pageIndex: number; pageSize: number },
): Promise<Paged<GrowthRecord>> {
  const rows = await db
    .select()
    .from(growthRecords)
    .where(eq(growthRecords.userId, userId))
    .orderBy(desc(growthRecords.id))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(growthRecords).where(eq(growthRecords.userId, userId));
  return {
    list: rows.map((row) => ({
      id: row.id,
      reason: row.reason as GrowthReason,
      reasonText: Msg.loyalty.growthReasons[row.reason as GrowthReason] ?? row.reason,
      delta: row.delta,
      growthAfter: row.growthAfter,
      levelAfter: row.levelAfter,
      time: chinaTimeIso(row.at),
    })),
    total: total?.n ?? 0,
  };
}

/** The movements of the player's points account, newest first (points, never yuan). */
export async function pointsRecordList(
  db: Db,
  userId: number,
  page: { pageIndex: number; pageSize: number },
): Promise<Paged<PointsRecord>> {
  const where = and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, "points"));
  const rows = await db
    .select({ entry: ledgerEntries, journal: ledgerJournals })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .where(where)
    .orderBy(desc(ledgerEntries.accountVersion))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(where);
  const names: Record<string, string> = Msg.loyalty.pointsKinds;
  return {
    list: rows.map(({ entry, journal }) => ({
      id: entry.id,
      kind: journal.kind,
      kindText: names[journal.kind] ?? Msg.fundTypeNames.adjust,
      delta: entry.amountFen,
      balance: entry.balanceAfterFen,
      memo: journal.memo,
      time: chinaTimeIso(journal.createdAt),
    })),
    total: total?.n ?? 0,
  };
}
