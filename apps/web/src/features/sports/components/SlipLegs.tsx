import { lineNote } from "../logic/games.ts";
import type { SlipMatch } from "../logic/slip.ts";
import { listedSides } from "../../../lib/listed-sides.ts";
import { sportsMessages } from "../../../messages/sports.ts";
import { HomeMark } from "./MatchHead.tsx";

const t = sportsMessages.sports;

/** 周六001 主队 VS 客队 (竞彩篮球 客队 VS 主队(主)). */
function SlipTeams({ match }: { match: SlipMatch["match"] }) {
  const sides = listedSides(match.gameCode, match);
  return (
    <>
      <span className="sp-num">{match.num}</span> {sides.first} {t.vs} {sides.second}
      {sides.homeSecond && <HomeMark />}
    </>
  );
}

/** The slip's matches: teams, each leg's options with SP, a 胆 toggle and a remove button. */
export function SlipLegs(props: {
  matches: readonly SlipMatch[];
  bankersAllowed: boolean;
  onBanker(matchId: string): void;
  onRemove(matchId: string): void;
}) {
  return (
    <ul className="sp-slip-legs">
      {props.matches.map(({ match, banker, legs }) => (
        <li key={match.matchId} className="sp-slip-leg" data-match={match.matchId}>
          <button
            type="button"
            className="sp-slip-remove"
            aria-label={`删除${match.num}`}
            onClick={() => props.onRemove(match.matchId)}
          >
            ×
          </button>
          <div className="sp-slip-body">
            <div className="sp-slip-teams">
              <SlipTeams match={match} />
            </div>
            {legs.map((leg) => (
              <div key={leg.play.play} className="sp-slip-options">
                <span className="sp-slip-play">
                  {leg.play.name}
                  {lineNote(leg.play.play, leg.play.line)}
                </span>
                {leg.options.map((o) => (
                  <span key={o.code} className="sp-slip-option">
                    {o.name}
                    <em>{o.sp.toFixed(2)}</em>
                  </span>
                ))}
              </div>
            ))}
          </div>
          {props.bankersAllowed && (
            <button
              type="button"
              className={`sp-banker${banker ? " sp-banker-on" : ""}`}
              aria-pressed={banker}
              onClick={() => props.onBanker(match.matchId)}
            >
              {t.banker}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
