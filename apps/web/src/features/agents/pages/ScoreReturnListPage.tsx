import type { AgentRebateLine } from "@lottery/contract";
import { PagedList } from "../../../components/PagedList.tsx";
import { agentMessages } from "../../../messages/agent.ts";
import { useAgentRebates } from "../api/agent-api.ts";
import { AgentLayout } from "../components/AgentLayout.tsx";
import { RangeTabs } from "../components/RangeTabs.tsx";
import { useDayRange } from "../logic/use-range.ts";

const a = agentMessages.agent;

/** /ScoreReturnList (返点明细): every line of the daily rebates: member, family, team stake, rates, amount. */
export default function ScoreReturnListPage() {
  return <AgentLayout title={a.returnListTitle}>{() => <Lines />}</AgentLayout>;
}

function Lines() {
  const { key, setKey, range } = useDayRange("week");
  const lines = useAgentRebates(range, true);
  return (
    <>
      <RangeTabs value={key} onChange={setKey} />
      <PagedList
        query={lines}
        emptyText={a.noRebates}
        renderItem={(line) => <LineRow key={`${line.day}-${line.childId}-${line.family}`} line={line} />}
        container={(rows) => <div className="agent-rows">{rows}</div>}
      />
    </>
  );
}

function LineRow({ line }: { line: AgentRebateLine }) {
  return (
    <div className="agent-row" data-testid="rebate-line">
      <div className="agent-row-main">
        {line.childName} · {a.familyNames[line.family]}
        <small>
          {line.day} · {a.teamStake} {a.yuan(line.teamStake)}
        </small>
      </div>
      <div className="agent-row-side">
        <span className="agent-amount">{a.yuan(line.amount)}</span>
        <small>{a.rebateOf(line.ownRate, line.childRate)}</small>
      </div>
    </div>
  );
}
