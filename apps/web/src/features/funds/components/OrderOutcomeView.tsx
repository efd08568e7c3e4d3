import type { ReactNode } from "react";
import { Button, DotLoading, ErrorBlock } from "antd-mobile";
import { useNavigate } from "react-router";
import { LoadState } from "../../../components/LoadState.tsx";
import { useUserInfo } from "../../../lib/api/user-info.ts";
import { formatYuan } from "../../../lib/money.ts";
import { paths } from "../../../lib/paths.ts";
import { useSession } from "../../../lib/session.ts";
import { fundsMessages } from "../../../messages/funds.ts";
import { useOrderOutcome } from "../hooks/useOrderOutcome.ts";
import type { OrderOutcome } from "../logic/order-outcome.ts";
import { lastRecharge, rechargeConfigurePath } from "../logic/last-recharge.ts";

function OutcomeCard(props: { icon: ReactNode; title: string; children?: ReactNode; actions: ReactNode }) {
  return (
    <section className="funds-outcome">
      <div className="funds-outcome-icon">{props.icon}</div>
      <div className="funds-outcome-title">{props.title}</div>
      {props.children}
      <div className="funds-outcome-actions">{props.actions}</div>
    </section>
  );
}

/** The balance after a paid order; its userinfo query is refetched when the order reads paid. */
function NewBalance() {
  useUserInfo();
  const balance = useSession((s) => s.userInfo?.Balance);
  return <div className="funds-outcome-note">{fundsMessages.currentBalance(formatYuan(balance))}</div>;
}

/** 重新支付: the amount page of the channel just used, its amount filled in (last-recharge.ts). */
function PayAgain() {
  const navigate = useNavigate();
  const channel = lastRecharge()?.channel;
  const target = channel ? rechargeConfigurePath(channel) : paths.rechargeType6;
  return (
    <Button block color="primary" shape="rounded" onClick={() => navigate(target, { replace: true })}>
      {fundsMessages.payAgain}
    </Button>
  );
}

function OrderNo({ orderNo }: { orderNo: string }) {
  return <div className="funds-outcome-note">{`${fundsMessages.orderNoLabel}：${orderNo}`}</div>;
}

/** The order the cashier page returned with: paid, still unpaid (polling, then 刷新), expired or unknown. */
export function OrderOutcomeView({ orderNo }: { orderNo: string }) {
  const navigate = useNavigate();
  const { outcome, failed, refresh } = useOrderOutcome(orderNo);
  const again = () => navigate(paths.rechargeType6, { replace: true });
  const againButton = (text: string) => (
    <Button block color="primary" shape="rounded" onClick={again}>
      {text}
    </Button>
  );
  const refreshButton = (
    <Button block color="primary" fill="outline" shape="rounded" onClick={refresh}>
      {fundsMessages.refresh}
    </Button>
  );

  if (outcome.kind === "loading")
    return <LoadState status={failed ? "error" : "pending"} onRetry={refresh} />;
  return <OutcomeBody outcome={outcome} orderNo={orderNo} again={againButton} refresh={refreshButton} />;
}

function OutcomeBody(props: {
  outcome: Exclude<OrderOutcome, { kind: "loading" }>;
  orderNo: string;
  again: (text: string) => ReactNode;
  refresh: ReactNode;
}) {
  const { outcome, orderNo } = props;
  switch (outcome.kind) {
    case "paid":
      return <PaidOutcome amount={outcome.order.amount} orderNo={orderNo} again={props.again} />;
    case "waiting":
    case "pending":
      return (
        <OutcomeCard
          icon={
            outcome.kind === "waiting" ? (
              <DotLoading color="primary" />
            ) : (
              <span className="funds-outcome-wait">!</span>
            )
          }
          title={fundsMessages.awaitingPayment}
          actions={props.refresh}
        >
          <div className="funds-outcome-amount">{formatYuan(outcome.order.amount)}</div>
          <div className="funds-outcome-note">
            {outcome.kind === "waiting" ? fundsMessages.checkingPayment : fundsMessages.paymentNotConfirmed}
          </div>
          <OrderNo orderNo={orderNo} />
        </OutcomeCard>
      );
    case "expired":
      return (
        <OutcomeCard
          icon={<span className="funds-outcome-off">×</span>}
          title={fundsMessages.orderExpired}
          actions={props.again(fundsMessages.rechargeAgain)}
        >
          <div className="funds-outcome-note">{fundsMessages.orderExpiredHint}</div>
          <OrderNo orderNo={orderNo} />
        </OutcomeCard>
      );
    case "cancelled":
    case "failed":
      return <ClosedOutcome kind={outcome.kind} amount={outcome.order.amount} orderNo={orderNo} />;
    case "missing":
      return (
        <ErrorBlock
          status="empty"
          title={fundsMessages.orderMissing}
          description={<OrderNo orderNo={orderNo} />}
        >
          {props.again(fundsMessages.rechargeAgain)}
        </ErrorBlock>
      );
  }
}

function PaidOutcome(props: { amount: number; orderNo: string; again: (text: string) => ReactNode }) {
  const navigate = useNavigate();
  return (
    <OutcomeCard
      icon={<span className="funds-outcome-ok">✓</span>}
      title={fundsMessages.rechargeSucceeded}
      actions={
        <>
          {props.again(fundsMessages.continueRecharge)}
          <Button block fill="outline" shape="rounded" onClick={() => navigate(paths.home)}>
            {fundsMessages.goBuyLottery}
          </Button>
        </>
      }
    >
      <div className="funds-outcome-amount income">{fundsMessages.paidAmount(formatYuan(props.amount))}</div>
      <NewBalance />
      <OrderNo orderNo={props.orderNo} />
    </OutcomeCard>
  );
}

/** Cancelled at the cashier or failed: nothing was charged; 重新支付 starts over on the same channel. */
function ClosedOutcome(props: { kind: "cancelled" | "failed"; amount: number; orderNo: string }) {
  const cancelled = props.kind === "cancelled";
  return (
    <OutcomeCard
      icon={<span className="funds-outcome-off">×</span>}
      title={cancelled ? fundsMessages.paymentCancelled : fundsMessages.paymentFailed}
      actions={<PayAgain />}
    >
      <div className="funds-outcome-amount">{formatYuan(props.amount)}</div>
      <div className="funds-outcome-note">
        {cancelled ? fundsMessages.paymentCancelledHint : fundsMessages.paymentFailedHint}
      </div>
      <OrderNo orderNo={props.orderNo} />
    </OutcomeCard>
  );
}
