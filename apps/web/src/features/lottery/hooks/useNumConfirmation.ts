import { refreshPackets } from "../../../lib/api/packets.ts";
import { useEffect, useRef, useState } from "react";
import { Dialog } from "antd-mobile";
import { useLocation, useNavigate } from "react-router";
import { formatMoney, gameRoute, yuanToFen, type ChasePlan } from "@lottery/rules";
import type { BetSzcModels } from "@lottery/contract";
import { confirmPayment } from "../../../components/confirm-payment.tsx";
import { useUserInfo } from "../../../lib/api/user-info.ts";
import { loginPathFor, paths } from "../../../lib/paths.ts";
import { useSession } from "../../../lib/session.ts";
import { storage } from "../../../lib/storage.ts";
import { showToast } from "../../../lib/toast.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { useLotteryPageInfo } from "../api/page-info.ts";
import {
  betLimits,
  betParams,
  clampCount,
  listBets,
  loadSettings,
  saveSettings,
  totalCostFen,
  type BetLimits,
  type BetSettings,
} from "../logic/bet-settings.ts";
import { randomSingleBets, secureRandomInt } from "../logic/random-pick.ts";
import { smartChaseParams } from "../logic/smart-chase.ts";
import {
  listedTicket,
  loadTicketList,
  removeTickets,
  saveSelection,
  saveTicketList,
  touchesTicketList,
  type ListedTicket,
} from "../logic/ticket-list.ts";
import { usePacketChoice } from "../../../lib/api/packets.ts";
import { useBetSubmit } from "./useBetSubmit.ts";
import { useFollowIssue } from "./useFollowIssue.ts";

const m = lotteryMessages.lottery;

/**
 * Everything /NumConfirmation shows and does: the bet list and options (SPEC 3 confirmation caches),
 * the issue on sale, the total against the balance, editing the list and paying through bet_szc.
 */
export function useNumConfirmation(gameCode: string, gameType: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const query = useLotteryPageInfo(gameCode);
  const limits = betLimits(gameCode, query.data);
  const { list, setList, reloadList, settings, setSettings } = useConfirmationCaches(gameCode, limits);
  const loggedIn = useSession((s) => Boolean(s.token));
  const balance = useSession((s) => (s.token ? s.userInfo?.Balance : undefined));
  useUserInfo();
  const current = query.data?.current ?? null;
  // the move is said once the next issue is on sale (between a close and the next opening it is not)
  useFollowIssue(gameCode, current?.onSale ? current.issue : undefined);
  const { submit, pending } = useBetSubmit((models: BetSzcModels) => {
    // the bought tickets leave the list (in every tab, through storage); any added meanwhile stay
    removeTickets(gameCode, bought.current);
    reloadList();
    storage.removePerGame("reConfirmation", gameCode);
    // a red packet may have paid: the bag and the credit are read again
    refreshPackets();
    showToast(m.betDone);
    navigate(`${paths.orderDetails}?orderId=${encodeURIComponent(models.orderId)}`, { replace: true });
  });
  const bought = useRef<ListedTicket[]>([]);
  const bets = listBets(list);
  const costFen = totalCostFen(gameCode, list, settings);
  const packets = usePacketChoice(costFen, settings.chase === 1);
  const balanceFen = balance === undefined ? null : yuanToFen(balance);
  const backToPicker = () => {
    if ((location.state as { fromPicker?: boolean } | null)?.fromPicker) navigate(-1);
    else navigate((gameRoute(gameCode) || { path: paths.home }).path);
  };
  // A smart-chase plan (智能追号) pays its own multiple per issue instead of the options'.
  const pay = async (plan?: ChasePlan) => {
    if (!loggedIn) return void navigate(loginPathFor(location.pathname));
    if (!current || !(await stillOnSale(query, current.issue))) return;
    bought.current = list;
    const base = betParams(gameCode, current.issue, list, settings);
    const params = plan
      ? smartChaseParams(base, plan, settings.stopOnWin)
      : { ...base, ...(packets.choice ? { packetId: packets.choice.packet.id } : {}) };
    const what = plan
      ? m.confirmPlanLine(current.issue, bets, plan.rows.length)
      : m.confirmPayLine(current.issue, bets, settings.multiple, settings.chase);
    const packet = !plan && packets.choice;
    void confirmPayment({
      title: m.confirmPayTitle,
      details: packet ? [what, m.packetUse(formatMoney(packet.creditFen), packet.packet.name)] : [what],
      // what leaves the cash balance: the red packet's credit pays first
      amountFen: plan ? plan.totalCostFen : costFen - (packet ? packet.creditFen : 0),
    }).then((yes) => yes && submit(params));
  };
  return {
    list,
    settings,
    setSettings,
    limits,
    current,
    pending,
    bets,
    costFen,
    balance,
    balanceFen,
    short: balanceFen !== null && bets > 0 && balanceFen < costFen - (packets.choice?.creditFen ?? 0),
    packets,
    closed: query.isSuccess && !current?.onSale,
    ...listActions(gameCode, gameType, list, setList, backToPicker),
    backToPicker,
    pay,
    recharge: () => navigate(paths.rechargeType6),
    /** The ticket a 发起合买 would start (logged in, an issue on sale), else null. */
    togetherTicket:
      loggedIn && current && !query.isLoading && current.onSale
        ? togetherTicketOf(betParams(gameCode, current.issue, list, settings))
        : null,
  };
}

