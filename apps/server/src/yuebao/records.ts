import { Msg, type Paged, type YuEBaoRecord, type YuEBaoRecordType } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { accountRecords } from "../wallet/account-records.ts";

/** A page of the movements of the player's own 余额宝, newest first, with the balance each left. */
export function yuebaoRecords(
  db: Db,
  userId: number,
  page: { pageIndex: number; pageSize: number },
): Promise<Paged<YuEBaoRecord>> {
  return accountRecords(db, { userId, kind: "yuebao" }, page, yuebaoType);
}

function yuebaoType(journalKind: string, amountFen: number) {
  const type: YuEBaoRecordType = journalKind === "interest" ? "interest" : amountFen > 0 ? "in" : "out";
  return { type, typeName: Msg.yuebao.recordTypeNames[type] };
}
