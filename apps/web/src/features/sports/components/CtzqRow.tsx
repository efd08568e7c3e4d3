import type { SportsMatchView } from "@lottery/contract";
import { chinaClock } from "../../../lib/china-time.ts";
import { sportsMessages } from "../../../messages/sports.ts";
import { CTZQ_CODES } from "../logic/ctzq.ts";
import { MatchSide, MatchTeams } from "./MatchHead.tsx";

const t = sportsMessages.sports;
const c = sportsMessages.sportsCtzq;

export interface CtzqRowProps {
  match: SportsMatchView;
  picked: readonly string[];
  onSale: boolean;
  /** TR9: the 胆 toggle (undefined on 胜负彩). */
  banker?: { on: boolean; onToggle(): void };
  onToggle(code: string): void;
}

/** One listed CTZQ match: number, league, kick-off, teams, 胜/平/负 with the reference SP, and 胆 on TR9. */
export function CtzqRow({ match, picked, onSale, banker, onToggle }: CtzqRowProps) {
  const spf = match.plays.find((p) => p.play === "SPF");
  const kickoff = chinaClock(Date.parse(match.kickoffAt));
  return (
    <article
      className={`sp-match sp-ctzq-row${onSale ? "" : " sp-match-stopped"}`}
      data-match={match.matchId}
    >
      <MatchSide match={match} time={`${kickoff.monthDay} ${kickoff.time}`} />
      <div className="sp-match-main">
        <MatchTeams match={match} />
        <div className="sp-grid" style={{ gridTemplateColumns: "repeat(3, 1fr)" }}>
          {CTZQ_CODES.map((code) => {
            const odds = spf?.options.find((o) => o.code === code);
            const on = picked.includes(code);
            return (
              <button
                type="button"
                key={code}
                className={`sp-option${on ? " sp-option-on" : ""}`}
                aria-pressed={on}
                disabled={!onSale}
                onClick={() => onToggle(code)}
              >
                <span className="sp-option-name">{odds?.name ?? c.codeNames[code]}</span>
                {odds && <span className="sp-option-sp">{odds.sp.toFixed(2)}</span>}
              </button>
            );
          })}
        </div>
      </div>
      {banker && (
        <button
          type="button"
          className={`sp-banker sp-ctzq-banker${banker.on ? " sp-banker-on" : ""}`}
          aria-pressed={banker.on}
          aria-label={`${t.banker}${match.num}`}
          disabled={!onSale || picked.length === 0}
          onClick={banker.onToggle}
        >
          {t.banker}
        </button>
      )}
    </article>
  );
}
