/** GB 11643-1999: weights of the first 17 digits, and the check character for each sum mod 11. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = "10X98765432";

/** The check character the first 17 digits call for. */
export function idCardCheckChar(first17: string): string {
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17[i]), 0);
  return CHECK_CHARS[sum % 11]!;
}

function isRealBirthDate(yyyymmdd: string, today: Date): boolean {
  const [year, month, day] = [yyyymmdd.slice(0, 4), yyyymmdd.slice(4, 6), yyyymmdd.slice(6, 8)].map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
  return real && year! >= 1900 && date.getTime() <= today.getTime();
}

/**
 * A resident ID number (18 characters) whose birth date exists, is not in the future, and whose
 * check character matches. The server checks the same, and the age.
 */
export function isValidIdCard(value: string, today: Date = new Date()): boolean {
  const id = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  return isRealBirthDate(id.slice(6, 14), today) && idCardCheckChar(id.slice(0, 17)) === id[17];
}
