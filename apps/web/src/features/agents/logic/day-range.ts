import { AGENT_REPORT_START_DAY } from "@lottery/contract";
import { chinaClock } from "../../../lib/china-time.ts";

export const RANGE_KEYS = ["today", "yesterday", "week", "month", "all"] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

export interface DayRange {
  beginDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;

/** The China days a range tab covers at `nowMs` (全部: from the sub-agent start date of SPEC 9). */
export function dayRangeOf(key: RangeKey, nowMs: number): DayRange {
  const today = chinaClock(nowMs).date;
  const back = (days: number) => chinaClock(nowMs - days * DAY_MS).date;
  switch (key) {
    case "today":
      return { beginDate: today, endDate: today };
    case "yesterday":
      return { beginDate: back(1), endDate: back(1) };
    case "week":
      return { beginDate: back(6), endDate: today };
    case "month":
      return { beginDate: back(29), endDate: today };
    case "all":
      return { beginDate: AGENT_REPORT_START_DAY, endDate: today };
  }
}
