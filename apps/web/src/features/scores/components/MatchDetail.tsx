import type { LiveEvent, LiveMatchView, OptionDataModels } from "@lottery/contract";
import { scoresMessages } from "../../../messages/scores.ts";
import { clockOf, dayOf, scoreText, stateText } from "../logic/live-text.ts";

const t = scoresMessages.scores;

/** The head of the match page: teams, score, state and half-time score. */
export function MatchHeadline({ match }: { match: LiveMatchView }) {
  const half = match.live?.halfScore ?? match.halfScore;
  return (
    <section className="sc-headline">
      <div className="sc-headline-meta">
        {match.league.name} · {dayOf(match.kickoffAt)} {clockOf(match.kickoffAt)}
      </div>
      <div className="sc-headline-teams">
        <span>{match.homeTeam}</span>
        <strong data-testid="detail-score">{scoreText(match) ?? t.vs}</strong>
        <span>{match.awayTeam}</span>
      </div>
      <div className="sc-headline-state">
        {stateText(match)}
        {half ? ` · ${t.half(half)}` : ""}
      </div>
    </section>
  );
}

function eventText(e: LiveEvent): string {
  if (e.type === "sub") return t.subText(e.player, e.playerIn ?? "");
  if (e.type === "ownGoal") return t.ownGoalBy(e.player);
  return e.player;
}

/** The events, home on the left and away on the right, in minute order. */
export function EventList({ events }: { events: readonly LiveEvent[] }) {
  if (events.length === 0) return <p className="sc-empty">{t.noEvents}</p>;
  return (
    <ul className="sc-events" data-testid="match-events">
      {events.map((e, i) => (
        <li key={i} className={`sc-event sc-event-${e.side}`}>
          <span className="sc-event-minute">{e.minute}'</span>
          <span className={`sc-event-kind sc-kind-${e.type}`}>{t.eventNames[e.type]}</span>
          <span className="sc-event-text">{eventText(e)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Score, corners and cards side by side. */
export function StatsTable({ match }: { match: LiveMatchView }) {
  const live = match.live;
  if (!live) return null;
  const rows: [string, number, number][] = [
    [t.statNames.score, live.score.home, live.score.away],
    [t.statNames.corners, live.corners.home, live.corners.away],
    [t.statNames.yellow, live.yellow.home, live.yellow.away],
    [t.statNames.red, live.red.home, live.red.away],
  ];
  return (
    <table className="sc-stats" data-testid="match-stats">
      <tbody>
        {rows.map(([name, home, away]) => (
          <tr key={name}>
            <td>{home}</td>
            <th>{name}</th>
            <td>{away}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Standings, recent form, head to head and odds movement (Match/OptionData). */
export function MatchAnalysis({
  data,
  homeTeam,
  awayTeam,
}: {
  data: OptionDataModels;
  homeTeam: string;
  awayTeam: string;
}) {
  const spf = data.plays.find((p) => p.play === "SPF" || p.play === "SF") ?? data.plays[0];
  return (
    <>
      <h3 className="sc-section">{t.standings}</h3>
      {data.standings.length === 0 ? (
        <p className="sc-empty">{t.noStandings}</p>
      ) : (
        <table className="sc-table">
          <thead>
            <tr>
              {t.standingsHead.map((h) => (
                <th key={h}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.standings.map((row) => (
              <tr key={row.team} className={row.team === homeTeam || row.team === awayTeam ? "sc-own" : ""}>
                <td>{row.team}</td>
                <td>{row.played}</td>
                <td>{row.won}</td>
                <td>{row.drawn}</td>
                <td>{row.lost}</td>
                <td>{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className="sc-section">{t.form}</h3>
      {[
        [homeTeam, data.form.home],
        [awayTeam, data.form.away],
      ].map(([team, list]) => (
        <div className="sc-form" key={team as string}>
          <span className="sc-form-team">{team as string}</span>
          {(list as OptionDataModels["form"]["home"]).length === 0 ? (
            <span className="sc-empty">{t.noForm}</span>
          ) : (
            (list as OptionDataModels["form"]["home"]).map((f) => (
              <span
                key={f.kickoffAt}
                className={`sc-form-mark sc-form-${f.outcome}`}
                title={`${f.opponent} ${f.score}`}
              >
                {t.formOutcome[f.outcome]}
              </span>
            ))
          )}
        </div>
      ))}
      <h3 className="sc-section">{t.headToHead}</h3>
      {data.headToHead.length === 0 ? (
        <p className="sc-empty">{t.noHeadToHead}</p>
      ) : (
        <ul className="sc-h2h">
          {data.headToHead.map((m) => (
            <li key={m.kickoffAt}>
              {dayOf(m.kickoffAt)} {m.homeTeam} {m.fullScore} {m.awayTeam}
            </li>
          ))}
        </ul>
      )}
      <h3 className="sc-section">{t.oddsMove}</h3>
      {!spf ? (
        <p className="sc-empty">{t.noOdds}</p>
      ) : (
        <ul className="sc-odds">
          {spf.options.map((o) => (
            <li key={o.code}>
              <span>
                {spf.name} {o.name}
              </span>
              <span>{t.oddsLine(o.history[0]?.sp ?? 0, o.history.at(-1)?.sp ?? 0)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
