import type { PayoutOption, WithdrawSummary } from "@lottery/contract";

/** Test-only data the withdrawal tests share (imported by *.test.ts files, never by the app). */

/** The player's default ICBC card. */
export const bankOption: PayoutOption = {
  walletId: 7,
  kind: "bank",
  name: "工商银行",
  account: "6222 **** **** 1234",
  label: "工商银行 尾号1234",
  bankCode: "ICBC",
  holder: "张*",
  isDefault: true,
};

/** A player who may withdraw 10 to 50 000 of 100, five times a day, with that card. */
export const readySummary: WithdrawSummary = {
  balance: 100,
  frozen: 0,
  withdrawable: 100,
  turnoverOwed: 0,
  turnoverRequired: 100,
  turnoverWagered: 100,
  rechargeTurnoverPercent: 100,
  min: 10,
  max: 50000,
  dailyCount: 5,
  usedToday: 0,
  realNameSet: true,
  withdrawPasswordSet: true,
  accounts: [bankOption],
};
