import type { AgentInfo, AgentReport } from "@lottery/contract";
import { LoadState } from "../../../components/LoadState.tsx";
import { agentMessages } from "../../../messages/agent.ts";
import { useAgentReport } from "../api/agent-api.ts";
import { AgentLayout, AgentNav } from "../components/AgentLayout.tsx";
import { RangeTabs } from "../components/RangeTabs.tsx";
import { useDayRange } from "../logic/use-range.ts";

const a = agentMessages.agent;

const MONEY = ["stake", "prize", "rebate", "recharge", "withdraw", "teamBalance"] as const;
const COUNTS = ["newMembers", "firstRecharges", "activeMembers", "teamSize"] as const;

/**
 * /ScoreReprot (团队总览): the agent centre's first page: my rates, the links to the other pages and
 * the team's figures for a day range (全部: from the sub-agent start date of SPEC 9).
 */
export default function ScoreReprotPage() {
  return <AgentLayout title={a.centreTitle}>{(info) => <Overview info={info} />}</AgentLayout>;
}

function Overview({ info }: { info: AgentInfo }) {
  const { key, setKey, range } = useDayRange();
  const report = useAgentReport(range, true);
  return (
    <>
      <section className="agent-card" data-testid="agent-rates">
        <h3>{a.myRates}</h3>
        <div className="agent-figures">
          {(["lottery", "sports"] as const).map((family) => (
            <div key={family} className="agent-figure">
              <small>{a.familyNames[family]}</small>
              <strong>{a.rate(info.rates?.[family] ?? 0)}</strong>
            </div>
          ))}
        </div>
      </section>
      <AgentNav />
      <RangeTabs value={key} onChange={setKey} />
      <LoadState status={report.status} onRetry={() => void report.refetch()}>
        {report.data && <Figures report={report.data} />}
      </LoadState>
      <p className="agent-range-note">{a.startNote(info.startDate)}</p>
    </>
  );
}

function Figures({ report }: { report: AgentReport }) {
  return (
    <section className="agent-card" data-testid="agent-report">
      <h3>{a.rangeOf(report.beginDate, report.endDate)}</h3>
      <div className="agent-figures">
        {MONEY.map((field) => (
          <div key={field} className="agent-figure" data-testid={`agent-${field}`}>
            <small>{a.figures[field]}</small>
            <strong>{a.yuan(report[field])}</strong>
          </div>
        ))}
        {COUNTS.map((field) => (
          <div key={field} className="agent-figure" data-testid={`agent-${field}`}>
            <small>{a.figures[field]}</small>
            <strong>{a.people(report[field])}</strong>
          </div>
        ))}
      </div>
    </section>
  );
}
