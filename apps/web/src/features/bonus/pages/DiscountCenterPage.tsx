import { PullToRefresh } from "antd-mobile";
import { useNavigate } from "react-router";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { paths } from "../../../lib/paths.ts";
import { bonusMessages } from "../../../messages/bonus.ts";
import { usePromotionList } from "../api/promotions.ts";
import { BonusLayout } from "../components/BonusLayout.tsx";
import { PromotionCard } from "../components/PromotionCard.tsx";
import { RedPacketReveal } from "../components/RedPacketReveal.tsx";
import { useClaim } from "../hooks/useClaim.ts";

/** Bonuses must be wagered before withdrawal: says so, with a link to the turnover page. */
function TurnoverNote() {
  const navigate = useNavigate();
  return (
    <button type="button" className="bonus-note" onClick={() => navigate(paths.withdrawToFillMoney)}>
      <span>{bonusMessages.bonusTurnoverNote}</span>
      <span className="bonus-note-link">{`${bonusMessages.bonusTurnoverLink} ›`}</span>
    </button>
  );
}

/** /bonus2 优惠中心: a card per promotion with its state; claiming opens a red packet. */
export default function DiscountCenterPage() {
  const query = usePromotionList();
  const { claim, claimingId, result, dismiss } = useClaim();
  const list = query.data?.list ?? [];
  return (
    <BonusLayout
      title={bonusMessages.bonusCenterTitle}
      right={<HeaderLink text={bonusMessages.bonusRecordsTitle} to={paths.bonus3} />}
    >
      <TurnoverNote />
      <PullToRefresh
        onRefresh={async () => {
          await query.refetch();
        }}
      >
        <LoadState
          status={query.status}
          empty={list.length === 0}
          emptyText={bonusMessages.bonusNoPromotions}
          onRetry={() => void query.refetch()}
        >
          <div className="bonus-list">
            {list.map((promotion) => (
              <PromotionCard
                key={promotion.id}
                promotion={promotion}
                claiming={claimingId === promotion.id}
                onClaim={() => claim(promotion)}
              />
            ))}
          </div>
        </LoadState>
      </PullToRefresh>
      {result && <RedPacketReveal result={result} onClose={dismiss} />}
    </BonusLayout>
  );
}
