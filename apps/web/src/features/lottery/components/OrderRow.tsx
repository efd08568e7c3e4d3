import type { OrderRecord } from "@lottery/contract";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { formatYuan } from "../../../lib/money.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";

/** What the right side of a record says: the prize of a won order, a refund, else the status. */
function outcomeText(order: OrderRecord): string {
  const m = lotteryMessages.lottery;
  if (order.status === "won")
    return order.tax > 0
      ? m.orderPrizeAfterTax(formatYuan(order.afterTax))
      : m.orderPrize(formatYuan(order.prize));
  if (order.status === "cancelled" && order.prize > 0) return m.orderRefund(formatYuan(order.prize));
  return order.statusName;
}

/** One row of 投注记录: game, issue and play, time; amount and outcome (won in brand red). Opens the order. */
export function OrderRow({ order, onOpen }: { order: OrderRecord; onOpen: (order: OrderRecord) => void }) {
  const m = lotteryMessages.lottery;
  return (
    <button type="button" className="order-row" data-testid="order-row" onClick={() => onOpen(order)}>
      <span className="order-row-main">
        <span className="order-row-title">
          {order.gameName}
          {order.chaseId && <span className="tag">{m.chaseTag}</span>}
        </span>
        <span className="order-row-sub">
          {order.issue ? `${m.issueLine(order.issue)} ` : ""}
          {formatChinaDateTime(order.placedAt)}
        </span>
      </span>
      <span className="order-row-side">
        <span className="order-row-amount">{m.orderAmount(formatYuan(order.amount))}</span>
        <span className={`order-row-status order-status-${order.status}`}>{outcomeText(order)}</span>
      </span>
    </button>
  );
}