/**
 * Whether the issue shown is still the one on sale: the page may be stale (a tab left open, another
 * tab bought), so the server is asked first. A moved issue is said by useFollowIssue and paid with the
 * next tap, on the issue then shown; a closed one is said here.
 */
async function stillOnSale(query: ReturnType<typeof useLotteryPageInfo>, shown: string): Promise<boolean> {
  const fresh = (await query.refetch()).data?.current;
  if (!fresh || fresh.issue !== shown) return false;
  if (!fresh.onSale) showToast(m.closedNoBet);
  return fresh.onSale;
}

function togetherTicketOf(params: Record<string, string | number>) {
  return {
    gameCode: String(params.gameCode),
    issue: String(params.issue),
    tickets: String(params.tickets),
    multiple: Number(params.multiple),
    addition: Number(params.addition),
  };
}

export type NumConfirmationModel = ReturnType<typeof useNumConfirmation>;

/** The bet list and options, each saved to its cache on change; options clamped to the limits. */
function useConfirmationCaches(gameCode: string, limits: BetLimits) {
  const [list, setListState] = useState(() => loadTicketList(gameCode));
  const [settings, setSettingsState] = useState(() => loadSettings(gameCode, limits));
  // Another tab of the player changed the list (bought, added, cleared): show what is stored.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (touchesTicketList(event, gameCode)) setListState(loadTicketList(gameCode));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [gameCode]);
  // The server's limits may be tighter than the catalogue's: clamp once they arrive.
  const { maxMultiple, maxChase } = limits;
  useEffect(() => {
    setSettingsState((s) => ({
      ...s,
      multiple: clampCount(s.multiple, maxMultiple),
      chase: clampCount(s.chase, maxChase),
    }));
  }, [maxMultiple, maxChase]);
  return {
    list,
    setList: (next: ListedTicket[]) => {
      saveTicketList(gameCode, next);
      setListState(next);
    },
    reloadList: () => setListState(loadTicketList(gameCode)),
    settings,
    setSettings: (next: BetSettings) => {
      saveSettings(gameCode, next);
      setSettingsState(next);
    },
  };
}

/** Editing the list: back to the picker with a ticket, random bets, one ticket or all of them out. */
function listActions(
  gameCode: string,
  gameType: string,
  list: ListedTicket[],
  setList: (next: ListedTicket[]) => void,
  backToPicker: () => void,
) {
  return {
    edit: (ticket: ListedTicket) => {
      saveSelection(gameCode, { play: ticket.play, zones: ticket.zones });
      setList(list.filter((t) => t.id !== ticket.id));
      backToPicker();
    },
    addRandom: (n: number) => {
      const picks = randomSingleBets(gameCode, gameType, n, secureRandomInt);
      setList([...list, ...picks.flatMap((pick) => listedTicket(gameCode, pick) ?? [])]);
    },
    remove: (ticket: ListedTicket) => setList(list.filter((t) => t.id !== ticket.id)),
    clearList: () => void Dialog.confirm({ content: m.clearListConfirm, onConfirm: () => setList([]) }),
  };
}
