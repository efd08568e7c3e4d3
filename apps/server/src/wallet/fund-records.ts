import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import { Msg, type FundListParams, type FundRecord, type JournalKind, type Paged } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { dateRangeFilters } from "../db/date-range.ts";
import { chinaTimeIso } from "../http/time.ts";
import { ledgerAccounts, ledgerEntries, ledgerJournals } from "./tables.ts";

/**
 * A page of the movements of the player's own cash balance, newest first, each with the balance it
 * left; filtered by journal kind and by China dates (both ends inclusive).
 */
export async function fundRecords(
  db: Db,
  userId: number,
  params: FundListParams,
): Promise<Paged<FundRecord>> {
  const where = and(...filtersOf(userId, params));
  const rows = await db
    .select({ entry: ledgerEntries, journal: ledgerJournals })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .where(where)
    .orderBy(desc(ledgerEntries.accountVersion))
    .limit(params.pageSize)
    .offset((params.pageIndex - 1) * params.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .where(where);
  return {
    list: rows.map(({ entry, journal }) => ({
      id: entry.id,
      time: chinaTimeIso(journal.createdAt),
      type: journal.kind as JournalKind,
      typeName: Msg.fundTypeNames[journal.kind as JournalKind] ?? journal.kind,
      amount: fenToYuan(entry.amountFen),
      balance: fenToYuan(entry.balanceAfterFen),
      memo: journal.memo,
    })),
    total: total?.n ?? 0,
  };
}

function filtersOf(userId: number, params: FundListParams): SQL[] {
  const filters = [eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, "cash")];
  if (params.type) filters.push(eq(ledgerJournals.kind, params.type));
  return [...filters, ...dateRangeFilters(ledgerJournals.createdAt, params)];
}
