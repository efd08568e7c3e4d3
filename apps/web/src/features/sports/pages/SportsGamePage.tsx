import type { ReactNode } from "react";
import { Tabs } from "antd-mobile";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { sportsMessages } from "../../../messages/sports.ts";
import { BetBar } from "../components/BetBar.tsx";
import { DaySection } from "../components/DaySection.tsx";
import { LeagueFilter } from "../components/LeagueFilter.tsx";
import { MatchRow } from "../components/MatchRow.tsx";
import { SaleIssueLine } from "../components/SaleIssueLine.tsx";
import { SlipView } from "../components/SlipView.tsx";
import { YouhuaView } from "../components/YouhuaView.tsx";
import { useSportsGamePage, type ListedGame, type SportsGamePageModel } from "../hooks/useSportsGamePage.ts";
import { matchOnSale } from "../logic/selection.ts";
import { slipTotals } from "../logic/slip.ts";
import "../sports.css";

const t = sportsMessages.sports;

export interface SportsGamePageProps {
  game: ListedGame;
  /** One tournament's page (/sjb: ozb): its matches only, bets through bet_ozb, no league filter. */
  event?: "ozb";
  /** The header's title instead of the game's name. */
  title?: string;
  /** Shown above the play tabs (the tournament page's own tabs). */
  top?: ReactNode;
}

/**
 * A sports game page (/jczq, /jclq, /bjdc, /qwzq): play tabs, league filter, matches by business day
 * with option buttons, the selected-matches bar; `?step=slip` shows the bet slip over the same picks.
 */
export function SportsGamePage({ game, event, title, top }: SportsGamePageProps) {
  const page = useSportsGamePage(game, event);
  if (page.step === "slip") return <SlipStep page={page} />;
  if (page.step === "youhua") return <YouhuaStep page={page} />;
  const { info, slip, tab } = page;
  return (
    <Page
      className="sports-page"
      header={<ListHeader page={page} title={title} />}
      footer={
        <BetBar
          count={page.chosen.length}
          ready={page.chosen.length > 0}
          onClear={() => slip.setPicks({})}
          onNext={page.goSlip}
        />
      }
    >
      {top}
      {page.tabs.length > 1 && (
        <Tabs className="sp-tabs" activeKey={tab.key} onChange={(key) => void page.switchTab(key)}>
          {page.tabs.map((x) => (
            <Tabs.Tab key={x.key} title={x.name} />
          ))}
        </Tabs>
      )}
      {info?.issue && <SaleIssueLine issue={info.issue} onSale={page.onSale} />}
      <MatchDays page={page} />
    </Page>
  );
}

/** The game's name with the league filter and the way to its results. */
function ListHeader({ page, title }: { page: SportsGamePageModel; title?: string }) {
  const { info, game } = page;
  return (
    <PageHeader
      title={title ?? t.titles[game]}
      right={
        <span className="sp-header-actions">
          {info && !page.event && (
            <LeagueFilter leagues={info.leagues} chosen={page.leagues} onChange={page.setLeagues} />
          )}
          <HeaderLink text={t.results} to={`/sportResultDetailList/${game}/latest`} />
        </span>
      }
    />
  );
}

/** The matches of the chosen leagues by business day, each with the tab's option buttons. */
function MatchDays({ page }: { page: SportsGamePageModel }) {
  const { query, slip } = page;
  return (
    <LoadState
      status={query.status}
      empty={page.days.length === 0}
      emptyText={t.noMatches}
      onRetry={() => void query.refetch()}
    >
      {page.days.map(({ day, matches: list }) => (
        <DaySection key={day.businessDate} day={day} count={list.length}>
          {list.map((match) => (
            <MatchRow
              key={match.matchId}
              match={match}
              tab={page.tab}
              picks={slip.picks}
              onSale={page.onSale && matchOnSale(match, page.nowMs)}
              onToggle={slip.toggle}
            />
          ))}
        </DaySection>
      ))}
    </LoadState>
  );
}

/** `?step=slip`: the bet slip over the chosen matches. */
function SlipStep({ page }: { page: SportsGamePageModel }) {
  return (
    <Page className="sports-page" header={<PageHeader title={t.slipTitle} />}>
      <SlipView
        game={page.game}
        matches={page.chosen}
        slip={page.slip}
        onAddMatches={page.toList}
        onOrder={page.toOrder}
        onOptimise={page.toYouhua}
        event={page.event}
      />
    </Page>
  );
}

/** `?step=youhua`: 奖金优化 of the slip, starting from its amount. */
function YouhuaStep({ page }: { page: SportsGamePageModel }) {
  const { game, chosen, slip } = page;
  const totals = slipTotals(game, chosen, slip.passTypes, slip.multiple);
  return (
    <Page className="sports-page" header={<PageHeader title={sportsMessages.sportsYouhua.title} />}>
      <YouhuaView
        game={game}
        matches={chosen}
        passTypes={slip.passTypes}
        startFen={totals.ok ? totals.value.amountFen : 0}
        onPlaced={slip.clear}
        onAgain={page.toList}
        onOrder={page.toOrder}
      />
    </Page>
  );
}
