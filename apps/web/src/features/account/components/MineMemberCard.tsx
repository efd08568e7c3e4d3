import { useNavigate } from "react-router";
import { growthPercent, useMemberInfo } from "../../../lib/api/member-info.ts";
import { formatYuan } from "../../../lib/money.ts";
import { paths } from "../../../lib/paths.ts";
import { accountMessages } from "../../../messages/account.ts";
import { loyaltyMessages } from "../../../messages/loyalty.ts";
import "./mine.css";

/**
 * The level beside the player's name on 我的: the member level's Chinese name from the loyalty
 * settings (新手 … 钻石), never a code; nothing until the member info has arrived.
 */
export function MineLevelName() {
  const info = useMemberInfo().data;
  if (!info) return null;
  return <span className="mine-level">{info.levelName}</span>;
}

/**
 * The member card on 我的 (issue 25): level badge, growth towards the next level, points and red-packet
 * credit; a tap opens /memberCenter. Nothing until the member info has arrived.
 */
export function MineMemberCard() {
  const navigate = useNavigate();
  const info = useMemberInfo().data;
  if (!info) return null;
  const percent = growthPercent(info);
  return (
    <section
      className="mine-member"
      role="link"
      aria-label={loyaltyMessages.loyaltyMemberTitle}
      data-testid="mine-member-card"
      onClick={() => navigate(paths.memberCenter)}
    >
      <div className="mine-member-head">
        <span className={`mine-member-badge level-${Math.min(info.level, 5)}`}>{info.levelName}</span>
        <span className="mine-member-link">{accountMessages.mineMemberCenter}</span>
      </div>
      <div className="mine-member-progress" aria-hidden>
        <div style={{ width: `${percent}%` }} />
      </div>
      <div className="mine-member-growth">
        {info.next
          ? accountMessages.mineGrowthToNext(info.growth, info.next.minGrowth, info.next.name)
          : accountMessages.mineGrowthTop(info.growth)}
      </div>
      <div className="mine-member-stats">
        <div>
          <strong>{info.points}</strong>
          <span>{loyaltyMessages.loyaltyPoints}</span>
        </div>
        <div>
          <strong>{formatYuan(info.credit)}</strong>
          <span>{loyaltyMessages.loyaltyCredit}</span>
        </div>
      </div>
    </section>
  );
}
