import type { LiveEvent, LiveMatchView, OptionDataModels } from "@lottery/contract";
import { scoresMessages } from "../../../messages/scores.ts";
import { listedScore, listedSides } from "../../../lib/listed-sides.ts";
import { clockOf, dayOf, scoreText, stateText } from "../logic/live-text.ts";

const t = scoresMessages.scores;

/** The head of the match page: teams, score, state and half-time score. */
export function MatchHeadline({ match }: { match: LiveMatchView }) {
  const half = listedScore(match.gameCode, match.live?.halfScore ?? match.halfScore);
  const sides = listedSides(match.gameCode, match);
  return (
    <section className="sc-headline">
      <div className="sc-headline-meta">
        {match.league.name} · {dayOf(match.kickoffAt)} {clockOf(match.kickoffAt)}
      </div>
      <div className="sc-headline-teams">
        <span>{sides.first}</span>
        <strong data-testid="detail-score">{listedScore(match.gameCode, scoreText(match)) ?? t.vs}</strong>
        <span>{sides.second}</span>
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

/** Score, corners and cards side by side in the listing order (basketball: the score only). */
export function StatsTable({ match }: { match: LiveMatchView }) {
  const live = match.live;
  if (!live) return <p className="sc-empty">{t.noStats}</p>;
  const { homeSecond } = listedSides(match.gameCode, match);
  const row = (name: string, pair: { home: number; away: number }): [string, number, number] =>
    homeSecond ? [name, pair.away, pair.home] : [name, pair.home, pair.away];
  const rows = [row(t.statNames.score, live.score)];
  if (match.gameCode !== "jclq")
    rows.push(
      row(t.statNames.corners, live.corners),
      row(t.statNames.yellow, live.yellow),
      row(t.statNames.red, live.red),
    );
  return (
    <table className="sc-stats" data-testid="match-stats">
      <tbody>
        {rows.map(([name, first, second]) => (
          <tr key={name}>
            <td>{first}</td>
            <th>{name}</th>
            <td>{second}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type FormList = OptionDataModels["form"]["home"];

function Standings({
  data,
  teams,
  basketball,
}: {
  data: OptionDataModels;
  teams: readonly string[];
  basketball: boolean;
}) {
  if (data.standings.length === 0) return <p className="sc-empty">{t.noStandings}</p>;
  const head = basketball ? t.basketballStandingsHead : t.standingsHead;
  return (
    <table className="sc-table" data-testid="match-standings">
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.standings.map((row) => (
          <tr key={row.team} className={teams.includes(row.team) ? "sc-own" : ""}>
            <td>{row.team}</td>
            <td>{row.played}</td>
            <td>{row.won}</td>
            {!basketball && <td>{row.drawn}</td>}
            <td>{row.lost}</td>
            {!basketball && <td>{row.points}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FormRow({ team, list }: { team: string; list: FormList }) {
  return (
    <div className="sc-form">
      <span className="sc-form-team">{team}</span>
      {list.length === 0 ? (
        <span className="sc-empty">{t.noForm}</span>
      ) : (
        list.map((f) => (
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
  );
}

function HeadToHead({ data }: { data: OptionDataModels }) {
  if (data.headToHead.length === 0) return <p className="sc-empty">{t.noHeadToHead}</p>;
  return (
    <ul className="sc-h2h">
      {data.headToHead.map((m) => (
        <li key={m.kickoffAt}>
          {dayOf(m.kickoffAt)} {m.homeTeam} {m.fullScore} {m.awayTeam}
        </li>
      ))}
    </ul>
  );
}

/** The first and latest price of each option of the result play (SPF, or SF in basketball). */
function OddsMove({ data }: { data: OptionDataModels }) {
  const play = data.plays.find((p) => p.play === "SPF" || p.play === "SF") ?? data.plays[0];
  if (!play) return <p className="sc-empty">{t.noOdds}</p>;
  return (
    <ul className="sc-odds">
      {play.options.map((o) => (
        <li key={o.code}>
          <span>
            {play.name} {o.name}
          </span>
          <span>{t.oddsLine(o.history[0]?.sp ?? 0, o.history.at(-1)?.sp ?? 0)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Standings, recent form, head to head and odds movement (Match/OptionData). */
export function MatchAnalysis({
  data,
  homeTeam,
  awayTeam,
  basketball,
}: {
  data: OptionDataModels;
  homeTeam: string;
  awayTeam: string;
  basketball: boolean;
}) {
  return (
    <>
      <h3 className="sc-section">{t.standings}</h3>
      <Standings data={data} teams={[homeTeam, awayTeam]} basketball={basketball} />
      <h3 className="sc-section">{t.form}</h3>
      <FormRow team={homeTeam} list={data.form.home} />
      <FormRow team={awayTeam} list={data.form.away} />
      <h3 className="sc-section">{t.headToHead}</h3>
      <HeadToHead data={data} />
      <h3 className="sc-section">{t.oddsMove}</h3>
      <OddsMove data={data} />
    </>
  );
}
