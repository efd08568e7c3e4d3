import {
  BANKS,
  findBank,
  type BankListModels,
  type BindWalletParams,
  type DeleteWalletParams,
  type WalletItem,
  type WalletListModels,
} from "@lottery/contract";
import type { UserRow } from "../account/sessions.ts";
import type { Db } from "../db/client.ts";
import { maskCardNo } from "../domain/masking.ts";
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

/** BankCard/BankList: the banks a card can be bound at. */
export function bankList(): BankListModels {
  return { list: BANKS.map((bank) => ({ ...bank, cardLengths: [...bank.cardLengths] })) };
}

function walletItem(row: PayoutRow): WalletItem {
  const bankCode = row.bankCode ?? "";
  return {
    walletId: row.id,
    bankCode,
    bankName: findBank(bankCode)?.name ?? bankCode,
    cardNo: maskCardNo(row.accountNo),
    branch: row.branch,
    ...shownFields(row),
  };
}

/** BankCard/WalletList: the player's own cards, number and holder masked. */
export async function walletList(db: Db, user: UserRow): Promise<WalletListModels> {
  const rows = await liveAccounts(db, user.id, "bank");
  return { list: rows.map(walletItem), ...listState(user, "bank", rows.length) };
}

/** BankCard/BindWallet: a card in the player's verified real name; answers the updated list. */
export async function bindWallet(
  db: Db,
  user: UserRow,
  params: BindWalletParams,
  now: Date,
): Promise<WalletListModels> {
  const { cardNo, ...place } = params;
  await bindAccount(db, user, "bank", { accountNo: cardNo, ...place }, now);
  return walletList(db, user);
}

/** BankCard/SetWallet: makes one of the player's cards the default. */
export async function setWallet(db: Db, user: UserRow, walletId: number): Promise<WalletListModels> {
  await setDefaultAccount(db, user.id, "bank", walletId);
  return walletList(db, user);
}

/** BankCard/DeleteWallet: proven by the withdrawal password; the newest card inherits the default. */
export async function deleteWallet(
  db: Db,
  user: UserRow,
  params: DeleteWalletParams,
  now: Date,
): Promise<WalletListModels> {
  await proveWithdrawPassword(user, params.withdrawPassword);
  await deleteAccount(db, user.id, "bank", params.walletId, now);
  return walletList(db, user);
}
