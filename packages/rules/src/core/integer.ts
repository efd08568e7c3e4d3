/**
 * The integer filter of SPEC 5: strips non-digits, clamps to the optional bounds, and returns ""
 * when nothing numeric is left.
 */
export function filterInteger(input: string | number, min?: number, max?: number): string {
  const digits = String(input).replace(/\D+/g, "");
  if (digits === "") return "";
  let value = Number(digits);
  if (min !== undefined && value < min) value = min;
  if (max !== undefined && value > max) value = max;
  return String(value);
}
