import { useState } from "react";
import { List, Selector } from "antd-mobile";
import { ssjcRankPeriods, type SsjcRankPeriod } from "@lottery/contract";
import { LoadState } from "../../../components/LoadState.tsx";
import { ssjcMessages as m } from "../../../messages/ssjc.ts";
import { useSsjcRank } from "../api/ssjc.ts";

/** The ranking of right answers for a period (本周, 本月, 总榜) and the player's own line. */
export function RankBoard() {
  const [period, setPeriod] = useState<SsjcRankPeriod>("week");
  const query = useSsjcRank(period);
  const rank = query.data;
  return (
    <div className="ssjc-section" data-testid="ssjc-rank">
      <Selector
        columns={3}
        value={[period]}
        onChange={(v) => v[0] && setPeriod(v[0])}
        options={ssjcRankPeriods.map((p) => ({ label: m.ssjcRankPeriods[p] ?? p, value: p }))}
      />
      <LoadState status={query.status} onRetry={() => void query.refetch()}>
        {rank && (
          <>
            <div className="ssjc-mine">{m.ssjcMine(rank.mine.rank, rank.mine.wins, rank.mine.guesses)}</div>
            {rank.list.length === 0 ? (
              <div className="ssjc-empty">{m.ssjcRankEmpty}</div>
            ) : (
              <List>
                {rank.list.map((row) => (
                  <List.Item
                    key={row.rank}
                    prefix={
                      <span className={`ssjc-rank ssjc-rank-${Math.min(row.rank, 4)}`}>{row.rank}</span>
                    }
                    extra={m.ssjcRankWins(row.wins)}
                    description={m.ssjcRankGuesses(row.guesses)}
                  >
                    {row.name}
                  </List.Item>
                ))}
              </List>
            )}
          </>
        )}
      </LoadState>
    </div>
  );
}
