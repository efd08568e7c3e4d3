import type { SportsResultView } from "@lottery/contract";
import { chinaClock } from "../../../lib/china-time.ts";
import { sportsMessages } from "../../../messages/sports.ts";
import { lineNote } from "../logic/games.ts";

const t = sportsMessages.sports;

/** One finished (or cancelled) match: scores and, per play, the winning option and its final SP. */
export function ResultCard({ result }: { result: SportsResultView }) {
  const cancelled = result.status === "cancelled";
  return (
    <article className="sp-result" data-match={result.matchId}>
      <div className="sp-result-head">
        <span className="sp-num">{result.num}</span>
        <span className="sp-league" style={{ background: result.league.color }}>
          {result.league.shortName}
        </span>
        <span className="sp-close">{chinaClock(Date.parse(result.kickoffAt)).time}</span>
      </div>
      <div className="sp-result-teams">
        <span>{result.homeTeam}</span>
        <strong className="sp-result-score">{cancelled ? t.cancelled : (result.fullScore ?? "-")}</strong>
        <span>{result.awayTeam}</span>
      </div>
      {!cancelled && result.halfScore && (
        <div className="sp-result-half">
          {t.half} {result.halfScore}
        </div>
      )}
      <table className="sp-result-plays">
        <tbody>
          {result.results.map((r) => (
            <tr key={r.play} data-play={r.play}>
              <th>
                {r.name}
                {lineNote(r.play, r.line)}
              </th>
              <td>{r.optionName ?? t.cancelled}</td>
              <td className="sp-result-sp">{r.sp === null ? "-" : r.sp.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
