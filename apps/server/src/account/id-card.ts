import type { ChinaDate } from "@lottery/rules";

/** Weights of the 17 leading digits in the GB 11643-1999 checksum. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = "10X98765432";

/** The check character (0-9 or X) the 17 leading digits call for. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i += 1) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

export type IdCardResult = { valid: true; birth: ChinaDate } | { valid: false };

/**
 * Checks an 18-character resident ID against `today` (China date): shape, checksum, and a birth date
 * that exists, is not before 1900 and not after today.
 */
export function checkIdCard(idCard: string, today: ChinaDate): IdCardResult {
  const id = idCard.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id) || idCardCheckChar(id.slice(0, 17)) !== id[17]) return { valid: false };
  const birth = {
    year: Number(id.slice(6, 10)),
    month: Number(id.slice(10, 12)),
    day: Number(id.slice(12, 14)),
  };
  if (!isRealDate(birth) || birth.year < 1900 || compareDates(birth, today) > 0) return { valid: false };
  return { valid: true, birth };
}

/** Full years from `birth` to `today` (a birthday on 29 February counts from 1 March in other years). */
export function ageOn(birth: ChinaDate, today: ChinaDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

function isRealDate({ year, month, day }: ChinaDate): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function compareDates(a: ChinaDate, b: ChinaDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
