import { yuanAmountSchema } from "@lottery/contract";
import { fenToYuanText, yuanToFen } from "@lottery/rules";
import { schemaMessage } from "./schema-rules.ts";

/** Most digits before the point (the contract's yuan pattern allows 10). */
const MAX_WHOLE_DIGITS = 10;

/**
 * What a money field keeps of a keystroke: digits and one point with at most 2 decimals; leading
 * zeros dropped ("007" → "7", ".5" → "0.5"). "12." stays while the player types.
 */
export function filterAmountText(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, "");
  const [rawWhole = "", decimals] = cleaned.split(".");
  const whole = rawWhole.replace(/^0+(?=\d)/, "").slice(0, MAX_WHOLE_DIGITS);
  if (decimals === undefined) return whole;
  return `${whole || "0"}.${decimals.slice(0, 2)}`;
}

/** The amount as it is sent: a trailing point dropped ("12." → "12"). */
export function amountToSend(text: string): string {
  return text.trim().replace(/\.$/, "");
}

/** "10.00" for a limit in yuan. */
export function limitText(yuan: number): string {
  return fenToYuanText(yuanToFen(yuan) ?? 0);
}

/** What an amount field says when the amount is missing, and when it is outside `min`–`max` (limitText). */
export interface AmountWords {
  required: string;
  outOfRange: (min: string, max: string) => string;
}

/**
 * What is wrong with a typed amount for a call that takes `min` to `max` yuan (both allowed), or null:
 * empty, not yuan with at most 2 decimals (the contract's words) or outside the limits.
 */
export function amountRangeProblem(
  text: string,
  limits: { min: number; max: number },
  words: AmountWords,
): string | null {
  const amount = amountToSend(text);
  if (!amount) return words.required;
  const shape = schemaMessage(yuanAmountSchema, amount);
  if (shape !== null) return shape;
  const amountFen = yuanToFen(amount) ?? 0;
  if (amountFen < (yuanToFen(limits.min) ?? 0) || amountFen > (yuanToFen(limits.max) ?? 0))
    return words.outOfRange(limitText(limits.min), limitText(limits.max));
  return null;
}
