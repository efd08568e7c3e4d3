/**
 * Group purchase (合买) rules, pure and in whole numbers (API.md §8, REFERENCE-RULES §1). One share is
 * one yuan; a scheme's total shares are its ticket's cost in yuan. Amounts of money are fen.
 */

/** One share's price in fen (one yuan). */
export const SHARE_FEN = 100;
/** The initiator buys at least this percent of the scheme (and at least the commission percent). */
export const MIN_BUY_PERCENT = 5;
/** The highest commission percent an initiator may ask. */
export const MAX_COMMISSION_PERCENT = 10;
/** Sold + guarantee at the deadline must reach this percent for the ticket to be placed. */
export const FILL_PERCENT = 95;
/** The initiator may cancel while sold + guarantee is under this percent. */
export const INITIATOR_CANCEL_PERCENT = 50;
/** An operator may cancel while sold + guarantee is under this percent. */
export const OPERATOR_CANCEL_PERCENT = 95;
/** The longest pitch (宣言), in characters. */
export const MAX_PITCH_CHARS = 200;

/** A scheme's terms as its initiator asks them. */
export interface SchemeTerms {
  totalShares: number;
  buyShares: number;
  guaranteeShares: number;
  commissionPercent: number;
}

/** A rule a request breaks: the field and the Chinese sentence for it. */
export interface SchemeProblem {
  field: string;
  message: string;
}

/** The fewest shares the initiator must buy: ⌈total × max(5, commission) ÷ 100⌉. */
export function minBuyShares(totalShares: number, commissionPercent: number): number {
  const percent = Math.max(MIN_BUY_PERCENT, commissionPercent);
  return Math.ceil((totalShares * percent) / 100);
}

/** What is wrong with a scheme's terms, or null when it may start. */
export function startProblem(terms: SchemeTerms): SchemeProblem | null {
  const { totalShares, buyShares, guaranteeShares, commissionPercent } = terms;
  if (!Number.isSafeInteger(totalShares) || totalShares < 1)
    return { field: "tickets", message: "方案金额须为整数元" };
  if (
    !Number.isInteger(commissionPercent) ||
    commissionPercent < 0 ||
    commissionPercent > MAX_COMMISSION_PERCENT
  )
    return { field: "commissionPercent", message: `佣金比例须为0-${MAX_COMMISSION_PERCENT}的整数` };
  const min = minBuyShares(totalShares, commissionPercent);
  if (!Number.isSafeInteger(buyShares) || buyShares < min)
    return { field: "buyShares", message: `发起人认购至少${min}份` };
  if (buyShares > totalShares) return { field: "buyShares", message: `认购不能超过${totalShares}份` };
  const maxGuarantee = totalShares - buyShares;
  if (!Number.isSafeInteger(guaranteeShares) || guaranteeShares < 0 || guaranteeShares > maxGuarantee)
    return { field: "guaranteeShares", message: `保底须为0-${maxGuarantee}份` };
  return null;
}

/** What is wrong with buying `shares` of a scheme with `leftShares` left, or null. */
export function joinProblem(leftShares: number, shares: number): SchemeProblem | null {
  if (leftShares <= 0) return { field: "schemeId", message: "方案已满员" };
  if (!Number.isSafeInteger(shares) || shares < 1) return { field: "shares", message: "至少认购1份" };
  if (shares > leftShares) return { field: "shares", message: `剩余${leftShares}份` };
  return null;
}

/** Progress in whole percent, rounded down (99.9 % shows 99 until full). */
export function progressPercent(soldShares: number, totalShares: number): number {
  if (totalShares <= 0) return 0;
  return Math.min(100, Math.floor((soldShares * 100) / totalShares));
}

/** True while sold + guarantee is under `percent` of the total (exact, no rounding). */
export function isUnder(soldShares: number, guaranteeShares: number, totalShares: number, percent: number) {
  return (soldShares + guaranteeShares) * 100 < totalShares * percent;
}

/** The initiator may cancel the whole scheme while sold + guarantee < 50 %. */
export const initiatorMayCancel = (sold: number, guarantee: number, total: number) =>
  isUnder(sold, guarantee, total, INITIATOR_CANCEL_PERCENT);

