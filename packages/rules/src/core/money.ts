/** An integer count of fen (1/100 yuan). The brand keeps yuan and fen from mixing. */
export type Fen = number & { readonly __brand: "fen" };

/** Makes a Fen from an integer; throws on a non-integer (a bug, never user input). */
export function fen(amount: number): Fen {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`not an integer fen amount: ${amount}`);
  return amount as Fen;
}

/** Yuan (number or decimal string, at most 2 decimals) to fen, exactly; null when not such a value. */
export function yuanToFen(yuan: number | string): Fen | null {
  const text = typeof yuan === "number" ? yuanNumberText(yuan) : yuan.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, frac = ""] = match;
  const value = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  if (!Number.isSafeInteger(value)) return null;
  return fen(sign === "-" ? -value : value);
}

/** Fen to yuan as a number with at most 2 decimals (the API edge). */
export function fenToYuan(amount: Fen | number): number {
  return Number((amount / 100).toFixed(2));
}

/** Fen as a yuan string with exactly 2 decimals, e.g. 1234 → "12.34". */
export function fenToYuanText(amount: Fen | number): string {
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Money for display (SPEC 9): 2 decimals with thousands separators, e.g. 1234567 fen → "12,345.67". */
export function formatMoney(amount: Fen | number): string {
  const [whole = "0", frac = "00"] = fenToYuanText(amount).split(".");
  const negative = whole.startsWith("-");
  const digits = negative ? whole.slice(1) : whole;
  return `${negative ? "-" : ""}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${frac}`;
}

function yuanNumberText(yuan: number): string {
  if (!Number.isFinite(yuan)) return "";
  // Accept binary-float yuan like 12.3 as "12.3"; reject anything finer than a fen.
  const text = String(yuan);
  return /e/i.test(text) ? "" : text;
}
