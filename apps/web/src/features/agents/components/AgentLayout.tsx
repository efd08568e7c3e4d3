import type { ReactNode } from "react";
import { Button } from "antd-mobile";
import { useNavigate } from "react-router";
import type { AgentInfo } from "@lottery/contract";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { paths } from "../../../lib/paths.ts";
import { showToast } from "../../../lib/toast.ts";
import { agentMessages } from "../../../messages/agent.ts";
import { useAgentInfo, useApplyForAgent } from "../api/agent-api.ts";
import "./agent.css";

const a = agentMessages.agent;

export interface AgentLayoutProps {
  title: string;
  /** Drawn only for an active agent, with its standing. */
  children: (info: AgentInfo) => ReactNode;
}

/** An agent-centre page: the header, and for a player who is not an active agent the way to become one. */
export function AgentLayout({ title, children }: AgentLayoutProps) {
  const info = useAgentInfo();
  return (
    <Page className="agent-page" header={<PageHeader title={title} />}>
      <LoadState status={info.status} onRetry={() => void info.refetch()}>
        {info.data &&
          (info.data.status === "active" ? children(info.data) : <BecomeAgent info={info.data} />)}
      </LoadState>
    </Page>
  );
}

function BecomeAgent({ info }: { info: AgentInfo }) {
  const navigate = useNavigate();
  const apply = useApplyForAgent();
  const text =
    info.status === "pending"
      ? a.pendingText
      : info.status === "rejected" || info.status === "suspended"
        ? a.rejectedText
        : info.mayApply
          ? a.notAgentText
          : a.playerTypeText;
  return (
    <section className="agent-card" data-testid="agent-apply">
      <h3>{a.notAgentTitle}</h3>
      <p>{text}</p>
      {info.mayApply && !info.realNameBound && (
        <Button block color="primary" onClick={() => void navigate(paths.realInfo)}>
          {a.realNameFirst}
        </Button>
      )}
      {info.mayApply && info.realNameBound && (
        <Button
          block
          color="primary"
          loading={apply.isPending}
          onClick={() => apply.mutate(undefined, { onSuccess: () => showToast(a.applied) })}
        >
          {a.applyButton}
        </Button>
      )}
    </section>
  );
}

const NAV = [
  ["report", paths.agentReport],
  ["promote", paths.agentPromote],
  ["subagent", paths.agentSubagent],
  ["returnList", paths.agentReturnList],
  ["betReport", paths.agentBetReport],
  ["gameReport", paths.agentGameReport],
  ["discount", paths.agentDiscount],
] as const;

/** The links between the agent-centre pages. */
export function AgentNav() {
  const navigate = useNavigate();
  return (
    <nav className="agent-nav">
      {NAV.map(([key, path]) => (
        <button key={key} type="button" onClick={() => void navigate(path)}>
          {a.nav[key]}
        </button>
      ))}
    </nav>
  );
}
