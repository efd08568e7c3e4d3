/**
 * Masked copies of personal data as players see them (profile, friends, cards, withdrawals); full
 * values never leave the server.
 */

/** 张三 → 张*, 欧阳娜娜 → 欧阳** (names of four or more characters keep a two-character surname). */
export function maskRealName(name: string): string {
  const chars = [...name];
  const keep = chars.length >= 4 ? 2 : 1;
  return chars.slice(0, keep).join("") + "*".repeat(Math.max(chars.length - keep, 1));
}

/** 11010519491231002X → 110***********002X. */
export function maskIdCard(idCard: string): string {
  return `${idCard.slice(0, 3)}${"*".repeat(idCard.length - 7)}${idCard.slice(-4)}`;
}

/** 13812345678 → 138****5678. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** abcdef@qq.com → ab***@qq.com (one visible character for short names). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}***${email.slice(at)}`;
}

/** abcdef9 → ab***9: a friend's user name in lists. */
export function maskUserName(userName: string): string {
  return `${userName.slice(0, 2)}***${userName.slice(-1)}`;
}

/** 6222021234567890123 → 6222 **** **** 0123: the first and last four digits, whatever the length. */
export function maskCardNo(cardNo: string): string {
  return `${cardNo.slice(0, 4)} **** **** ${cardNo.slice(-4)}`;
}

/** An Alipay account as lists show it: 138****5678 or ab***@qq.com. */
export function maskAlipayAccount(account: string): string {
  return account.includes("@") ? maskEmail(account) : maskPhone(account);
}
