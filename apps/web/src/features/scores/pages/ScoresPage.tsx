import { Tabs } from "antd-mobile";
import { useNavigate, useParams, useSearchParams } from "react-router";
import type { LiveMatchView, MatchLiveModels } from "@lottery/contract";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { scoresMessages } from "../../../messages/scores.ts";
import { useMatchLive, useMyLiveMatches } from "../api/scores-api.ts";
import { ScoreRow } from "../components/ScoreRow.tsx";
import { useLiveStream } from "../hooks/useLiveStream.ts";
import { gameOfSport, SCORES_TABS, sportOf, type ScoresTab } from "../logic/live-text.ts";
import { useStarred } from "../logic/starred.ts";
import { MatchPage } from "./MatchPage.tsx";
import "../scores.css";

const t = scoresMessages.scores;

const EMPTY: Record<ScoresTab, string> = {
  live: t.noLive,
  result: t.noResult,
  schedule: t.noSchedule,
  follow: t.noFollow,
};

function rowsOf(
  data: MatchLiveModels | undefined,
  tab: ScoresTab,
  starred: readonly string[],
): LiveMatchView[] {
  if (!data) return [];
  if (tab === "live") return data.live;
  if (tab === "result") return data.recent;
  if (tab === "schedule") return data.upcoming;
  const all = [...data.live, ...data.upcoming, ...data.recent];
  return all.filter((m) => starred.includes(m.matchId));
}

/**
 * /scores and /scores/{menu} (menu: football or basketball): 即时 / 赛果 / 赛程 / 关注 lists that follow
 * the event stream (a goal flashes its row), the player's own ticket legs marked; `?match=` opens a
 * match's page (events, statistics, standings, form, head to head, odds movement). The tab is in
 * `?tab=`.
 */
export default function ScoresPage() {
  const { menu } = useParams();
  const sport = sportOf(menu);
  const game = gameOfSport(sport);
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const tab = (SCORES_TABS as readonly string[]).includes(search.get("tab") ?? "")
    ? (search.get("tab") as ScoresTab)
    : "live";
  const matchId = search.get("match");
  const query = useMatchLive(game);
  const flashing = useLiveStream(game);
  const mine = useMyLiveMatches();
  const { ids: starred, toggle } = useStarred();
  if (matchId) return <MatchPage matchId={matchId} onBack={() => setSearch({ tab })} />;
  const rows = rowsOf(query.data, tab, starred);
  return (
    <Page className="scores-page" header={<PageHeader title={t.title} />}>
      <div className="sc-sports" role="tablist">
        {(["football", "basketball"] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === sport}
            className={`sc-sport${s === sport ? " sc-sport-on" : ""}`}
            onClick={() => void navigate(`/scores/${s}?tab=${tab}`, { replace: true })}
          >
            {t.sports[s]}
          </button>
        ))}
      </div>
      <Tabs activeKey={tab} onChange={(key) => setSearch({ tab: key }, { replace: true })}>
        {SCORES_TABS.map((key) => (
          <Tabs.Tab key={key} title={t.tabs[key]} />
        ))}
      </Tabs>
      <LoadState
        status={query.status}
        empty={rows.length === 0}
        emptyText={EMPTY[tab]}
        onRetry={() => void query.refetch()}
      >
        <ul className="sc-list">
          {rows.map((match) => (
            <ScoreRow
              key={match.matchId}
              match={match}
              starred={starred.includes(match.matchId)}
              mine={mine.has(match.matchId)}
              flashing={flashing.has(match.matchId)}
              onStar={() => toggle(match.matchId)}
              onOpen={() => setSearch({ tab, match: match.matchId })}
            />
          ))}
        </ul>
      </LoadState>
    </Page>
  );
}
