import { isTaxablePrize, parseSp, prizeTaxOf, unitPrizeFen } from "@lottery/rules";

/** What an outright order stores in `orders.detail`: the market and each chosen team at its sold odds. */
export interface StoredOutrightDetail {
  kind: "outright";
  market: string;
  picks: { team: string; sp: number }[];
}

export function isOutrightDetail(detail: unknown): detail is StoredOutrightDetail {
  return (detail as { kind?: unknown } | null)?.kind === "outright";
}

/**
 * One winning 2-yuan bet on a team at odds `sp` × multiple, by the sports rules (packages/rules): the
 * fixed-odds unit prize (round half to even, at least 2 yuan, the single-bet cap) and the 偶然所得税 of a
 * unit prize over 10,000 yuan on the whole prize.
 */
export function outrightPrize(sp: number, multiple: number): { prizeFen: number; taxFen: number } {
  const micro = parseSp(sp);
  if (micro === null) throw new Error(`bad stored odds ${sp}`);
  const unit = unitPrizeFen("fixed", [micro]).prizeFen;
  const prizeFen = unit * multiple;
  return { prizeFen, taxFen: isTaxablePrize(unit) ? prizeTaxOf(prizeFen) : 0 };
}

/** The largest prize an order can win (only one team can be champion). */
export function outrightMaxPrizeFen(detail: StoredOutrightDetail, multiple: number): number {
  return Math.max(0, ...detail.picks.map((p) => outrightPrize(p.sp, multiple).prizeFen));
}
