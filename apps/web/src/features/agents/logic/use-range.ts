import { useMemo, useState } from "react";
import { dayRangeOf, type RangeKey } from "./day-range.ts";

/** The selected range tab and its China days (fixed while the tab stays). */
export function useDayRange(initial: RangeKey = "today") {
  const [key, setKey] = useState<RangeKey>(initial);
  const range = useMemo(() => dayRangeOf(key, Date.now()), [key]);
  return { key, setKey, range };
}
