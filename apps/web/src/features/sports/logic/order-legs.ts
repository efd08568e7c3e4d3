import type { SportsDetailLeg, SportsOrderDetail } from "@lottery/contract";

/** How a leg of a sports order stands: not decided yet, won, lost, or void (a cancelled match). */
export type LegOutcome = "pending" | "hit" | "miss" | "cancelled";

/** order/detail's `sports` part when it has the shape the contract documents, else null. */
export function sportsOrderPart(sports: unknown): SportsOrderDetail | null {
  const part = sports as Partial<SportsOrderDetail> | null | undefined;
  return part && Array.isArray(part.legs) && Array.isArray(part.passTypes)
    ? (part as SportsOrderDetail)
    : null;
}

export function legOutcome(leg: SportsDetailLeg): LegOutcome {
  if (leg.result === "cancelled") return "cancelled";
  if (leg.hit === null) return "pending";
  return leg.hit ? "hit" : "miss";
}

/**
 * The SP the leg's result pays: 1 for a cancelled match, the final SP of a pool game (BJDC), else the
 * SP the winning option was accepted at; null while undecided or when no chosen option won.
 */
export function legResultSp(leg: SportsDetailLeg): number | null {
  const outcome = legOutcome(leg);
  if (outcome === "cancelled") return 1;
  if (outcome !== "hit") return null;
  return leg.finalSp ?? leg.options.find((o) => o.hit === true)?.sp ?? null;
}
