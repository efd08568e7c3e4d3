import { useMutation } from "@tanstack/react-query";
import { ErrorBlock } from "antd-mobile";
import type { OrderDetail } from "@lottery/contract";
import { useNavigate, useSearchParams } from "react-router";
import { LoadState } from "../../../components/LoadState.tsx";
import { OutrightPicks } from "../../../components/OutrightPicks.tsx";
import { OrderLegsSlot } from "../../../components/OrderLegsSlot.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { userInfoKey } from "../../../lib/api/user-info.ts";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { formatYuan } from "../../../lib/money.ts";
import { paths } from "../../../lib/paths.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { useSession } from "../../../lib/session.ts";
import { showToast } from "../../../lib/toast.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { cancelChase, chaseKey, orderRecordsKey, useChaseDetail, useOrderDetail } from "../api/orders.ts";
import { ChaseProgress } from "../components/ChaseProgress.tsx";
import { OrderFollowFacts } from "../components/OrderFollowFacts.tsx";
import { pendingGames, useLiveOrders } from "../hooks/useLiveOrders.ts";
import { DrawBalls } from "../components/DrawBalls.tsx";
import { TicketHits } from "../components/TicketHits.tsx";
import { drawHits } from "../logic/order-view.ts";
import "../../../components/blocks.css";
import "../components/lottery.css";
import "../components/orders.css";

/**
 * /orderDetails?orderId=: one of the player's orders — status, amount and prize; number orders the
 * issue's numbers (balls hit ringed) and each ticket with hits, tiers and prize; chase progress
 * with 撤销追号 while the chase runs; sports orders their legs (the OrderLegsSlot the app fills).
 * A pending order follows its game's event stream: the draw or settlement shows without a reload.
 */
export default function OrderDetailsPage() {
  const [search] = useSearchParams();
  const orderId = search.get("orderId")?.trim() ?? "";
  const m = lotteryMessages.lottery;
  return (
    <Page className="lottery-page order-page" header={<PageHeader title={m.orderDetailTitle} />}>
      {orderId ? (
        <OrderDetailBody key={orderId} orderId={orderId} />
      ) : (
        <ErrorBlock status="empty" title={m.noOrderId} description="" />
      )}
    </Page>
  );
}

function OrderDetailBody({ orderId }: { orderId: string }) {
  const query = useOrderDetail(orderId);
  useLiveOrders(pendingGames(query.data ? [query.data] : []));
  return (
    <LoadState status={query.status} onRetry={() => void query.refetch()}>
      {query.data && <OrderView order={query.data} />}
    </LoadState>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  const m = lotteryMessages.lottery;
  const navigate = useNavigate();
  const chaseId = order.chase?.chaseId ?? order.chaseId;
  const mid = useSession((s) => s.userInfo?.Mid);
  const chase = useChaseDetail(chaseId);
  const cancel = useMutation({
    mutationFn: cancelChase,
    onSuccess: (answer) => {
      queryClient.setQueryData(chaseKey(mid, chaseId), answer);
      void queryClient.invalidateQueries({ queryKey: [...orderRecordsKey, "list"] });
      void queryClient.invalidateQueries({ queryKey: [...orderRecordsKey, "detail"] });
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
      showToast(m.chaseCancelled);
    },
  });
  return (
    <>
      <OrderSummary order={order} />
      <OrderFollowFacts order={order} />
      {order.outright && <OutrightPicks outright={order.outright} />}
      {order.kind === "sports" && !order.outright && <OrderLegsSlot sports={order.sports} />}
      {/* A scratch card (issue 26) has no tickets or legs: its summary is all there is. */}
      {order.kind === "number" && <NumberOrderTickets order={order} />}
      {chase.data && (
        <ChaseProgress
          chase={chase.data}
          currentOrderId={order.orderId}
          cancelling={cancel.isPending}
          onCancel={() => cancel.mutate(chase.data.chaseId)}
          onOpenOrder={(id) => navigate(`${paths.orderDetails}?orderId=${encodeURIComponent(id)}`)}
        />
      )}
    </>
  );
}

/** Head panel: game, status, amounts and prize, order number and times. */
function OrderSummary({ order }: { order: OrderDetail }) {
  const m = lotteryMessages.lottery;
  const prize =
    order.status === "pending"
      ? m.prizePending
      : order.status === "won"
        ? `${formatYuan(order.prize)}${m.yuanUnit}${order.tax > 0 ? m.beforeTax : ""}`
        : order.status === "cancelled" && order.prize > 0
          ? m.orderRefund(formatYuan(order.prize))
          : order.statusName;
  return (
    <section className="panel order-summary" data-testid="order-summary">
      <div className="order-summary-head">
        <span className="order-summary-game">
          {order.gameName}
          {order.issue && <span className="order-summary-issue">{m.issueLine(order.issue)}</span>}
        </span>
        <span className={`order-row-status order-status-${order.status}`}>{order.statusName}</span>
      </div>
      <dl className="order-facts">
        <dt>{m.betAmount}</dt>
        <dd>
          {formatYuan(order.amount)}
          {m.yuanUnit}（{m.multipleLine(order.bets, order.multiple)}
          {order.addition ? `，${m.additionOn}` : ""}）
        </dd>
        <dt>{m.prizeLabel}</dt>
        <dd className={order.status === "won" ? "order-won" : undefined}>{prize}</dd>
        {order.tax > 0 && (
          <>
            <dt>{m.taxLabel}</dt>
            <dd data-testid="order-tax">
              {formatYuan(order.tax)}
              {m.yuanUnit}
            </dd>
            <dt>{m.afterTaxLabel}</dt>
            <dd className="order-won" data-testid="order-after-tax">
              {formatYuan(order.afterTax)}
              {m.yuanUnit}
            </dd>
          </>
        )}
        <dt>{m.orderNo}</dt>
        <dd>{order.orderId}</dd>
        <dt>{m.placedAt}</dt>
        <dd>{formatChinaDateTime(order.placedAt)}</dd>
        {order.settledAt && (
          <>
            <dt>{m.settledAt}</dt>
            <dd>{formatChinaDateTime(order.settledAt)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** The issue's draw (hits ringed) and every ticket with its hits, tiers and prize. */
function NumberOrderTickets({ order }: { order: OrderDetail }) {
  const m = lotteryMessages.lottery;
  const tickets = order.tickets ?? [];
  return (
    <>
      <section className="panel order-draw" data-testid="order-draw">
        <div className="panel-title">{m.drawNumbers}</div>
        {order.drawNumbers ? (
          <DrawBalls numbers={order.drawNumbers} size="normal" hits={drawHits(order.drawNumbers, tickets)} />
        ) : (
          <span className="order-not-drawn">{m.notDrawn}</span>
        )}
      </section>
      <section className="panel order-tickets">
        <div className="panel-title">{m.ticketsTitle}</div>
        {tickets.map((ticket, i) => (
          <TicketHits key={i} gameCode={order.gameCode} result={ticket} multiple={order.multiple} />
        ))}
      </section>
    </>
  );
}
