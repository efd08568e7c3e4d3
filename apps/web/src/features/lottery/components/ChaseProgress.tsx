import { Button, Dialog } from "antd-mobile";
import type { ChaseDetail } from "@lottery/contract";
import { formatYuan } from "../../../lib/money.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { chaseCancellable, chasePlacedCount } from "../logic/order-view.ts";

/**
 * 追号进度: status, issues placed of all, amounts, and each issue (multiple, amount, status or the
 * order's outcome; this order marked, others open their order). A running chase offers 撤销追号.
 */
export function ChaseProgress({
  chase,
  currentOrderId,
  cancelling,
  onCancel,
  onOpenOrder,
}: {
  chase: ChaseDetail;
  currentOrderId: string;
  cancelling: boolean;
  onCancel: () => void;
  onOpenOrder: (orderId: string) => void;
}) {
  const m = lotteryMessages.lottery;
  const confirmCancel = () => void Dialog.confirm({ content: m.chaseCancelConfirm, onConfirm: onCancel });
  return (
    <section className="panel order-chase" data-testid="chase-progress">
      <div className="panel-title order-chase-head">
        <span>
          {m.chaseTitle}
          <span className="tag">{chase.statusName}</span>
        </span>
        <span className="order-chase-count">
          {m.chaseProgress(chasePlacedCount(chase), chase.issues.length)}
        </span>
      </div>
      <p className="order-chase-note">
        {m.chaseAmounts(formatYuan(chase.amount), formatYuan(chase.frozenAmount))}
        {chase.stopOnWin ? `，${m.chaseStopOnWin}` : ""}
      </p>
      <ul className="order-chase-issues">
        {chase.issues.map((issue) => (
          <ChaseIssueRow
            key={issue.seq}
            issue={issue}
            here={issue.orderId === currentOrderId}
            onOpenOrder={onOpenOrder}
          />
        ))}
      </ul>
      {chaseCancellable(chase) && (
        <Button block color="danger" fill="outline" size="small" loading={cancelling} onClick={confirmCancel}>
          {m.chaseCancel}
        </Button>
      )}
    </section>
  );
}

/** One issue of the chase: its number, multiple and amount, and its status or its order's outcome. */
function ChaseIssueRow(props: {
  issue: ChaseDetail["issues"][number];
  here: boolean;
  onOpenOrder: (orderId: string) => void;
}) {
  const { issue, here } = props;
  const m = lotteryMessages.lottery;
  const outcome =
    issue.orderStatus === "won"
      ? m.orderPrize(formatYuan(issue.prize))
      : issue.orderStatus
        ? (m.orderStatusNames[issue.orderStatus] ?? issue.statusName)
        : issue.statusName;
  return (
    <li className={`order-chase-issue${here ? " order-chase-here" : ""}`}>
      <span>{m.chaseIssue(issue.seq, issue.issue)}</span>
      <span>
        {issue.multiple}
        {m.multipleUnit} {formatYuan(issue.amount)}
        {m.yuanUnit}
      </span>
      {issue.orderId && !here ? (
        <button type="button" className="order-chase-link" onClick={() => props.onOpenOrder(issue.orderId!)}>
          {outcome}
        </button>
      ) : (
        <span className={issue.orderStatus === "won" ? "order-won" : undefined}>
          {here ? `${m.thisOrder}·${outcome}` : outcome}
        </span>
      )}
    </li>
  );
}
