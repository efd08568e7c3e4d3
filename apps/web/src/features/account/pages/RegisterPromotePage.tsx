import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { showToast } from "../../../lib/toast.ts";
import { accountMessages } from "../../../messages/account.ts";
import { agentFromQuery, rememberedAgent } from "../agent.ts";
import { reportPromotionVisit } from "../api/promotion-visit.ts";
import { AuthLayout } from "../components/AuthLayout.tsx";
import { RegisterForm } from "../components/RegisterForm.tsx";

function PromoteBanner({ agentNo }: { agentNo: string | undefined }) {
  return (
    <section className="promote-banner">
      <div className="promote-banner-title">{accountMessages.promoteHeadline}</div>
      <div className="promote-banner-text">{accountMessages.promoteBody}</div>
      {agentNo && <div className="promote-banner-code">{accountMessages.promoteInviter(agentNo)}</div>}
    </section>
  );
}

/**
 * /registerpromote?agentId=&agentNo=: a friend's invite link. The inviter is remembered and the
 * visit reported with the device fingerprint, then the player registers through postwebregist.
 */
export default function RegisterPromotePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [agent] = useState(() => {
    const linked = agentFromQuery(location.search);
    return linked.agentId || linked.agentNo ? linked : rememberedAgent();
  });

  useEffect(() => {
    if (agent.agentId || agent.agentNo) reportPromotionVisit(agent).catch(() => undefined);
  }, [agent]);

  const onRegistered = () => {
    showToast(accountMessages.registerSuccess);
    navigate(paths.home, { replace: true });
  };

  return (
    <AuthLayout title={accountMessages.promoteTitle} hero={<PromoteBanner agentNo={agent.agentNo} />}>
      <RegisterForm path="account/postwebregist" agent={agent} onRegistered={onRegistered} />
    </AuthLayout>
  );
}
