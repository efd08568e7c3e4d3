import { Button } from "antd-mobile";
import { formatMoney } from "@lottery/rules";
import { formatYuan } from "../../../lib/money.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";

export interface PayBarProps {
  bets: number;
  multiple: number;
  chase: number;
  costFen: number;
  /** The cash balance in yuan when logged in, else undefined. */
  balance: number | undefined;
  /** The balance does not cover the cost: offer a recharge instead of paying. */
  short: boolean;
  disabledReason: string | null;
  pending: boolean;
  onPay: () => void;
  onRecharge: () => void;
}

/** The payment bar: bets × multiple × issues, the total, the balance and 立即投注 (or 去充值). */
export function PayBar(props: PayBarProps) {
  const m = lotteryMessages.lottery;
  const { bets, multiple, chase, costFen, balance, short, disabledReason, pending } = props;
  return (
    <footer className="pay-bar">
      <div className="pay-bar-text">
        <div className="pay-bar-total" data-testid="pay-total">
          {m.totalLine(bets, multiple, chase)} {m.total}
          <b>{formatMoney(costFen)}</b>
          {m.yuanUnit}
        </div>
        {balance !== undefined && (
          <div className={`pay-bar-balance${short ? " pay-bar-short" : ""}`} data-testid="pay-balance">
            {m.balance(formatYuan(balance))}
            {short && ` · ${m.insufficient}`}
          </div>
        )}
      </div>
      {short ? (
        <Button color="warning" className="pay-bar-button" onClick={props.onRecharge}>
          {m.goRecharge}
        </Button>
      ) : (
        <Button
          color="primary"
          className="pay-bar-button"
          loading={pending}
          disabled={bets === 0 || disabledReason !== null}
          onClick={props.onPay}
        >
          {disabledReason ?? (balance === undefined ? m.loginToBet : m.pay)}
        </Button>
      )}
    </footer>
  );
}
