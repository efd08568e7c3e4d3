import { useEffect, useMemo, useState } from "react";
import { Button, Dialog, Stepper, Tabs } from "antd-mobile";
import { useNavigate } from "react-router";
import type { BetJcModels } from "@lottery/contract";
import { findGame, formatMoney, type CtzqPlay } from "@lottery/rules";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { chinaClock } from "../../../lib/china-time.ts";
import { useRequestId } from "../../../lib/request-id.ts";
import { messages } from "../../../messages/index.ts";
import { submitJcBet, useSpPageInfo } from "../api/sports-api.ts";
import { BetDone } from "../components/BetDone.tsx";
import { CtzqRow } from "../components/CtzqRow.tsx";
import { chosenCount, ctzqCount, ctzqLegs, ctzqMatches } from "../logic/ctzq.ts";
import { ctzqStore } from "../logic/ctzq-store.ts";
import { issueOnSale, matchOnSale, serverNow } from "../logic/selection.ts";
import "../sports.css";

const t = messages.sports;
const c = messages.sportsCtzq;
const PLAYS: readonly CtzqPlay[] = ["T14C", "TR9"];

/**
 * /ctzq 传统足彩: the issue on sale's 14 matches, 胜负彩 / 任选九 tabs, 3/1/0 per match (TR9 with 胆),
 * live bets and amount from packages/rules, multiple, and bet_jc_create in its CTZQ shape.
 */
export default function CtzqPage() {
  const useCtzq = ctzqStore();
  const s = useCtzq();
  const query = useSpPageInfo("ctzq");
  const navigate = useNavigate();
  const info = query.data;
  const matches = useMemo(() => ctzqMatches(info), [info]);
  const issue = info?.issue ?? null;
  const nowMs = serverNow(info, query.dataUpdatedAt);
  const onSale = issueOnSale(issue, nowMs);
  const [placed, setPlaced] = useState<BetJcModels | null>(null);
  const [busy, setBusy] = useState(false);
  const send = useRequestId();

  const loaded = info !== undefined;
  const saleIssue = issue?.issue ?? null;
  useEffect(() => {
    // picks belong to one issue: a new issue on sale starts again
    const picked = useCtzq.getState();
    if (loaded && picked.issue !== saleIssue) picked.reset(saleIssue);
  }, [loaded, saleIssue, useCtzq]);

  const count = ctzqCount(s.play, matches, s, s.multiple);
  const submit = async (): Promise<void> => {
    if (!count.ok || !issue) return;
    const yes = await Dialog.confirm({
      title: t.slipTitle,
      content: c.confirm(
        issue.issue,
        c.plays[s.play] ?? s.play,
        count.value.bets,
        s.multiple,
        formatMoney(count.value.costFen),
      ),
      confirmText: t.submit,
      cancelText: t.cancel,
    });
    if (!yes) return;
    const payload = {
      gameCode: "ctzq",
      passTypes: s.play,
      legs: ctzqLegs(s.play, matches, s),
      multiple: s.multiple,
    };
    setBusy(true);
    try {
      const outcome = await send(JSON.stringify(payload), (id) => submitJcBet(payload, id));
      if ("placed" in outcome) {
        s.reset(issue.issue);
        setPlaced(outcome.placed);
      }
    } catch {
      // the request layer has shown the refusal
    } finally {
      setBusy(false);
    }
  };

  const header = <PageHeader title={t.titles.ctzq} />;
  if (placed) {
    return (
      <Page className="sports-page" header={header}>
        <BetDone
          placed={placed}
          onOrder={() => navigate(`/orderDetails?orderId=${encodeURIComponent(placed.orderId)}`)}
          onAgain={() => setPlaced(null)}
        />
      </Page>
    );
  }
  const have = chosenCount(s.picks);
  return (
    <Page
      className="sports-page"
      header={header}
      footer={
        <footer className="sp-slip-foot sp-ctzq-foot">
          <div className="sp-ctzq-status" data-testid="sp-ctzq-count">
            {count.ok
              ? t.summary(count.value.bets, s.multiple, formatMoney(count.value.costFen))
              : count.short !== undefined
                ? c.short(s.play, have, count.short)
                : count.message}
          </div>
          <div className="sp-ctzq-actions">
            <button
              type="button"
              className="sp-ctzq-clear"
              disabled={have === 0}
              onClick={() => s.reset(s.issue)}
            >
              {t.clear}
            </button>
            <span className="sp-ctzq-multiple">
              <Stepper
                min={1}
                max={findGame(s.play === "T14C" ? "t14c" : "tr9")?.maxBeishu ?? 9999}
                digits={0}
                value={s.multiple}
                onChange={(value) => s.setMultiple(Math.max(1, Math.floor(value || 1)))}
              />
              {t.multipleUnit}
            </span>
            <Button
              color="primary"
              disabled={!count.ok || !onSale || busy}
              loading={busy}
              onClick={() => void submit()}
            >
              {t.submit}
            </Button>
          </div>
        </footer>
      }
    >
      <Tabs className="sp-tabs" activeKey={s.play} onChange={(key) => s.setPlay(key as CtzqPlay)}>
        {PLAYS.map((play) => (
          <Tabs.Tab key={play} title={c.plays[play]} />
        ))}
      </Tabs>
      {info && (
        <div className={`sp-issue${onSale ? "" : " sp-issue-stopped"}`}>
          {issue && onSale ? t.issueLine(issue.issue, closeText(issue.closeAt)) : t.issueStopped}
        </div>
      )}
      <div className="sp-ctzq-rule">{c.rules[s.play]}</div>
      <LoadState
        status={query.status}
        empty={matches.length === 0}
        emptyText={t.noMatches}
        onRetry={() => void query.refetch()}
      >
        {matches.map((match) => (
          <CtzqRow
            key={match.matchId}
            match={match}
            picked={s.picks[match.matchId] ?? []}
            onSale={onSale && matchOnSale(match, nowMs)}
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
    </Page>
  );
}

/** "11-23 15:20" in China time. */
function closeText(iso: string): string {
  const clock = chinaClock(Date.parse(iso));
  return `${clock.monthDay} ${clock.time}`;
}
