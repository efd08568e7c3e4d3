import type { LiveMatchView } from "@lottery/contract";
import { scoresMessages } from "../../../messages/scores.ts";
import { clockOf, inPlay, scoreText, stateText } from "../logic/live-text.ts";

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
 * teams around the score, half-time score, red cards, and 我的投注 when the player's ticket holds it.
 * A goal flashes the row.
 */
export function ScoreRow({ match, starred, mine, flashing, onStar, onOpen }: ScoreRowProps) {
  const live = match.live;
  const score = scoreText(match);
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
          <span className="sc-time">{clockOf(match.kickoffAt)}</span>
          <span className="sc-state" data-testid="score-state">
            {stateText(match)}
          </span>
          {mine && <span className="sc-mine">{t.myTicket}</span>}
        </span>
        <span className="sc-teams">
          <span className="sc-team sc-home">
            {live && live.red.home > 0 && <i className="sc-red">{live.red.home}</i>}
            {match.homeTeam}
          </span>
          <strong className="sc-score" data-testid="score-value">
            {score ?? t.vs}
          </strong>
          <span className="sc-team sc-away">
            {match.awayTeam}
            {live && live.red.away > 0 && <i className="sc-red">{live.red.away}</i>}
          </span>
        </span>
        {(live?.halfScore ?? match.halfScore) && (
          <span className="sc-half">{t.half(live?.halfScore ?? match.halfScore ?? "")}</span>
        )}
      </button>
    </li>
  );
}
