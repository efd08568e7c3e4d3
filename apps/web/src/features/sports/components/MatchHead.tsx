import type { SportsMatchView } from "@lottery/contract";
import { sportsMessages } from "../../../messages/sports.ts";
import { listedSides } from "../../../lib/listed-sides.ts";

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

/** 主队 VS 客队 (竞彩篮球: 客队 VS 主队(主)). */
export function MatchTeams({ match }: { match: SportsMatchView }) {
  const sides = listedSides(match.gameCode, match);
  return (
    <div className="sp-teams">
      <span>{sides.first}</span>
      <span className="sp-vs">{t.vs}</span>
      <span>{sides.second}</span>
      {sides.homeSecond && <HomeMark />}
    </div>
  );
}

/** The (主) after the home team where it is listed second. */
export function HomeMark() {
  return <em className="sp-home-mark">{t.homeMark}</em>;
}
