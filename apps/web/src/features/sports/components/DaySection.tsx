import { useState, type ReactNode } from "react";
import type { SportsBusinessDay } from "@lottery/contract";
import { sportsMessages } from "../../../messages/sports.ts";

/** A business day's heading (date, weekday, match count) that folds its matches away. */
export function DaySection({
  day,
  count,
  children,
}: {
  day: SportsBusinessDay;
  count: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(true);
  return (
    <section className="sp-day">
      <button type="button" className="sp-day-head" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span>
          {day.businessDate} {day.weekday}
        </span>
        <span className="sp-day-count">
          {sportsMessages.sports.matchCount(count)}
          <span className={`sp-arrow${open ? " sp-arrow-open" : ""}`} />
        </span>
      </button>
      {open && children}
    </section>
  );
}
