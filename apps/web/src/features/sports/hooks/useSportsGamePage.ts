import { useEffect, useMemo, useState } from "react";
import { Dialog } from "antd-mobile";
import { useNavigate, useSearchParams } from "react-router";
import type { SpPageInfoModels, SportsGameCode, SportsMatchView } from "@lottery/contract";
import { showToast } from "../../../lib/toast.ts";
import { sportsMessages } from "../../../messages/sports.ts";
import { useSpPageInfo } from "../api/sports-api.ts";
import { SPORTS_GAME_VIEWS, type PlayTab } from "../logic/games.ts";
import {
  issueOnSale,
  matchesById,
  picksFitTab,
  prunePicks,
  samePicks,
  serverNow,
} from "../logic/selection.ts";
import { allowedPassTypes, slipMatches, type SlipMatch } from "../logic/slip.ts";
import { slipStore, type SlipState } from "../logic/slip-store.ts";

const t = sportsMessages.sports;

export type ListedGame = Exclude<SportsGameCode, "ctzq">;

/**
 * Everything a sports game page (/jczq, /jclq, /bjdc, /qwzq) shows and does: the page info, the
 * game's picks (slip store) with the chosen matches, the play tab, the league filter, the step of
 * `?step=` (slip, youhua) and the ways between them.
 */
export function useSportsGamePage(game: ListedGame, event?: "ozb") {
  const view = SPORTS_GAME_VIEWS[game];
  // The European Championship's page keeps its own picks (its matches only), apart from /jczq's.
  const useSlip = slipStore(event ? `${game}-${event}` : game, view.tabs[0]!.key);
  const slip = useSlip();
  const query = useSpPageInfo(game);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [leagues, setLeagues] = useState<string[] | null>(null);
  const info = query.data;
  const nowMs = serverNow(info, query.dataUpdatedAt);
  const matches = useMemo(() => matchesById(info), [info]);
  const receivedAt = query.dataUpdatedAt;
  useEffect(() => {
    // when new data arrives (not on every pick), picks of matches or options no longer on sale go
    if (!info) return;
    const { picks, setPicks } = useSlip.getState();
    const kept = prunePicks(picks, matches, serverNow(info, receivedAt));
    if (!samePicks(kept, picks)) setPicks(kept);
  }, [info, matches, receivedAt, useSlip]);
  const tab = view.tabs.find((x) => x.key === slip.tab) ?? view.tabs[0]!;
  const chosen = slipMatches(slip.picks, slip.bankers, matches);
  return {
    game,
    event,
    tabs: view.tabs,
    slip,
    query,
    info,
    nowMs,
    tab,
    chosen,
    leagues,
    setLeagues,
    onSale: info?.issue ? issueOnSale(info.issue, nowMs) : true,
    step: info ? params.get("step") : null,
    days: shownDays(info, event ? [event] : leagues),
    switchTab: (key: string) => switchTab(view.tabs, tab, slip, key),
    goSlip: () => goSlip(game, chosen, () => setParams({ step: "slip" })),
    toList: () => setParams({}, { replace: true }),
    toYouhua: () => setParams({ step: "youhua" }),
    toOrder: (orderId: string) => navigate(`/orderDetails?orderId=${encodeURIComponent(orderId)}`),
  };
}

export type SportsGamePageModel = ReturnType<typeof useSportsGamePage>;

/** The business days with their matches of the chosen leagues (all leagues: `leagues` null). */
function shownDays(info: SpPageInfoModels | undefined, leagues: string[] | null) {
  const shown = (match: SportsMatchView) => leagues === null || leagues.includes(match.league.code);
  return (info?.days ?? [])
    .map((day) => ({ day, matches: day.matches.filter(shown) }))
    .filter((d) => d.matches.length > 0);
}

/** Another play tab: the picks stay when they fit it, else they go once the player agrees. */
async function switchTab(tabs: readonly PlayTab[], current: PlayTab, slip: SlipState, key: string) {
  const next = tabs.find((x) => x.key === key);
  if (!next || next.key === current.key) return;
  if (picksFitTab(slip.picks, next)) return slip.setTab(key, false);
  const yes = await Dialog.confirm({ title: t.switchPlayTitle, content: t.switchPlayBody });
  if (yes) slip.setTab(key, true);
}

/** On to the slip when the chosen matches allow a pass type; else says what is missing. */
function goSlip(game: ListedGame, chosen: SlipMatch[], open: () => void) {
  const allowed = allowedPassTypes(game, chosen);
  if (!allowed.ok) return showToast(allowed.message);
  if (allowed.value.length === 0) return showToast(t.pickHint(2));
  open();
}
