import { fen, type Fen } from "../core/money.ts";
import type { TierContext } from "../tickets/types.ts";

/** The officially announced amount of a floating tier when the caller supplied it, else null. */
export function floatingFen(ctx: TierContext, tier: string): Fen | null {
  const value = ctx.options.floatingFen?.[tier];
  return value === undefined ? null : fen(value);
}

/** A tier → fen lookup over a table written in yuan; null for tiers not in the table. */
export function yuanTable(table: Readonly<Record<string, number>>): (tier: string) => Fen | null {
  const inFen = new Map(Object.entries(table).map(([tier, yuan]) => [tier, fen(Math.round(yuan * 100))]));
  return (tier) => inFen.get(tier) ?? null;
}
