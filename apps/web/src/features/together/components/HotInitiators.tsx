import { Link } from "react-router";
import { PlayerLink } from "../../../components/PlayerLink.tsx";
import { formatYuan } from "../../../lib/money.ts";
import { customMadePath } from "../../../lib/paths.ts";
import { togetherMessages } from "../../../messages/together.ts";
import { useHotInitiators } from "../api/schemes.ts";
import "./together.css";

const m = togetherMessages.together;

/**
 * 合买红人 at the top of the hall: this week's initiators with the best 战绩 (crowns, suns, moons,
 * stars), their wins and prize, each with 定制跟单 (their next schemes joined automatically); nothing
 * while there are none.
 */
export function HotInitiators() {
  const hot = useHotInitiators();
  const list = hot.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className="hot-initiators" aria-label={m.hotTitle}>
      <h2 className="hot-title">{m.hotTitle}</h2>
      <ol className="hot-list">
        {list.map((rank) => {
          const r = rank.record;
          return (
            <li key={rank.Mid} className="hot-item" data-testid="hot-initiator">
              <PlayerLink className="hot-name" uid={rank.Mid} name={rank.NickName} />
              <span className="scheme-record">
                {m.record(r.stars, r.moons, r.suns, r.crowns) || m.noRecord}
              </span>
              <span className="hot-wins">{m.hotWins(rank.wins, formatYuan(rank.prize))}</span>
              <Link className="scheme-custom-follow" to={customMadePath(rank.Mid, rank.NickName, "scheme")}>
                {m.customFollow}
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
