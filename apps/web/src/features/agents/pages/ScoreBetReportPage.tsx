import { useState } from "react";
import { SearchBar } from "antd-mobile";
import type { AgentTeamBet } from "@lottery/contract";
import { PagedList } from "../../../components/PagedList.tsx";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { agentMessages } from "../../../messages/agent.ts";
import { useAgentTeamBets } from "../api/agent-api.ts";
import { AgentLayout } from "../components/AgentLayout.tsx";
import { RangeTabs } from "../components/RangeTabs.tsx";
import { useDayRange } from "../logic/use-range.ts";

const a = agentMessages.agent;

/** /ScoreBetReport (团队投注): the team's orders in a day range, optionally of one member. */
export default function ScoreBetReportPage() {
  return <AgentLayout title={a.betReportTitle}>{() => <Bets />}</AgentLayout>;
}

function Bets() {
  const { key, setKey, range } = useDayRange();
  const [userName, setUserName] = useState("");
  const bets = useAgentTeamBets(range, userName, true);
  return (
    <>
      <RangeTabs value={key} onChange={setKey} />
      <div className="agent-search">
        <SearchBar placeholder={a.userNameSearch} onSearch={setUserName} onClear={() => setUserName("")} />
      </div>
      <PagedList
        query={bets}
        emptyText={a.noBets}
        renderItem={(bet) => <BetRow key={bet.orderNo} bet={bet} />}
        container={(rows) => <div className="agent-rows">{rows}</div>}
      />
    </>
  );
}

function BetRow({ bet }: { bet: AgentTeamBet }) {
  return (
    <div className="agent-row" data-testid="team-bet">
      <div className="agent-row-main">
        {bet.userName} · {bet.gameName}
        <small>{formatChinaDateTime(bet.placedAt)}</small>
      </div>
      <div className="agent-row-side">
        {a.yuan(bet.amount)}
        <small>
          {a.orderStatus[bet.status] ?? ""}
          {bet.prize > 0 ? ` ${a.yuan(bet.prize)}` : ""}
        </small>
      </div>
    </div>
  );
}
