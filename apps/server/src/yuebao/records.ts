import { and, count, desc, eq } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import { Msg, type Paged, type YuEBaoRecord, type YuEBaoRecordType } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../http/time.ts";
import { ledgerAccounts, ledgerEntries, ledgerJournals } from "../wallet/tables.ts";

/** A page of the movements of the player's own 余额宝, newest first, with the balance each left. */
export async function yuebaoRecords(
  db: Db,
  userId: number,
  page: { pageIndex: number; pageSize: number },
): Promise<Paged<YuEBaoRecord>> {
  const where = and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, "yuebao"));
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
  return {
    list: rows.map(({ entry, journal }) => {
      const type = recordType(journal.kind, entry.amountFen);
      return {
        id: entry.id,
        time: chinaTimeIso(journal.createdAt),
        type,
        typeName: Msg.yuebao.recordTypeNames[type],
        amount: fenToYuan(entry.amountFen),
        balance: fenToYuan(entry.balanceAfterFen),
        memo: journal.memo,
      };
    }),
    total: total?.n ?? 0,
  };
}

function recordType(kind: string, amountFen: number): YuEBaoRecordType {
  if (kind === "interest") return "interest";
  return amountFen > 0 ? "in" : "out";
}
