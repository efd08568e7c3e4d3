import { journalKinds, Msg, type JournalKind } from "@lottery/contract";
import { messages } from "../../../messages/index.ts";
import { rangeDates, type DateRange } from "./date-range.ts";

/** The type filter of 资金明细: every journal kind, or all of them. */
export type FundTypeFilter = JournalKind | "all";
export const FUND_TYPE_FILTERS: readonly FundTypeFilter[] = ["all", ...journalKinds];

/** The filter's name: 全部类型, or the kind's Chinese name (the server's Msg.fundTypeNames). */
export function fundTypeLabel(filter: FundTypeFilter): string {
  return filter === "all" ? messages.allTypes : Msg.fundTypeNames[filter];
}

export function isFundTypeFilter(value: string): value is FundTypeFilter {
  return (FUND_TYPE_FILTERS as readonly string[]).includes(value);
}

/** The parameters of one fund/list request: the kind (none for all) and the range's dates. */
export function fundListFilters(type: FundTypeFilter, range: DateRange, nowMs: number) {
  return { type: type === "all" ? undefined : type, ...rangeDates(range, nowMs) };
}

/** Chinese convention: income red, spending green. */
export function amountTone(amount: number): "income" | "spending" | "none" {
  if (amount > 0) return "income";
  return amount < 0 ? "spending" : "none";
}
