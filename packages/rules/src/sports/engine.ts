/**
 * The settlement walk shared by settlement, prize range, and bet expansion: given per match the options that
 * win (SP in millionths, or null for a cancelled match's SP 1.00), sums per-bet prizes over every combination
 * the pass types include, visiting only winning options (losing matches are skipped, not enumerated).
 */
import { isTaxablePrize } from "../core/tax.ts";
import { SP_SCALE, unitPrizeFast, type PrizeKind, type SpMicro } from "./sp.ts";

/** A winning option: SP in millionths, or null for SP 1 on a cancelled match. */
export interface WinningOption<T = unknown> {
  sp: SpMicro | null;
  ref: T;
}

/** A match as seen by the walk: banker flag and its winning options (may be empty). */
export interface WalkMatch<T = unknown> {
  banker: boolean;
  wins: readonly WinningOption<T>[];
}

/** Totals of one walk, before the multiple: winning bets, prize and refunded single bets. */
export interface WalkTotals {
  winningBets: number;
  prizeFen: number;
  refundBets: number;
  /** Σ prize (one unit each) of the winning bets over the prize-tax line (core/tax.ts). */
  taxablePrizeFen: number;
}

/** One bet reached by the walk: its options, leg count, prize of one unit and how many pass types repeat it. */
export interface WalkBet<T = unknown> {
  picks: readonly T[];
  legs: number;
  unitPrizeFen: number;
  rawFen: number;
  refund: boolean;
  weight: number;
}

/**
 * Walks every winning bet: subsets of matches of a size k with weights[k] > 0 (weights[k] = number of pass
 * types including k-leg combinations) containing all bankers, one winning option per chosen match. A 1-leg
 * bet on a cancelled match is a refund, not a win.
 */
export function walkWinningBets<T>(
  kind: PrizeKind,
  matches: readonly WalkMatch<T>[],
  weights: readonly number[],
  visit?: (bet: WalkBet<T>) => void,
): WalkTotals {
  const totals: WalkTotals = { winningBets: 0, prizeFen: 0, refundBets: 0, taxablePrizeFen: 0 };
  let minK = Infinity;
  let maxK = 0;
  weights.forEach((w, k) => {
    if (w > 0 && k > 0) {
      minK = Math.min(minK, k);
      maxK = Math.max(maxK, k);
    }
  });
  if (maxK === 0) return totals;
  const list: WalkMatch<T>[] = [];
  for (const m of matches) {
    if (m.wins.length === 0) {
      if (m.banker) return totals;
      continue;
    }
    list.push(m);
  }
  list.sort((a, b) => Number(b.banker) - Number(a.banker));
  const picks: T[] = [];
  const sps: SpMicro[] = [];
  const len = list.length;

  const walk = (i: number, k: number, floatProduct: number, spCount: number): void => {
    if (k + (len - i) < minK) return;
    if (i === len) {
      const weight = weights[k] ?? 0;
      if (weight === 0) return;
      if (k === 1 && spCount === 0) {
        totals.refundBets += weight;
        if (visit) visit({ picks: [...picks], legs: 1, unitPrizeFen: 0, rawFen: 0, refund: true, weight });
        return;
      }
      const unit = unitPrizeFast(kind, floatProduct, sps, spCount, k);
      totals.winningBets += weight;
      totals.prizeFen += unit.prizeFen * weight;
      if (isTaxablePrize(unit.prizeFen)) totals.taxablePrizeFen += unit.prizeFen * weight;
      if (visit) {
        visit({
          picks: [...picks],
          legs: k,
          unitPrizeFen: unit.prizeFen,
          rawFen: unit.rawFen,
          refund: false,
          weight,
        });
      }
      return;
    }
    const m = list[i] as WalkMatch<T>;
    if (!m.banker) walk(i + 1, k, floatProduct, spCount);
    if (k + 1 > maxK) return;
    for (const w of m.wins) {
      picks.push(w.ref);
      if (w.sp === null) walk(i + 1, k + 1, floatProduct, spCount);
      else {
        sps[spCount] = w.sp;
        walk(i + 1, k + 1, floatProduct * (w.sp / SP_SCALE), spCount + 1);
      }
      picks.pop();
    }
  };
  walk(0, 0, 1, 0);
  return totals;
}
