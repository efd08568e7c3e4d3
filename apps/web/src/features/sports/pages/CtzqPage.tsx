import { Tabs } from "antd-mobile";
import type { CtzqPlay } from "@lottery/rules";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { sportsMessages } from "../../../messages/sports.ts";
import { BetDone } from "../components/BetDone.tsx";
import { CtzqFoot } from "../components/CtzqFoot.tsx";
import { CtzqRow } from "../components/CtzqRow.tsx";
import { SaleIssueLine } from "../components/SaleIssueLine.tsx";
import { useCtzqPage, type CtzqPageModel } from "../hooks/useCtzqPage.ts";
import { matchOnSale } from "../logic/selection.ts";
import "../sports.css";

const t = sportsMessages.sports;
const c = sportsMessages.sportsCtzq;
const PLAYS: readonly CtzqPlay[] = ["T14C", "TR9"];

/**
 * /ctzq 传统足彩: the issue on sale's 14 matches, 胜负彩 / 任选九 tabs, 3/1/0 per match (TR9 with 胆),
 * live bets and amount from packages/rules, multiple, and bet_jc_create in its CTZQ shape.
 */
export default function CtzqPage() {
  const page = useCtzqPage();
  const { s, placed } = page;
  const header = <PageHeader title={t.titles.ctzq} />;
  if (placed) {
    return (
      <Page className="sports-page" header={header}>
        <BetDone placed={placed} onOrder={() => page.toOrder(placed.orderId)} onAgain={page.again} />
      </Page>
    );
  }
  return (
    <Page className="sports-page" header={header} footer={<CtzqFoot page={page} />}>
      <Tabs className="sp-tabs" activeKey={s.play} onChange={(key) => s.setPlay(key as CtzqPlay)}>
        {PLAYS.map((play) => (
          <Tabs.Tab key={play} title={c.plays[play]} />
        ))}
      </Tabs>
      {page.loaded && <SaleIssueLine issue={page.issue} onSale={page.onSale} />}
      <div className="sp-ctzq-rule">{c.rules[s.play]}</div>
      <CtzqMatches page={page} />
    </Page>
  );
}

/** The issue's matches in order, each with its picks and, on 任选九, its 胆. */
function CtzqMatches({ page }: { page: CtzqPageModel }) {
  const { s, query } = page;
  return (
    <LoadState
      status={query.status}
      empty={page.matches.length === 0}
      emptyText={t.noMatches}
      onRetry={() => void query.refetch()}
    >
      {page.matches.map((match) => (
        <CtzqRow
          key={match.matchId}
          match={match}
          picked={s.picks[match.matchId] ?? []}
          onSale={page.onSale && matchOnSale(match, page.nowMs)}
          onToggle={(code) => s.toggle(match.matchId, code)}
          banker={
            s.play === "TR9"
              ? { on: s.bankers.includes(match.matchId), onToggle: () => s.toggleBanker(match.matchId) }
              : undefined
          }
        />
      ))}
      <p className="sp-note sp-ctzq-note">{c.floating}</p>
    </LoadState>
  );
}
