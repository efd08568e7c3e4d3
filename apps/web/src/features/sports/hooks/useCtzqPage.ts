import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import type { BetJcModels, SpPageInfoModels, SportsMatchView } from "@lottery/contract";
import { findGame } from "@lottery/rules";
import { confirmPayment } from "../../../components/confirm-payment.tsx";
import { packetPayment, usePacketChoice, type PacketChoiceModel } from "../../../lib/api/packets.ts";
import { useRequestId } from "../../../lib/request-id.ts";
import { sportsMessages } from "../../../messages/sports.ts";
import { submitJcBet, useSpPageInfo } from "../api/sports-api.ts";
import { chosenCount, ctzqCount, ctzqLegs, ctzqMatches } from "../logic/ctzq.ts";
import { ctzqStore, type CtzqState } from "../logic/ctzq-store.ts";
import { issueOnSale, serverNow } from "../logic/selection.ts";

const t = sportsMessages.sports;
const c = sportsMessages.sportsCtzq;

type SaleIssue = NonNullable<SpPageInfoModels["issue"]>;

/**
 * Everything /ctzq shows and does: the issue on sale and its matches, the picks (ctzq store), the
 * live count from packages/rules, and the bet through bet_jc_create in its CTZQ shape.
 */
export function useCtzqPage() {
  const useCtzq = ctzqStore();
  const s = useCtzq();
  const query = useSpPageInfo("ctzq");
  const navigate = useNavigate();
  const info = query.data;
  const matches = useMemo(() => ctzqMatches(info), [info]);
  const issue = info?.issue ?? null;
  const nowMs = serverNow(info, query.dataUpdatedAt);
  const saleIssue = issue?.issue ?? null;
  const loaded = info !== undefined;
  useEffect(() => {
    // picks belong to one issue: a new issue on sale starts again
    const picked = useCtzq.getState();
    if (loaded && picked.issue !== saleIssue) picked.reset(saleIssue);
  }, [loaded, saleIssue, useCtzq]);
  const count = ctzqCount(s.play, matches, s, s.multiple);
  // One red packet per order, the best one preselected, paying the stake first (issue 25).
  const packets = usePacketChoice(count.ok ? count.value.costFen : 0, count.ok);
  const bet = useCtzqBet(s, matches, issue, count, packets);
  return {
    s,
    query,
    loaded,
    issue,
    matches,
    nowMs,
    onSale: issueOnSale(issue, nowMs),
    count,
    packets,
    have: chosenCount(s.picks),
    maxMultiple: findGame(s.play === "T14C" ? "t14c" : "tr9")?.maxBeishu ?? 9999,
    ...bet,
    toOrder: (orderId: string) => navigate(`/orderDetails?orderId=${encodeURIComponent(orderId)}`),
  };
}

export type CtzqPageModel = ReturnType<typeof useCtzqPage>;

/** Confirms and places the CTZQ bet; the picks start again for the issue once it is placed. */
function useCtzqBet(
  s: CtzqState,
  matches: readonly SportsMatchView[],
  issue: SaleIssue | null,
  count: ReturnType<typeof ctzqCount>,
  packets: PacketChoiceModel,
) {
  const [placed, setPlaced] = useState<BetJcModels | null>(null);
  const [busy, setBusy] = useState(false);
  const send = useRequestId();
  const submit = async (): Promise<void> => {
    if (!count.ok || !issue) return;
    const line = c.confirm(issue.issue, c.plays[s.play] ?? s.play, count.value.bets, s.multiple);
    const { fields, ...confirmation } = packetPayment(packets, [line], count.value.costFen);
    const yes = await confirmPayment({ title: t.slipTitle, ...confirmation });
    if (!yes) return;
    const payload = {
      gameCode: "ctzq",
      passTypes: s.play,
      legs: ctzqLegs(s.play, matches, s),
      multiple: s.multiple,
      ...fields,
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
  return { placed, busy, submit, again: () => setPlaced(null) };
}
