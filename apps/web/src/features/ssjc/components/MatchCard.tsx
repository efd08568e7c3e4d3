import { Button } from "antd-mobile";
import { ssjcPicks, type SsjcMatch, type SsjcPick } from "@lottery/contract";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { ssjcMessages as m } from "../../../messages/ssjc.ts";

/** One open match: teams, kick-off and close, the prize, and the 主胜/平局/客胜 buttons (the pick marked). */
export function MatchCard(props: { match: SsjcMatch; busy: boolean; onPick: (pick: SsjcPick) => void }) {
  const { match } = props;
  const picked = match.myPick;
  return (
    <div className="ssjc-match" data-testid="ssjc-match" data-match={match.matchId}>
      <div className="ssjc-match-head">
        <span className="ssjc-league">{`${match.leagueName} ${match.num}`}</span>
        <span>{m.ssjcCloses(formatChinaDateTime(match.closeAt))}</span>
      </div>
      <div className="ssjc-teams">
        <span className="ssjc-team">{match.homeTeam}</span>
        <span className="ssjc-vs">{m.ssjcVs}</span>
        <span className="ssjc-team">{match.awayTeam}</span>
      </div>
      <div className="ssjc-match-meta">
        <span>{m.ssjcKickoff(formatChinaDateTime(match.kickoffAt))}</span>
        <span className="ssjc-prize">{m.ssjcPrize(match.prizeText)}</span>
      </div>
      <div className="ssjc-picks">
        {ssjcPicks.map((pick) => (
          <Button
            key={pick}
            size="small"
            className={picked === pick ? "ssjc-pick-chosen" : undefined}
            color={picked === pick ? "danger" : "default"}
            fill={picked === pick ? "solid" : "outline"}
            disabled={picked !== null || props.busy}
            aria-pressed={picked === pick}
            onClick={() => props.onPick(pick)}
          >
            {m.ssjcPicks[pick]}
          </Button>
        ))}
      </div>
      {picked && <div className="ssjc-picked">{m.ssjcPicked(m.ssjcPicks[picked] ?? picked)}</div>}
    </div>
  );
}
