import { Button } from "antd-mobile";
import { useNavigate } from "react-router";
import type { PlayerPromotion } from "@lottery/contract";
import { paths } from "../../../lib/paths.ts";
import { bonusMessages } from "../../../messages/bonus.ts";
import { figureOf, termsText, turnoverText, windowText } from "../../../lib/promotion-text.ts";

/** Figures longer than this (a range, thousands) get a smaller font to stay on one line of the stub. */
const LONG_FIGURE = 6;

interface CardProps {
  promotion: PlayerPromotion;
  claiming: boolean;
  onClaim: () => void;
}

/**
 * One promotion as a coupon: the figure (amount, cap or range) on the red stub; title, rule,
 * description, window and turnover beside it; the button says what the player can do.
 */
export function PromotionCard({ promotion, claiming, onClaim }: CardProps) {
  const { label, figure } = figureOf(promotion);
  return (
    <article className={`bonus-card ${promotion.state}`} data-testid={`promotion-${promotion.id}`}>
      <div className="bonus-card-stub">
        <span className="bonus-card-tag">{bonusMessages.bonusKindTags[promotion.kind]}</span>
        <span className="bonus-card-label">{label}</span>
        <span className={`bonus-card-figure${figure.length > LONG_FIGURE ? " long" : ""}`}>{figure}</span>
        <span className="bonus-card-unit">{bonusMessages.bonusYuanUnit}</span>
      </div>
      <div className="bonus-card-main">
        <h3 className="bonus-card-title">{promotion.title}</h3>
        <p className="bonus-card-terms">{termsText(promotion)}</p>
        {promotion.description && <p className="bonus-card-desc">{promotion.description}</p>}
        <p className="bonus-card-meta">
          {`${bonusMessages.bonusWindowLabel}：${windowText(promotion)}`}
          <br />
          {`${bonusMessages.bonusTurnoverLabel}：${turnoverText(promotion.turnoverMultiple)}`}
        </p>
        <ClaimAction promotion={promotion} claiming={claiming} onClaim={onClaim} />
      </div>
    </article>
  );
}

/** 立即领取, 已领取, or a disabled button with the reason (and 去充值 where a recharge would help). */
function ClaimAction({ promotion, claiming, onClaim }: CardProps) {
  const navigate = useNavigate();
  if (promotion.state === "claimable") {
    return (
      <div className="bonus-card-action">
        <Button color="primary" size="small" shape="rounded" loading={claiming} onClick={onClaim}>
          {bonusMessages.bonusClaim}
        </Button>
      </div>
    );
  }
  const text = promotion.state === "claimed" ? bonusMessages.bonusClaimed : (promotion.reason ?? "");
  return (
    <div className="bonus-card-action">
      {promotion.action === "recharge" && (
        <Button size="small" fill="none" color="primary" onClick={() => navigate(paths.rechargeType6)}>
          {`${bonusMessages.bonusGoRecharge} ›`}
        </Button>
      )}
      <Button size="small" shape="rounded" disabled>
        {text}
      </Button>
    </div>
  );
}
