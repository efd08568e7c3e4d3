import { Link } from "react-router";
import type { OrderDetail } from "@lottery/contract";
import { formatYuan } from "../../../lib/money.ts";
import { paths } from "../../../lib/paths.ts";
import { followMessages } from "../../../messages/follow.ts";

const f = followMessages.follow;

/**
 * A settled follow's part of its order (API.md §9 `follow`): the commission its prize paid the
 * releaser, and the way to the release it followed.
 */
export function OrderFollowFacts({ order }: { order: OrderDetail }) {
  const follow = order.follow;
  if (!follow) return null;
  return (
    <section className="panel" data-testid="order-follow">
      <dl className="order-facts">
        <dt>{f.orderCommission}</dt>
        <dd>{f.yuan(formatYuan(follow.commission))}</dd>
        <dt>{f.orderRelease}</dt>
        <dd>
          <Link to={`${paths.followOrderDetail}?releaseId=${encodeURIComponent(follow.releaseId)}`}>
            {f.viewRelease}
          </Link>
        </dd>
      </dl>
    </section>
  );
}
