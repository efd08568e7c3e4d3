import { useState } from "react";
import type { SportsMatchView, SportsPlayOdds } from "@lottery/contract";
import { findSportsGame, findSportsPlay } from "@lottery/rules";
import { chinaClock } from "../../../lib/china-time.ts";
import { sportsMessages } from "../../../messages/sports.ts";
import { lineLabel, type PlayTab } from "../logic/games.ts";
import { pickedCount, type Picks } from "../logic/selection.ts";
import { listedPlay } from "../../../lib/listed-sides.ts";
import { MatchSide, MatchTeams } from "./MatchHead.tsx";
import { OptionGrid } from "./OptionGrid.tsx";

const t = sportsMessages.sports;

export interface MatchRowProps {
  match: SportsMatchView;
  tab: PlayTab;
  picks: Picks;
  onSale: boolean;
  onToggle(matchId: string, play: string, code: string): void;
}

/** The line label of a play in its row ("-1", "+4.5", "191.5"), "0" for SPF in HH. */
function rowLineLabel(play: SportsPlayOdds): string {
  return play.line === null ? "0" : lineLabel(play.play, play.line);
}

/** One match: number, league, close time, teams, and the tab's plays as option buttons. */
export function MatchRow({ match, tab, picks, onSale, onToggle }: MatchRowProps) {
  const [open, setOpen] = useState(false);
  const hh = tab.panel.length > 0;
  const playOf = (code: string) => match.plays.find((p) => p.play === code);
  const picked = (play: string) => picks[match.matchId]?.[play] ?? [];
  const panelPicked = pickedCount(picks, match.matchId, tab.panel);

  const playBlock = (code: string, withLabel: boolean) => {
    const play = playOf(code);
    if (!play || play.options.length === 0) {
      return (
        <div key={code} className="sp-not-on-sale">
          {t.notOnSale}
        </div>
      );
    }
    return (
      <div key={code} className="sp-play" data-play={code}>
        {!withLabel && play.line !== null && <div className="sp-play-line">{rowLineLabel(play)}</div>}
        <OptionGrid
          play={listedPlay(match.gameCode, play)}
          picked={picked(code)}
          disabled={!onSale}
          onToggle={(option) => onToggle(match.matchId, code, option)}
          label={withLabel ? rowLineLabel(play) : undefined}
        />
        {play.single && <span className="sp-single">{t.single}</span>}
      </div>
    );
  };

  return (
    <article className={`sp-match${onSale ? "" : " sp-match-stopped"}`} data-match={match.matchId}>
      <MatchSide
        match={match}
        time={onSale ? t.closeAt(chinaClock(Date.parse(match.closeAt)).time) : t.stopped}
      />
      <div className="sp-match-main">
        <MatchTeams match={match} />
        {tab.inline.map((code) => playBlock(code, hh))}
        {hh && (
          <>
            <button
              type="button"
              className={`sp-more${panelPicked > 0 ? " sp-more-on" : ""}`}
              aria-expanded={open}
              onClick={() => setOpen(!open)}
            >
              {open ? t.collapse : panelPicked > 0 ? t.pickedInPanel(panelPicked) : t.morePlays}
            </button>
            {open && (
              <div className="sp-panel">
                {tab.panel.map((code) => (
                  <section key={code}>
                    <h4 className="sp-panel-title">{playOf(code)?.name ?? playName(match.gameCode, code)}</h4>
                    {playBlock(code, false)}
                  </section>
                ))}
              </div>
            )}
          </>
        )}
      </div>
    </article>
  );
}

/** The Chinese name of a play of this game from packages/rules (for plays the match does not offer). */
function playName(game: string, code: string): string {
  const rules = findSportsGame(game);
  return (rules && findSportsPlay(rules, code)?.name) ?? code;
}
