import { Button } from "antd-mobile";
import { useNavigate } from "react-router";
import type { PlayerPromotion } from "@lottery/contract";
import { LoadState } from "../../../components/LoadState.tsx";
import { paths } from "../../../lib/paths.ts";
import { agentMessages } from "../../../messages/agent.ts";
import { useTeamPromotions } from "../api/agent-api.ts";
import { termsText, turnoverText, windowText } from "../../../lib/promotion-text.ts";
import { AgentLayout } from "../components/AgentLayout.tsx";

const a = agentMessages.agent;

/**
 * /ScoreDiscount (团队优惠): the promotions open to the agent's team, that is every promotion that has
 * not ended (promotions are open to all players; each member claims in the discount centre), with
 * their rule, window and wagering, and the way to the promotion links.
 */
export default function ScoreDiscountPage() {
  return <AgentLayout title={a.discountTitle}>{() => <TeamPromotions />}</AgentLayout>;
}

function TeamPromotions() {
  const navigate = useNavigate();
  const query = useTeamPromotions();
  const open = (query.data?.list ?? []).filter((p) => p.state !== "ended");
  return (
    <>
      <section className="agent-card">
        <p>{a.discountNote}</p>
        <Button block color="primary" onClick={() => void navigate(paths.agentPromote)}>
          {a.discountToPromote}
        </Button>
      </section>
      <LoadState
        status={query.status}
        empty={open.length === 0}
        emptyText={a.noDiscounts}
        onRetry={() => void query.refetch()}
      >
        <div className="agent-rows">
          {open.map((promotion) => (
            <PromotionRow key={promotion.id} promotion={promotion} />
          ))}
        </div>
      </LoadState>
    </>
  );
}

function PromotionRow({ promotion }: { promotion: PlayerPromotion }) {
  return (
    <div className="agent-row" data-testid="team-promotion">
      <div className="agent-row-main">
        {promotion.title}
        <small>{termsText(promotion)}</small>
        {promotion.description && <small>{promotion.description}</small>}
        <small>
          {a.discountWindow}：{windowText(promotion)} · {a.discountTurnover}：
          {turnoverText(promotion.turnoverMultiple)}
        </small>
      </div>
    </div>
  );
}
