import { chinaClock } from "../../../lib/china-time.ts";
import { sportsMessages } from "../../../messages/sports.ts";

const t = sportsMessages.sports;

/** The issue on sale and when it closes, or 本期已停止销售 when there is none on sale. */
export function SaleIssueLine(props: { issue: { issue: string; closeAt: string } | null; onSale: boolean }) {
  const { issue, onSale } = props;
  return (
    <div className={`sp-issue${onSale ? "" : " sp-issue-stopped"}`}>
      {issue && onSale ? t.issueLine(issue.issue, closeText(issue.closeAt)) : t.issueStopped}
    </div>
  );
}

/** "11-23 15:20" in China time. */
function closeText(iso: string): string {
  const clock = chinaClock(Date.parse(iso));
  return `${clock.monthDay} ${clock.time}`;
}
