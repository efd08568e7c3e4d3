import { agentFamilies, type AgentRates } from "@lottery/contract";
import { refuse } from "../domain/refusal.ts";
import type { RatesPermille } from "./tables.ts";

export const ZERO_RATES: RatesPermille = { lottery: 0, sports: 0 };

/** Percent with one decimal → whole tenths of a percent. */
export function toPermille(rates: AgentRates): RatesPermille {
  return { lottery: Math.round(rates.lottery * 10), sports: Math.round(rates.sports * 10) };
}

/** Whole tenths of a percent → percent with one decimal. */
export function toPercent(rates: RatesPermille): AgentRates {
  return { lottery: rates.lottery / 10, sports: rates.sports / 10 };
}

/** Refuses rates above a ceiling in any family (`agent.rateOverOwn` or `agent.rateOverMax`). */
export function assertRatesWithin(
  rates: RatesPermille,
  ceiling: RatesPermille,
  code: "agent.rateOverOwn" | "agent.rateOverMax",
): void {
  for (const family of agentFamilies) if (rates[family] > ceiling[family]) throw refuse(code);
}

/** The rebate of a stake at a rate difference (tenths of a percent), floored to the fen; never negative. */
export function rebateFen(stakeFen: number, ownRate: number, childRate: number): number {
  const diff = ownRate - childRate;
  if (diff <= 0 || stakeFen <= 0) return 0;
  return Math.floor((stakeFen * diff) / 1000);
}
