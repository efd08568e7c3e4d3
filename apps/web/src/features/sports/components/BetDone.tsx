import { Button, Result } from "antd-mobile";
import type { BetJcReleaseModels } from "@lottery/contract";
import { useNavigate } from "react-router";
import { formatYuan } from "../../../lib/money.ts";
import { paths } from "../../../lib/paths.ts";
import { followMessages } from "../../../messages/follow.ts";
import { sportsMessages } from "../../../messages/sports.ts";

const t = sportsMessages.sports;

/**
 * After a placed bet: the order number, amount and balance, with the way to the order and back (and
 * to the release's page when the order was released: 发单).
 */
export function BetDone(props: { placed: BetJcReleaseModels; onOrder(): void; onAgain(): void }) {
  const { placed } = props;
  const navigate = useNavigate();
  const releaseId = placed.releaseId;
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
        {releaseId && (
          <Button
            block
            color="danger"
            onClick={() => navigate(`${paths.followOrderDetail}?releaseId=${encodeURIComponent(releaseId)}`)}
          >
            {followMessages.follow.viewRelease}
          </Button>
        )}
      </div>
    </div>
  );
}
