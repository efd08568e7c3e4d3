import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { useResultList } from "../api/results.ts";
import { PlaySwitch } from "../components/PlaySwitch.tsx";
import { DrawHistoryList } from "../components/DrawHistoryList.tsx";
import { FAST_RESULTS_GAME_PARAM, fastResultGames } from "../logic/fast-results.ts";
import { trendPath } from "../logic/trend.ts";
import "../components/lottery.css";
import "../components/orders.css";
import "../components/extras.css";

const GAMES = fastResultGames();

/**
 * /gpresultdetaillist: fast-draw history. A switcher across the catalogue's fast games (kept in
 * `?gameCode=` so back returns to it), the chosen game's draws newest first (lotteryresult/list,
 * infinite scroll, pull to refresh); a row opens the draw, where house games show seed and 验证.
 */
export default function FastResultListPage() {
  const m = lotteryMessages.lotteryExtras;
  const [search, setSearch] = useSearchParams();
  const asked = (search.get(FAST_RESULTS_GAME_PARAM) ?? "").toLowerCase();
  const game = GAMES.find((g) => g.code === asked) ?? GAMES[0]!;
  const results = useResultList(game.code);
  // The switcher scrolls sideways: keep the chosen game in view (after a reload or a shared link too).
  const switcher = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = switcher.current?.querySelector<HTMLElement>("[aria-selected=true]");
    active?.scrollIntoView?.({ inline: "center", block: "nearest" });
  }, [game.code]);
  return (
    <Page
      className="lottery-page result-list-page"
      header={
        <PageHeader
          title={m.fastResultsTitle}
          right={<HeaderLink text={m.trend} to={trendPath(game.code)} />}
        />
      }
    >
      <div ref={switcher}>
        <PlaySwitch
          plays={GAMES}
          value={game.code}
          onChange={(code) => setSearch({ [FAST_RESULTS_GAME_PARAM]: code }, { replace: true })}
        />
      </div>
      {game.house && <p className="fast-results-house">{m.houseVerifiable}</p>}
      <DrawHistoryList results={results} />
    </Page>
  );
}
