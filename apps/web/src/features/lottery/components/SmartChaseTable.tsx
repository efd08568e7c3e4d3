import { formatMoney, type ChasePlan } from "@lottery/rules";
import { lotteryMessages } from "../../../messages/lottery.ts";

/** The plan issue by issue: multiple, stake, cumulative stake, prize if that issue wins, profit and rate. */
export function SmartChaseTable({ plan }: { plan: ChasePlan }) {
  const m = lotteryMessages.lotteryExtras;
  return (
    <div className="smart-chase-table-wrap">
      <table className="smart-chase-table" data-testid="smart-chase-plan">
        <thead>
          <tr>
            {m.planColumns.map((title) => (
              <th key={title}>{title}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {plan.rows.map((row) => (
            <tr key={row.issue}>
              <td>{row.issue}</td>
              <td>{row.multiple}</td>
              <td>{formatMoney(row.issueCostFen)}</td>
              <td>{formatMoney(row.cumulativeCostFen)}</td>
              <td>{formatMoney(row.returnFen)}</td>
              <td className="smart-chase-profit">
                {formatMoney(row.profitFen)}
                <small>{m.rateLine(row.profitRatePercent.toFixed(2))}</small>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
