import { maskEmail, maskPhone } from "../account/masking.ts";

/** 6222021234567890123 → 6222 **** **** 0123: the first and last four digits, whatever the length. */
export function maskCardNo(cardNo: string): string {
  return `${cardNo.slice(0, 4)} **** **** ${cardNo.slice(-4)}`;
}

/** An Alipay account as lists show it: 138****5678 or ab***@qq.com. */
export function maskAlipayAccount(account: string): string {
  return account.includes("@") ? maskEmail(account) : maskPhone(account);
}
