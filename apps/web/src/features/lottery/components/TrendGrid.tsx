import type { OmissionNumber } from "@lottery/contract";
import { lotteryMessages } from "../../../messages/lottery.ts";
import {
  columnNumbers,
  shortIssue,
  trendNumberText,
  type TrendColumn,
  type TrendRow,
} from "../logic/trend.ts";

export interface TrendGridProps {
  column: TrendColumn;
  rows: readonly TrendRow[];
  /** The server's statistics of this column (lotteryresult/Omission), number by number. */
  stats: readonly OmissionNumber[];
  blue: boolean;
}

const STAT_ROWS = [
  ["trendHits", "hits"],
  ["trendCurrent", "current"],
  ["trendAverage", "average"],
  ["trendMax", "max"],
] as const;

/** Issues × numbers: a drawn number as a ball, else its running miss count; the statistics below. */
export function TrendGrid({ column, rows, stats, blue }: TrendGridProps) {
  const m = lotteryMessages.lotteryExtras;
  const numbers = columnNumbers(column.spec);
  return (
    <div className="trend-scroll">
      <table className={`trend-grid${blue ? " trend-grid-blue" : ""}`} data-testid="trend-grid">
        <thead>
          <tr>
            <th className="trend-issue">{m.trendIssue}</th>
            {numbers.map((n) => (
              <th key={n}>{trendNumberText(n, column.spec)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.issue} data-testid="trend-row">
              <th className="trend-issue" scope="row">
                {shortIssue(row.issue)}
              </th>
              {row.cells.map((cell) =>
                cell.hit ? (
                  <td key={cell.value} className="trend-hit">
                    <span>{trendNumberText(cell.value, column.spec)}</span>
                  </td>
                ) : (
                  <td key={cell.value}>{cell.miss}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {STAT_ROWS.map(([label, key]) => (
            <tr key={key} data-testid={`trend-${key}`}>
              <th className="trend-issue" scope="row">
                {m[label]}
              </th>
              {numbers.map((n, i) => (
                <td key={n}>{stats[i]?.[key] ?? ""}</td>
              ))}
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
