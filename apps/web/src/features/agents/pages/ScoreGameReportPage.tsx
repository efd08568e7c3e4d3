import type { AgentGameRow } from "@lottery/contract";
import { LoadState } from "../../../components/LoadState.tsx";
import { agentMessages } from "../../../messages/agent.ts";
import { useAgentGameReport } from "../api/agent-api.ts";
import { AgentLayout } from "../components/AgentLayout.tsx";
import { RangeTabs } from "../components/RangeTabs.tsx";
import { useDayRange } from "../logic/use-range.ts";

const a = agentMessages.agent;

/** /ScoreGameReport (彩种报表): the team's orders, stakes and prizes by game for a day range. */
export default function ScoreGameReportPage() {
  return <AgentLayout title={a.gameReportTitle}>{() => <Games />}</AgentLayout>;
}

function Games() {
  const { key, setKey, range } = useDayRange();
  const games = useAgentGameReport(range, true);
  const rows = games.data ?? [];
  return (
    <>
      <RangeTabs value={key} onChange={setKey} />
      <LoadState
        status={games.status}
        empty={rows.length === 0}
        emptyText={a.noGames}
        onRetry={() => void games.refetch()}
      >
        <div className="agent-rows">
          {rows.map((row) => (
            <GameRow key={row.gameCode} row={row} />
          ))}
        </div>
      </LoadState>
    </>
  );
}

function GameRow({ row }: { row: AgentGameRow }) {
  return (
    <div className="agent-row" data-testid="game-row">
      <div className="agent-row-main">
        {row.gameName}
        <small>{a.orders(row.orders)}</small>
      </div>
      <div className="agent-row-side">
        {a.yuan(row.stake)}
        <small>{a.yuan(row.prize)}</small>
      </div>
    </div>
  );
}
