import type { SportsMatchView } from "@lottery/contract";
import { sportsMessages } from "../../../messages/sports.ts";

const t = sportsMessages.sports;

/** A listed match's side column: number, league badge in its colour, and a time line. */
export function MatchSide({ match, time }: { match: SportsMatchView; time: string }) {
  return (
    <div className="sp-match-side">
      <span className="sp-num">{match.num}</span>
      <span className="sp-league" style={{ background: match.league.color }}>
        {match.league.shortName}
      </span>
      <span className="sp-close">{time}</span>
    </div>
  );
}

/** 主队 VS 客队. */
export function MatchTeams({ match }: { match: SportsMatchView }) {
  return (
    <div className="sp-teams">
      <span>{match.homeTeam}</span>
      <span className="sp-vs">{t.vs}</span>
      <span>{match.awayTeam}</span>
    </div>
  );
}
