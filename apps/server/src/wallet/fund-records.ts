import { eq, type SQL } from "drizzle-orm";
import { Msg, type FundListParams, type FundRecord, type JournalKind, type Paged } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { dateRangeFilters } from "../db/date-range.ts";
import { accountRecords } from "./account-records.ts";
import { ledgerJournals } from "./tables.ts";

/**
 * A page of the movements of the player's own cash balance (or, with `account` credit, of the
 * red-packet bet credit, named apart: 红包入账, 红包投注, 红包退回, 红包过期), newest first, each with the
 * balance it left; filtered by journal kind and by China dates (both ends inclusive).
 */
export function fundRecords(db: Db, userId: number, params: FundListParams): Promise<Paged<FundRecord>> {
  const typeOf = params.account === "credit" ? creditType : fundType;
  return accountRecords(db, { userId, kind: params.account }, params, typeOf, journalFilters(params));
}

function fundType(journalKind: string) {
  const type = journalKind as JournalKind;
  return { type, typeName: Msg.fundTypeNames[type] ?? journalKind };
}

function creditType(journalKind: string) {
  const names: Partial<Record<string, string>> = Msg.creditTypeNames;
  return { type: journalKind as JournalKind, typeName: names[journalKind] ?? fundType(journalKind).typeName };
}

function journalFilters(params: FundListParams): SQL[] {
  const filters = params.type ? [eq(ledgerJournals.kind, params.type)] : [];
  return [...filters, ...dateRangeFilters(ledgerJournals.createdAt, params)];
}
