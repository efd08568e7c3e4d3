/** `?uid=` as a player id, or undefined (my own homepage) when absent or not a positive integer. */
export function uidOf(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const uid = Number(value);
  return Number.isSafeInteger(uid) ? uid : undefined;
}
