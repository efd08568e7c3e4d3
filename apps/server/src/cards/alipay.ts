import type { AlipayItem, AlipayListModels, DeleteAlipayParams } from "@lottery/contract";
import type { UserRow } from "../account/sessions.ts";
import type { Db } from "../db/client.ts";
import { maskAlipayAccount } from "../domain/masking.ts";
import {
  bindAccount,
  deleteAccount,
  listState,
  liveAccounts,
  setDefaultAccount,
  shownFields,
  type PayoutRow,
} from "./payout-accounts.ts";
import { proveWithdrawPassword } from "./withdraw-proof.ts";

function alipayItem(row: PayoutRow): AlipayItem {
  return { alipayId: row.id, account: maskAlipayAccount(row.accountNo), ...shownFields(row) };
}

/** BankCard/AlipayList: the player's own Alipay accounts, masked. */
export async function alipayList(db: Db, user: UserRow): Promise<AlipayListModels> {
  const rows = await liveAccounts(db, user.id, "alipay");
  return { list: rows.map(alipayItem), ...listState(user, "alipay", rows.length) };
}

/** BankCard/BindAlipay: e-mail addresses are compared and stored lower-cased. */
export async function bindAlipay(
  db: Db,
  user: UserRow,
  account: string,
  now: Date,
): Promise<AlipayListModels> {
  await bindAccount(db, user, "alipay", { accountNo: account.toLowerCase() }, now);
  return alipayList(db, user);
}

/** BankCard/SetAlipay: makes one of the player's Alipay accounts the default. */
export async function setAlipay(db: Db, user: UserRow, alipayId: number): Promise<AlipayListModels> {
  await setDefaultAccount(db, user.id, "alipay", alipayId);
  return alipayList(db, user);
}

/** BankCard/DeleteAlipay: proven by the withdrawal password, like a card. */
export async function deleteAlipay(
  db: Db,
  user: UserRow,
  params: DeleteAlipayParams,
  now: Date,
): Promise<AlipayListModels> {
  await proveWithdrawPassword(user, params.withdrawPassword);
  await deleteAccount(db, user.id, "alipay", params.alipayId, now);
  return alipayList(db, user);
}
