import type { ReactNode } from "react";
import { Button, DotLoading, ErrorBlock } from "antd-mobile";
import { useNavigate } from "react-router";
import { LoadState } from "../../../components/LoadState.tsx";
import { useUserInfo } from "../../../lib/api/user-info.ts";
import { formatYuan } from "../../../lib/money.ts";
import { paths } from "../../../lib/paths.ts";
import { useSession } from "../../../lib/session.ts";
import { messages } from "../../../messages/index.ts";
import { useOrderOutcome } from "../hooks/useOrderOutcome.ts";
import type { OrderOutcome } from "../logic/order-outcome.ts";

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
  return <div className="funds-outcome-note">{messages.currentBalance(formatYuan(balance))}</div>;
}

function OrderNo({ orderNo }: { orderNo: string }) {
  return <div className="funds-outcome-note">{`${messages.orderNoLabel}：${orderNo}`}</div>;
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
      {messages.refresh}
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
  const navigate = useNavigate();
  const { outcome, orderNo } = props;
  switch (outcome.kind) {
    case "paid":
      return (
        <OutcomeCard
          icon={<span className="funds-outcome-ok">✓</span>}
          title={messages.rechargeSucceeded}
          actions={
            <>
              {props.again(messages.continueRecharge)}
              <Button block fill="outline" shape="rounded" onClick={() => navigate(paths.home)}>
                {messages.goBuyLottery}
              </Button>
            </>
          }
        >
          <div className="funds-outcome-amount income">
            {messages.paidAmount(formatYuan(outcome.order.amount))}
          </div>
          <NewBalance />
          <OrderNo orderNo={orderNo} />
        </OutcomeCard>
      );
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
          title={messages.awaitingPayment}
          actions={props.refresh}
        >
          <div className="funds-outcome-amount">{formatYuan(outcome.order.amount)}</div>
          <div className="funds-outcome-note">
            {outcome.kind === "waiting" ? messages.checkingPayment : messages.paymentNotConfirmed}
          </div>
          <OrderNo orderNo={orderNo} />
        </OutcomeCard>
      );
    case "expired":
      return (
        <OutcomeCard
          icon={<span className="funds-outcome-off">×</span>}
          title={messages.orderExpired}
          actions={props.again(messages.rechargeAgain)}
        >
          <div className="funds-outcome-note">{messages.orderExpiredHint}</div>
          <OrderNo orderNo={orderNo} />
        </OutcomeCard>
      );
    case "missing":
      return (
        <ErrorBlock status="empty" title={messages.orderMissing} description={<OrderNo orderNo={orderNo} />}>
          {props.again(messages.rechargeAgain)}
        </ErrorBlock>
      );
  }
}
