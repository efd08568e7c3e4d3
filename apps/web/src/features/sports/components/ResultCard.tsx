import type { SportsResultView } from "@lottery/contract";
import { chinaClock } from "../../../lib/china-time.ts";
import { sportsMessages } from "../../../messages/sports.ts";
import { lineNote } from "../logic/games.ts";
import { listedScore, listedSides } from "../../../lib/listed-sides.ts";
import { HomeMark } from "./MatchHead.tsx";

const t = sportsMessages.sports;

/**
 * One finished (or cancelled) match of `gameCode`: scores and, per play, the winning option and its
 * final SP; sides and scores in the game's listing order (竞彩篮球 away first).
 */
export function ResultCard({ gameCode, result }: { gameCode: string; result: SportsResultView }) {
  const cancelled = result.status === "cancelled";
  const sides = listedSides(gameCode, result);
  const halfScore = listedScore(gameCode, result.halfScore);
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
        <span>{sides.first}</span>
        <strong className="sp-result-score">
          {cancelled ? t.cancelled : (listedScore(gameCode, result.fullScore) ?? "-")}
        </strong>
        <span>{sides.second}</span>
        {sides.homeSecond && <HomeMark />}
      </div>
      {!cancelled && halfScore && (
        <div className="sp-result-half">
          {t.half} {halfScore}
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