/** An operator may cancel while sold + guarantee < 95 %. */
export const operatorMayCancel = (sold: number, guarantee: number, total: number) =>
  isUnder(sold, guarantee, total, OPERATOR_CANCEL_PERCENT);

/** What happens to a scheme at its deadline. */
export type Resolution =
  { placed: true; guaranteeUsed: number; guaranteeReturned: number; siteShares: number } | { placed: false };

/**
 * At the deadline: if sold + guarantee ≥ 95 %, the guarantee buys what is missing (the rest returns
 * to the initiator) and the site buys what still lacks (at most 5 %); else the scheme is refunded.
 * An operator may let the site fill less (`siteFillPercent` 0–5): the threshold rises to match.
 */
export function resolveScheme(
  soldShares: number,
  guaranteeShares: number,
  totalShares: number,
  siteFillPercent = 100 - FILL_PERCENT,
): Resolution {
  const fillPercent = 100 - Math.min(100 - FILL_PERCENT, Math.max(0, siteFillPercent));
  if (isUnder(soldShares, guaranteeShares, totalShares, fillPercent)) return { placed: false };
  const missing = Math.max(0, totalShares - soldShares);
  const guaranteeUsed = Math.min(guaranteeShares, missing);
  return {
    placed: true,
    guaranteeUsed,
    guaranteeReturned: guaranteeShares - guaranteeUsed,
    siteShares: missing - guaranteeUsed,
  };
}

/** The prize of a settled scheme split in fen (API.md §8). */
export interface PrizeSplit {
  commissionFen: number;
  perShareFen: number;
  /** P − C − perShare × total: the rounding dust, paid to the initiator. */
  dustFen: number;
}

/**
 * P = the prize after tax, T = the cost: commission C = ⌊P × c ÷ 100⌋ when P > T and P − C > T, else 0;
 * perShare = ⌊(P − C) ÷ totalShares⌋; the dust P − C − perShare × totalShares goes to the initiator.
 */
export function splitPrize(
  prizeFen: number,
  costFen: number,
  totalShares: number,
  commissionPercent: number,
): PrizeSplit {
  const candidate = Math.floor((prizeFen * commissionPercent) / 100);
  const commissionFen = prizeFen > costFen && prizeFen - candidate > costFen ? candidate : 0;
  const perShareFen = Math.floor((prizeFen - commissionFen) / totalShares);
  return { commissionFen, perShareFen, dustFen: prizeFen - commissionFen - perShareFen * totalShares };
}

/** One holder's prize: perShare × shares, plus the commission and the dust for the initiator. */
export function holderPrize(split: PrizeSplit, shares: number, isInitiator: boolean): number {
  return split.perShareFen * shares + (isInitiator ? split.commissionFen + split.dustFen : 0);
}

/** 战绩 tiers by a winning scheme's profit (fen), highest first: crown, sun, moon, star. */
export const RECORD_TIERS: readonly { minProfitFen: number; points: number }[] = [
  { minProfitFen: 500_000 * 100, points: 1000 },
  { minProfitFen: 100_000 * 100, points: 100 },
  { minProfitFen: 5_000 * 100, points: 10 },
  { minProfitFen: 500 * 100, points: 1 },
];

/** 战绩 points of one winning scheme by its profit in fen: star 1, moon 10, sun 100, crown 1000. */
export function recordPoints(profitFen: number): number {
  return RECORD_TIERS.find((tier) => profitFen >= tier.minProfitFen)?.points ?? 0;
}

/** Record points as badges: 10 stars make a moon, 10 moons a sun, 10 suns a crown. */
export interface RecordBadges {
  crowns: number;
  suns: number;
  moons: number;
  stars: number;
}

export function recordBadges(points: number): RecordBadges {
  const whole = Math.max(0, Math.floor(points));
  return {
    crowns: Math.floor(whole / 1000),
    suns: Math.floor((whole % 1000) / 100),
    moons: Math.floor((whole % 100) / 10),
    stars: whole % 10,
  };
}
