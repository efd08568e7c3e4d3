import { and, eq, isNull } from "drizzle-orm";
import { findBank, Msg, type PayoutKind, type PayoutOption } from "@lottery/contract";
import { maskAlipayAccount, maskCardNo, maskRealName } from "../domain/masking.ts";
import { liveAccounts, type PayoutRow } from "../cards/payout-accounts.ts";
import { payoutAccounts } from "../cards/tables.ts";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/queryable.ts";
import { refuse } from "../domain/refusal.ts";

/**
 * Where a withdrawal goes: one of the player's live payout accounts (cards module, table
 * payout_accounts). Bank cards and Alipay accounts share one id space, so `walletId` names either.
 */

/** What a withdrawal row keeps of its payout account, so its record never changes afterwards. */
export interface PayoutSnapshot {
  accountKind: PayoutKind;
  bankCode: string;
  bankName: string;
  accountMasked: string;
  holder: string;
}

export function snapshotOf(row: PayoutRow): PayoutSnapshot {
  const kind = row.kind as PayoutKind;
  const bankCode = row.bankCode ?? "";
  return {
    accountKind: kind,
    bankCode,
    bankName: kind === "bank" ? (findBank(bankCode)?.name ?? bankCode) : "",
    accountMasked: kind === "bank" ? maskCardNo(row.accountNo) : maskAlipayAccount(row.accountNo),
    holder: row.holder,
  };
}

/** One line naming the account: 工商银行 尾号1234 / 支付宝 138****0000. */
export function accountLabel(snapshot: Omit<PayoutSnapshot, "holder" | "bankCode">): string {
  return snapshot.accountKind === "bank"
    ? Msg.withdrawAccountLabel.bank(snapshot.bankName, snapshot.accountMasked.slice(-4))
    : Msg.withdrawAccountLabel.alipay(snapshot.accountMasked);
}

/**
 * One of the player's own live payout accounts, locked for the transaction. Another player's id, a
 * deleted account or no such id all get the same refusal, so nothing is learnt about others.
 */
export async function ownPayoutAccount(tx: Tx, userId: number, id: number): Promise<PayoutRow> {
  const [row] = await tx
    .select()
    .from(payoutAccounts)
    .where(
      and(eq(payoutAccounts.id, id), eq(payoutAccounts.userId, userId), isNull(payoutAccounts.deletedAt)),
    )
    .for("update");
  if (!row) throw refuse("withdrawalAccountNotFound");
  return row;
}

function optionOf(row: PayoutRow): PayoutOption {
  const snapshot = snapshotOf(row);
  return {
    walletId: row.id,
    kind: snapshot.accountKind,
    name: snapshot.accountKind === "bank" ? snapshot.bankName : Msg.alipayName,
    account: snapshot.accountMasked,
    label: accountLabel(snapshot),
    bankCode: snapshot.bankCode,
    holder: maskRealName(row.holder),
    isDefault: row.isDefault,
  };
}

/** The player's payout accounts for the withdraw screen: bank cards, then Alipay, defaults first. */
export async function payoutOptions(db: Db, userId: number): Promise<PayoutOption[]> {
  const cards = await liveAccounts(db, userId, "bank");
  const alipay = await liveAccounts(db, userId, "alipay");
  return [...cards, ...alipay].map(optionOf);
}
