import type { LiveMatchView } from "@lottery/contract";
import { scoresMessages } from "../../../messages/scores.ts";
import { listedScore, listedSides } from "../../../lib/listed-sides.ts";
import { clockOf, dayOf, inPlay, scoreText, stateText } from "../logic/live-text.ts";

const t = scoresMessages.scores;

interface ScoreRowProps {
  match: LiveMatchView;
  starred: boolean;
  mine: boolean;
  flashing: boolean;
  onStar: () => void;
  onOpen: () => void;
}

/**
 * One match of the live-score list: star (关注), league and kick-off, state (minute, 中场, 完场), the
 * teams around the score in the game's listing order (竞彩篮球 away first), half-time score, red cards,
 * and 我的投注 when the player's ticket holds it. A goal flashes the row.
 */
export function ScoreRow({ match, starred, mine, flashing, onStar, onOpen }: ScoreRowProps) {
  const live = match.live;
  const score = listedScore(match.gameCode, scoreText(match));
  const sides = listedSides(match.gameCode, match);
  const red = live ? live.red : { home: 0, away: 0 };
  const [redFirst, redSecond] = sides.homeSecond ? [red.away, red.home] : [red.home, red.away];
  const half = listedScore(match.gameCode, live?.halfScore ?? match.halfScore);
  const classes = ["sc-row", flashing ? "sc-flash" : "", inPlay(match) ? "sc-playing" : ""].filter(Boolean);
  return (
    <li className={classes.join(" ")} data-match={match.matchId} data-testid="score-row">
      <button
        type="button"
        className={`sc-star${starred ? " sc-star-on" : ""}`}
        aria-label={starred ? t.unstar : t.star}
        aria-pressed={starred}
        onClick={onStar}
      >
        {starred ? "★" : "☆"}
      </button>
      <button type="button" className="sc-open" onClick={onOpen}>
        <span className="sc-meta">
          <span className="sc-league" style={{ color: match.league.color }}>
            {match.league.shortName}
          </span>
          <span className="sc-time">
            {dayOf(match.kickoffAt)} {clockOf(match.kickoffAt)}
          </span>
          {mine && <span className="sc-mine">{t.myTicket}</span>}
          <span className="sc-state" data-testid="score-state">
            {stateText(match)}
          </span>
        </span>
        <span className="sc-teams">
          <span className="sc-team sc-first">
            {redFirst > 0 && <i className="sc-red">{redFirst}</i>}
            {sides.first}
          </span>
          <strong className="sc-score" data-testid="score-value">
            {score ?? t.vs}
          </strong>
          <span className="sc-team sc-second">
            {sides.second}
            {redSecond > 0 && <i className="sc-red">{redSecond}</i>}
          </span>
        </span>
        {half && <span className="sc-half">{t.half(half)}</span>}
      </button>
    </li>
  );
}
