import { and, desc, eq, sql } from "drizzle-orm";
import { fenToYuan, yuanToFen } from "@lottery/rules";
import {
  Msg,
  type YuEBaoInfo,
  type YuEBaoTransferModels,
  type YuEBaoTransferParams,
} from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { readSetting } from "../system/settings-store.ts";
import { accountsOf } from "../wallet/accounts.ts";
import { balanceAfter } from "../wallet/ledger.ts";
import { transfer } from "../wallet/movements.ts";
import { playerScope } from "../wallet/posting.ts";
import { ledgerAccounts, ledgerEntries, ledgerJournals } from "../wallet/tables.ts";
import { dayOf, previousDay } from "./days.ts";
import { percentOfBp, YUEBAO_SETTINGS } from "./settings.ts";
import { requestHashOf } from "../domain/request-hash.ts";

export type YuebaoDirection = "in" | "out";

/**
 * 转入 (cash → 余额宝) or 转出 (余额宝 → cash) in one journal under the player's key
 * `yuebao:<requestId>`: a repeat answers the first balances and moves nothing; refused with 余额不足
 * when the side paying out is short.
 */
export async function moveYuebao(
  db: Db,
  userId: number,
  direction: YuebaoDirection,
  params: YuEBaoTransferParams,
  now: Date,
): Promise<YuEBaoTransferModels> {
  const amountFen = yuanToFen(params.amount);
  if (amountFen === null) throw new Error(`amount ${params.amount} passed the schema but is not yuan`);
  const into = direction === "in";
  const posted = await db.transaction((tx) =>
    transfer(
      tx,
      {
        scope: playerScope(userId),
        key: `yuebao:${params.requestId}`,
        requestHash: requestHashOf({ call: `yuebao-${direction}`, amountFen }),
      },
      {
        userId,
        amountFen,
        at: now,
        from: into ? "cash" : "yuebao",
        to: into ? "yuebao" : "cash",
        memo: into ? Msg.yuebao.transferInMemo : Msg.yuebao.transferOutMemo,
      },
    ),
  );
  const [fromFen, toFen] = [balanceAfter(posted, 0), balanceAfter(posted, 1)];
  return into
    ? { cash: fenToYuan(fromFen), balance: fenToYuan(toFen) }
    : { balance: fenToYuan(fromFen), cash: fenToYuan(toFen) };
}

/** The player's 余额宝 page: balances, the rate, yesterday's and all-time interest. */
export async function yuebaoInfo(db: Db, userId: number, now: Date): Promise<YuEBaoInfo> {
  const [balances, settings, interest] = await Promise.all([
    accountsOf(db, userId),
    readSetting(db, YUEBAO_SETTINGS),
    interestOf(db, userId),
  ]);
  const yesterday = previousDay(dayOf(now));
  return {
    balance: fenToYuan(balances.yuebaoFen),
    cash: fenToYuan(balances.cashFen),
    annualRate: percentOfBp(settings.annualRateBp),
    yesterdayInterest: interest.lastDay === yesterday ? fenToYuan(interest.lastFen) : 0,
    totalInterest: fenToYuan(interest.totalFen),
    lastInterestDate: interest.lastDay,
  };
}

/** All interest the player's 余额宝 earned, and the last credit (its day and amount). */
async function interestOf(db: Db, userId: number) {
  const interestEntries = and(
    eq(ledgerAccounts.userId, userId),
    eq(ledgerAccounts.kind, "yuebao"),
    eq(ledgerJournals.kind, "interest"),
  );
  const [last] = await db
    .select({
      amountFen: ledgerEntries.amountFen,
      day: ledgerJournals.refId,
      totalFen: sql<number>`sum(${ledgerEntries.amountFen}) over ()`.mapWith(Number),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .where(interestEntries)
    .orderBy(desc(ledgerEntries.accountVersion))
    .limit(1);
  return { totalFen: last?.totalFen ?? 0, lastFen: last?.amountFen ?? 0, lastDay: last?.day ?? null };
}
