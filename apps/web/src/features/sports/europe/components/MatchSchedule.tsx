import { useState } from "react";
import type { SjbMatchAllModels } from "@lottery/contract";
import { formatChinaDateTime } from "../../../../lib/china-time.ts";
import { europeCupMessages as m } from "../../../../messages/europe-cup.ts";

type Match = SjbMatchAllModels["list"][number];

/** The stage filters: 全部, each group, 淘汰赛 (only those with matches). */
function stagesOf(list: readonly Match[]): string[] {
  return [...new Set(list.map((x) => x.stage))].sort();
}

function MatchLine({ match }: { match: Match }) {
  const score = match.status === "finished" && match.fullScore ? match.fullScore : m.ecVs;
  return (
    <li className="ec-match" data-testid="ec-match">
      <div className="ec-match-meta">
        <span>{`${match.num} ${match.group ? m.ecGroup(match.group) : m.ecKnockout}`}</span>
        <span>{formatChinaDateTime(match.kickoffAt)}</span>
      </div>
      <div className="ec-match-teams">
        <span className="ec-home">{match.homeTeam}</span>
        <span className={match.status === "finished" ? "ec-score" : "ec-vs"}>{score}</span>
        <span className="ec-away">{match.awayTeam}</span>
      </div>
      <div className="ec-match-status">{m.ecMatchStatus[match.status] ?? match.status}</div>
    </li>
  );
}

/** Every match of the tournament by stage / group, with its score once finished. */
export function MatchSchedule({ data }: { data: SjbMatchAllModels }) {
  const [stage, setStage] = useState<string | null>(null);
  const shown = data.list.filter((x) => stage === null || x.stage === stage);
  return (
    <div>
      <div className="ec-chips" role="tablist">
        {[null, ...stagesOf(data.list)].map((s) => (
          <button
            key={s ?? "all"}
            type="button"
            role="tab"
            aria-selected={stage === s}
            className={stage === s ? "ec-chip ec-chip-on" : "ec-chip"}
            onClick={() => setStage(s)}
          >
            {s === null ? m.ecStageAll : s.replace("小组赛", "")}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <div className="ec-empty">{m.ecNoMatches}</div>
      ) : (
        <ul className="ec-matches">
          {shown.map((match) => (
            <MatchLine key={match.matchId} match={match} />
          ))}
        </ul>
      )}
    </div>
  );
}
