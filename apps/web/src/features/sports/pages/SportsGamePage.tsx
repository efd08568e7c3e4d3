import { useEffect, useMemo, useState } from "react";
import { Dialog, Tabs } from "antd-mobile";
import { useNavigate, useSearchParams } from "react-router";
import type { SportsGameCode } from "@lottery/contract";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { chinaClock } from "../../../lib/china-time.ts";
import { showToast } from "../../../lib/toast.ts";
import { messages } from "../../../messages/index.ts";
import { useSpPageInfo } from "../api/sports-api.ts";
import { BetBar } from "../components/BetBar.tsx";
import { DaySection } from "../components/DaySection.tsx";
import { LeagueFilter } from "../components/LeagueFilter.tsx";
import { MatchRow } from "../components/MatchRow.tsx";
import { SlipView } from "../components/SlipView.tsx";
import { YouhuaView } from "../components/YouhuaView.tsx";
import { SPORTS_GAME_VIEWS } from "../logic/games.ts";
import {
  issueOnSale,
  matchesById,
  matchOnSale,
  picksFitTab,
  prunePicks,
  samePicks,
  serverNow,
} from "../logic/selection.ts";
import { allowedPassTypes, slipMatches, slipTotals } from "../logic/slip.ts";
import { slipStore } from "../logic/slip-store.ts";
import "../sports.css";

const t = messages.sports;

export type ListedGame = Exclude<SportsGameCode, "ctzq">;

/**
 * A sports game page (/jczq, /jclq, /bjdc, /qwzq): play tabs, league filter, matches by business day
 * with option buttons, the selected-matches bar; `?step=slip` shows the bet slip over the same picks.
 */
export function SportsGamePage({ game }: { game: ListedGame }) {
  const view = SPORTS_GAME_VIEWS[game];
  const useSlip = slipStore(game, view.tabs[0]!.key);
  const slip = useSlip();
  const query = useSpPageInfo(game);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [leagues, setLeagues] = useState<string[] | null>(null);
  const info = query.data;
  const nowMs = serverNow(info, query.dataUpdatedAt);
  const matches = useMemo(() => matchesById(info), [info]);
  const tab = view.tabs.find((x) => x.key === slip.tab) ?? view.tabs[0]!;
  const onSale = info?.issue ? issueOnSale(info.issue, nowMs) : true;

  const receivedAt = query.dataUpdatedAt;
  useEffect(() => {
    // when new data arrives (not on every pick), picks of matches or options no longer on sale go
    if (!info) return;
    const { picks, setPicks } = useSlip.getState();
    const kept = prunePicks(picks, matches, serverNow(info, receivedAt));
    if (!samePicks(kept, picks)) setPicks(kept);
  }, [info, matches, receivedAt, useSlip]);

  const chosen = slipMatches(slip.picks, slip.bankers, matches);
  const switchTab = async (key: string) => {
    const next = view.tabs.find((x) => x.key === key);
    if (!next || next.key === tab.key) return;
    if (picksFitTab(slip.picks, next)) return slip.setTab(key, false);
    const yes = await Dialog.confirm({ title: t.switchPlayTitle, content: t.switchPlayBody });
    if (yes) slip.setTab(key, true);
  };
  const goSlip = () => {
    const allowed = allowedPassTypes(game, chosen);
    if (!allowed.ok) return showToast(allowed.message);
    if (allowed.value.length === 0) return showToast(t.pickHint(2));
    setParams({ step: "slip" });
  };

  const toOrder = (orderId: string) => navigate(`/orderDetails?orderId=${encodeURIComponent(orderId)}`);
  if (params.get("step") === "slip" && info) {
    return (
      <Page className="sports-page" header={<PageHeader title={t.slipTitle} />}>
        <SlipView
          game={game}
          matches={chosen}
          slip={slip}
          onAddMatches={() => setParams({}, { replace: true })}
          onOrder={toOrder}
          onOptimise={() => setParams({ step: "youhua" })}
        />
      </Page>
    );
  }
  if (params.get("step") === "youhua" && info) {
    const totals = slipTotals(game, chosen, slip.passTypes, slip.multiple);
    return (
      <Page className="sports-page" header={<PageHeader title={messages.sportsYouhua.title} />}>
        <YouhuaView
          game={game}
          matches={chosen}
          passTypes={slip.passTypes}
          startFen={totals.ok ? totals.value.amountFen : 0}
          onPlaced={slip.clear}
          onAgain={() => setParams({}, { replace: true })}
          onOrder={toOrder}
        />
      </Page>
    );
  }

  const shown = (leagueCode: string) => leagues === null || leagues.includes(leagueCode);
  const days = (info?.days ?? [])
    .map((day) => ({ day, matches: day.matches.filter((m) => shown(m.league.code)) }))
    .filter((d) => d.matches.length > 0);
  return (
    <Page
      className="sports-page"
      header={
        <PageHeader
          title={t.titles[game]}
          right={
            <span className="sp-header-actions">
              {info && <LeagueFilter leagues={info.leagues} chosen={leagues} onChange={setLeagues} />}
              <HeaderLink text={t.results} to={`/sportResultDetailList/${game}/latest`} />
            </span>
          }
        />
      }
      footer={
        <BetBar
          count={chosen.length}
          ready={chosen.length > 0}
          onClear={() => slip.setPicks({})}
          onNext={goSlip}
        />
      }
    >
      {view.tabs.length > 1 && (
        <Tabs className="sp-tabs" activeKey={tab.key} onChange={(key) => void switchTab(key)}>
          {view.tabs.map((x) => (
            <Tabs.Tab key={x.key} title={x.name} />
          ))}
        </Tabs>
      )}
      {info?.issue && (
        <div className={`sp-issue${onSale ? "" : " sp-issue-stopped"}`}>
          {onSale ? t.issueLine(info.issue.issue, closeText(info.issue.closeAt)) : t.issueStopped}
        </div>
      )}
      <LoadState
        status={query.status}
        empty={days.length === 0}
        emptyText={t.noMatches}
        onRetry={() => void query.refetch()}
      >
        {days.map(({ day, matches: list }) => (
          <DaySection key={day.businessDate} day={day} count={list.length}>
            {list.map((match) => (
              <MatchRow
                key={match.matchId}
                match={match}
                tab={tab}
                picks={slip.picks}
                onSale={onSale && matchOnSale(match, nowMs)}
                onToggle={slip.toggle}
              />
            ))}
          </DaySection>
        ))}
      </LoadState>
    </Page>
  );
}

/** "11-23 15:20" in China time. */
function closeText(iso: string): string {
  const clock = chinaClock(Date.parse(iso));
  return `${clock.monthDay} ${clock.time}`;
}
