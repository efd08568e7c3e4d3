/**
 * Settlement maths of the sports games (RULES 11–13): SPs as exact scaled integers, per-bet prize with
 * round-half-to-even on the exact value, the 2-yuan minimum and the per-bet caps by leg count.
 */

/** SPs are held as integer millionths (BJDC publishes up to 6 decimals; jingcai uses 2). */
export const SP_SCALE = 1_000_000;
const SCALE_BIG = BigInt(SP_SCALE);

/** An SP as integer millionths of a unit (e.g. "1.85" → 1_850_000). */
export type SpMicro = number;

/** Parses a decimal SP (string or number, up to 6 decimals, > 0) to millionths; null when invalid. */
export function parseSp(value: string | number): SpMicro | null {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else {
    text = value.trim();
  }
  const match = /^(\d{1,9})(?:\.(\d{1,6}))?$/.exec(text);
  if (!match) return null;
  const [, whole = "0", frac = ""] = match;
  const micro = Number(whole) * SP_SCALE + Number(frac.padEnd(6, "0"));
  return micro > 0 ? micro : null;
}

/** An SP in millionths as a decimal string with at least 2 decimals (1_850_000 → "1.85"). */
export function formatSp(micro: SpMicro): string {
  const whole = Math.floor(micro / SP_SCALE);
  const frac = String(micro % SP_SCALE)
    .padStart(6, "0")
    .replace(/0+$/, "")
    .padEnd(2, "0");
  return `${whole}.${frac}`;
}

/** num / den rounded to an integer with round-half-to-even (四舍六入五成双); both non-negative. */
export function divRoundHalfEven(num: bigint, den: bigint): bigint {
  const q = num / den;
  const twice = (num % den) * 2n;
  if (twice > den) return q + 1n;
  if (twice === den && q % 2n === 1n) return q + 1n;
  return q;
}

/** How a game pays: jingcai fixed odds (caps, 2-yuan minimum) or BJDC pool (× 65%, singles topped up). */
export type PrizeKind = "fixed" | "pool";

/** The per-2-yuan-bet cap of jingcai in fen for a bet with this many legs (RULES 11). */
export function jingcaiBetCapFen(legCount: number): number {
  if (legCount <= 1) return 10_000_000;
  if (legCount <= 3) return 20_000_000;
  if (legCount <= 5) return 50_000_000;
  return 100_000_000;
}

const BET_FEN = 200n;
const MIN_PRIZE_FEN = 200;
const POOL_PERCENT = 65n;

const DENOMINATORS: bigint[] = [1n];
/** SP_SCALE^k as a bigint, cached. */
export function spDenominator(k: number): bigint {
  while (DENOMINATORS.length <= k)
    DENOMINATORS.push((DENOMINATORS[DENOMINATORS.length - 1] ?? 1n) * SCALE_BIG);
  return DENOMINATORS[k] ?? 1n;
}

/** One 2-yuan bet's prize in fen before the multiple: raw (rounded only) and paid (min / cap applied). */
export interface UnitPrize {
  rawFen: number;
  prizeFen: number;
}

/**
 * Prize of one winning 2-yuan bet from the product of its SPs (millionths, `spCount` factors; cancelled legs
 * are simply left out of the product) and its leg count (cancelled legs included).
 */
export function unitPrizeFromProduct(
  kind: PrizeKind,
  spProduct: bigint,
  spCount: number,
  legCount: number,
): UnitPrize {
  const den = spDenominator(spCount);
  if (kind === "fixed") {
    const raw = Number(divRoundHalfEven(BET_FEN * spProduct, den));
    return { rawFen: raw, prizeFen: Math.min(jingcaiBetCapFen(legCount), Math.max(MIN_PRIZE_FEN, raw)) };
  }
  const raw = Number(divRoundHalfEven(BET_FEN * POOL_PERCENT * spProduct, den * 100n));
  return { rawFen: raw, prizeFen: legCount === 1 ? Math.max(MIN_PRIZE_FEN, raw) : raw };
}

/** Prize of one winning 2-yuan bet from its legs' SPs in millionths; null marks a cancelled leg (SP 1). */
export function unitPrizeFen(kind: PrizeKind, sps: readonly (SpMicro | null)[]): UnitPrize {
  let product = 1n;
  let count = 0;
  for (const sp of sps) {
    if (sp === null) continue;
    product *= BigInt(sp);
    count += 1;
  }
  return unitPrizeFromProduct(kind, product, count, sps.length);
}

const FIXED_FACTOR = 200;
const POOL_FACTOR = 130; // 200 fen × 65%

/**
 * The same prize as unitPrizeFen, fast: rounds the float product when it is clearly away from a half fen
 * (float error is far below the margin) and recomputes exactly with BigInt otherwise. `floatProduct` is
 * Π(sp / 10^6) of the `sps` (millionths) in any order.
 */
export function unitPrizeFast(
  kind: PrizeKind,
  floatProduct: number,
  sps: readonly SpMicro[],
  spCount: number,
  legCount: number,
): UnitPrize {
  const value = (kind === "fixed" ? FIXED_FACTOR : POOL_FACTOR) * floatProduct;
  const floor = Math.floor(value);
  const frac = value - floor;
  if (value < 1e12 && Math.abs(frac - 0.5) > value * 1e-12 + 1e-9) {
    const raw = frac < 0.5 ? floor : floor + 1;
    if (kind === "fixed") {
      return { rawFen: raw, prizeFen: Math.min(jingcaiBetCapFen(legCount), Math.max(MIN_PRIZE_FEN, raw)) };
    }
    return { rawFen: raw, prizeFen: legCount === 1 ? Math.max(MIN_PRIZE_FEN, raw) : raw };
  }
  let product = 1n;
  for (let i = 0; i < spCount; i += 1) product *= BigInt(sps[i] ?? 1);
  return unitPrizeFromProduct(kind, product, spCount, legCount);
}
