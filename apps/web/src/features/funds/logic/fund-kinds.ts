import { journalKinds, Msg, type FundAccount, type JournalKind } from "@lottery/contract";
import { fundsMessages } from "../../../messages/funds.ts";
import { rangeDates, type DateRange } from "./date-range.ts";

/** The type filter of 资金明细: every journal kind, or all of them. */
export type FundTypeFilter = JournalKind | "all";
export const FUND_TYPE_FILTERS: readonly FundTypeFilter[] = ["all", ...journalKinds];

/** The kinds that move red-packet bet credit (资金明细's 红包 tab), under their own names. */
const CREDIT_KINDS = Object.keys(Msg.creditTypeNames) as JournalKind[];
export const CREDIT_TYPE_FILTERS: readonly FundTypeFilter[] = ["all", ...CREDIT_KINDS];

/** The type filters of a balance: every journal kind for cash, the credit kinds for 红包. */
export function typeFiltersOf(account: FundAccount): readonly FundTypeFilter[] {
  return account === "credit" ? CREDIT_TYPE_FILTERS : FUND_TYPE_FILTERS;
}

/**
 * The filter's name: 全部类型, or the kind's Chinese name (the server's Msg.fundTypeNames; for the 红包
 * balance Msg.creditTypeNames, e.g. 红包投注).
 */
export function fundTypeLabel(filter: FundTypeFilter, account: FundAccount = "cash"): string {
  if (filter === "all") return fundsMessages.allTypes;
  const credit: Partial<Record<JournalKind, string>> = Msg.creditTypeNames;
  return (account === "credit" ? credit[filter] : undefined) ?? Msg.fundTypeNames[filter];
}

export function isFundTypeFilter(value: string): value is FundTypeFilter {
  return (FUND_TYPE_FILTERS as readonly string[]).includes(value);
}

/**
 * The parameters of one fund/list request: the kind (none for all) and the range's dates; for the 红包
 * balance also `account: "credit"`.
 */
export function fundListFilters(
  type: FundTypeFilter,
  range: DateRange,
  nowMs: number,
  account: FundAccount = "cash",
) {
  return {
    type: type === "all" ? undefined : type,
    ...rangeDates(range, nowMs),
    ...(account === "credit" ? { account } : {}),
  };
}

/** Chinese convention: income red, spending green. */
export function amountTone(amount: number): "income" | "spending" | "none" {
  if (amount > 0) return "income";
  return amount < 0 ? "spending" : "none";
}
