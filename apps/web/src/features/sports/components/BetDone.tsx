import { Button, Result } from "antd-mobile";
import type { BetJcModels } from "@lottery/contract";
import { formatYuan } from "../../../lib/money.ts";
import { sportsMessages } from "../../../messages/sports.ts";

const t = sportsMessages.sports;

/** After a placed bet: the order number, amount and balance, with the way to the order and back. */
export function BetDone(props: { placed: BetJcModels; onOrder(): void; onAgain(): void }) {
  const { placed } = props;
  return (
    <div className="sp-done">
      <Result
        status="success"
        title={t.betDone}
        description={
          <>
            <p>{t.betDoneBody(placed.orderId, formatYuan(placed.amount))}</p>
            {placed.maxPrize !== null && <p>{t.maxPrizeLine(formatYuan(placed.maxPrize))}</p>}
            <p>{t.balanceAfter(formatYuan(placed.balance))}</p>
          </>
        }
      />
      <div className="sp-done-actions">
        <Button block onClick={props.onAgain}>
          {t.betAgain}
        </Button>
        <Button block color="primary" onClick={props.onOrder}>
          {t.viewOrder}
        </Button>
      </div>
    </div>
  );
}
