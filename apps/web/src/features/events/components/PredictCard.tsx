import { useState } from "react";
import { Button, Stepper } from "antd-mobile";
import { ssjcPicks, type EventMatch, type SsjcPick } from "@lottery/contract";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { eventsMessages as m } from "../../../messages/events.ts";

/** The pick a score implies (3 home win, 1 draw, 0 away win). */
const pickOfScore = (home: number, away: number): SsjcPick => (home > away ? "3" : home === away ? "1" : "0");

function parseScore(score: string | null): [number, number] | null {
  if (!score) return null;
  const [home, away] = score.split(":").map(Number);
  return home === undefined || away === undefined ? null : [home, away];
}

export interface PredictCardProps {
  match: EventMatch;
  busy: boolean;
  /** Absent when the event takes no predictions now (not live, not logged in). */
  onSubmit?: (pick: SsjcPick, score: string | null) => void;
}

function ScoreInput(props: {
  score: [number, number] | null;
  onChange: (s: [number, number] | null) => void;
}) {
  const [home, away] = props.score ?? [0, 0];
  return (
    <div className="event-score">
      <span className="event-score-label">{m.eventScoreLabel}</span>
      {props.score ? (
        <>
          <Stepper min={0} max={20} value={home} onChange={(v) => props.onChange([v, away])} />
          <span className="event-score-colon">:</span>
          <Stepper min={0} max={20} value={away} onChange={(v) => props.onChange([home, v])} />
          <a className="event-score-clear" onClick={() => props.onChange(null)}>
            {m.eventScoreClear}
          </a>
        </>
      ) : (
        <Button size="mini" fill="outline" onClick={() => props.onChange([1, 0])}>
          {m.eventScoreAdd}
        </Button>
      )}
    </div>
  );
}

function Outcome({ match }: { match: EventMatch }) {
  const mine = match.myPick ? m.eventMyPick(m.eventPicks[match.myPick] ?? "", match.myScore) : "";
  return (
    <div className="event-outcome">
      {mine && <span data-testid="event-my-pick">{mine}</span>}
      {match.fullScore && <span>{m.eventFullScore(match.fullScore)}</span>}
      {match.myPoints !== null && (
        <span className="event-points" data-testid="event-my-points">
          {m.eventMyPoints(match.myPoints)}
        </span>
      )}
    </div>
  );
}

/** One match of an event: teams and kick-off, 主胜/平局/客胜, an optional exact score, submit or change. */
export function PredictCard({ match, busy, onSubmit }: PredictCardProps) {
  const [pick, setPick] = useState<SsjcPick | null>(match.myPick);
  const [score, setScore] = useState<[number, number] | null>(parseScore(match.myScore));
  const editable = match.open && onSubmit !== undefined;
  const changeScore = (next: [number, number] | null) => {
    setScore(next);
    if (next) setPick(pickOfScore(next[0], next[1]));
  };
  const choosePick = (next: SsjcPick) => {
    setPick(next);
    if (score && pickOfScore(score[0], score[1]) !== next) setScore(null);
  };
  return (
    <div className="ssjc-match" data-testid="event-match" data-match={match.matchId}>
      <div className="ssjc-match-head">
        <span className="ssjc-league">{match.leagueName}</span>
        <span>
          {match.open
            ? m.eventKickoff(formatChinaDateTime(match.kickoffAt))
            : match.fullScore
              ? m.eventFinished
              : m.eventClosed}
        </span>
      </div>
      <div className="ssjc-teams">
        <span className="ssjc-team">{match.homeTeam}</span>
        <span className="ssjc-vs">{m.eventVs}</span>
        <span className="ssjc-team">{match.awayTeam}</span>
      </div>
      {editable && (
        <>
          <div className="ssjc-picks">
            {ssjcPicks.map((p) => (
              <Button
                key={p}
                size="small"
                color={pick === p ? "danger" : "default"}
                fill={pick === p ? "solid" : "outline"}
                aria-pressed={pick === p}
                onClick={() => choosePick(p)}
              >
                {m.eventPicks[p]}
              </Button>
            ))}
          </div>
          <ScoreInput score={score} onChange={changeScore} />
          <Button
            block
            size="small"
            color="primary"
            className="event-submit"
            disabled={pick === null || busy}
            onClick={() => {
              if (pick) onSubmit(pick, score ? `${score[0]}:${score[1]}` : null);
            }}
          >
            {match.myPick ? m.eventChange : m.eventSubmit}
          </Button>
        </>
      )}
      <Outcome match={match} />
    </div>
  );
}
