import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import type { Paged } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { ledgerAccounts, ledgerEntries, ledgerJournals } from "./tables.ts";

/** One movement of a player's ledger account as the player sees it (fund records, 余额宝 records). */
export interface AccountRecord<Type extends string> {
  id: number;
  time: string;
  type: Type;
  typeName: string;
  /** Signed yuan: into the account positive. */
  amount: number;
  /** The account's balance right after, yuan. */
  balance: number;
  memo: string;
}

/** How a movement is named: from its journal's kind and its signed amount in fen. */
export type RecordTypeOf<Type extends string> = (
  journalKind: string,
  amountFen: number,
) => { type: Type; typeName: string };

/**
 * A page of the movements of one of the player's own ledger accounts (`kind`: cash, yuebao, …),
 * newest first, each with the balance it left; `filters` narrow by the journal (kind, dates).
 */
export async function accountRecords<Type extends string>(
  db: Db,
  account: { userId: number; kind: string },
  page: { pageIndex: number; pageSize: number },
  typeOf: RecordTypeOf<Type>,
  filters: SQL[] = [],
): Promise<Paged<AccountRecord<Type>>> {
  const where = and(
    eq(ledgerAccounts.userId, account.userId),
    eq(ledgerAccounts.kind, account.kind),
    ...filters,
  );
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
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .where(where);
  return {
    list: rows.map(({ entry, journal }) => ({
      id: entry.id,
      time: chinaTimeIso(journal.createdAt),
      ...typeOf(journal.kind, entry.amountFen),
      amount: fenToYuan(entry.amountFen),
      balance: fenToYuan(entry.balanceAfterFen),
      memo: journal.memo,
    })),
    total: total?.n ?? 0,
  };
}
