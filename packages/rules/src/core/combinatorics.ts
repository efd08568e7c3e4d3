/** Binomial coefficient C(n, k); 0 when k < 0 or k > n. Exact for results below 2^53. */
export function comb(n: number, k: number): number {
  if (k < 0 || n < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= m; i += 1) result = (result * (n - m + i)) / i;
  return Math.round(result);
}

/** Product of the numbers (1 for an empty list). */
export function product(values: readonly number[]): number {
  return values.reduce((acc, v) => acc * v, 1);
}

/**
 * Elementary symmetric sums e_0..e_max of the values: e_k = Σ over k-subsets of the product.
 * Used to count parlay bets without enumerating the subsets.
 */
export function elementarySymmetric(values: readonly number[], max = values.length): number[] {
  const e = new Array<number>(max + 1).fill(0);
  e[0] = 1;
  for (const v of values) {
    for (let k = max; k >= 1; k -= 1) e[k] = (e[k] ?? 0) + (e[k - 1] ?? 0) * v;
  }
  return e;
}

/** Every k-subset of the items, in lexicographic index order. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const walk = (start: number): void => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i += 1) {
      pick.push(items[i] as T);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}
