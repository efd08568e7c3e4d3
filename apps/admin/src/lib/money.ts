import { formatMoney, yuanToFen } from "@lottery/rules";

/** Yuan from the API for display: "12,345.67"; an empty dash for none. */
export function formatYuan(yuan: number | string | null | undefined): string {
  if (yuan === null || yuan === undefined || yuan === "") return "-";
  const amountFen = yuanToFen(yuan);
  return amountFen === null ? String(yuan) : formatMoney(amountFen);
}

/** Yuan to the fen, at most 10 whole digits (what the API's yuan fields accept). */
export const YUAN_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/** Whether typed text is an amount of yuan the API accepts (non-negative, to the fen). */
export function isYuanText(text: string): boolean {
  return YUAN_PATTERN.test(text.trim());
}

/** Yuan as the API takes it: a string to the fen, no trailing zeros ("12.50" → "12.5", 3 → "3"). */
export function yuanText(value: number | string): string {
  const amountFen = yuanToFen(value);
  if (amountFen === null) return String(value);
  const whole = Math.trunc(amountFen / 100);
  const cents = Math.abs(amountFen % 100);
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, "0").replace(/0$/, "")}`;
}
