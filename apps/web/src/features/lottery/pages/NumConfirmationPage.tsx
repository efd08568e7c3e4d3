import { useEffect, useState } from "react";
import { Dialog, ErrorBlock } from "antd-mobile";
import { formatMoney, gameRoute, yuanToFen } from "@lottery/rules";
import type { ChasePlan } from "@lottery/rules";
import type { BetSzcModels } from "@lottery/contract";
import { useLocation, useNavigate, useParams } from "react-router";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useUserInfo } from "../../../lib/api/user-info.ts";
import { loginPathFor, paths } from "../../../lib/paths.ts";
import { useSession } from "../../../lib/session.ts";
import { storage } from "../../../lib/storage.ts";
import { showToast } from "../../../lib/toast.ts";
import { messages } from "../../../messages/index.ts";
import { useLotteryPageInfo } from "../api/page-info.ts";
import { BetOptions } from "../components/BetOptions.tsx";
import { PayBar } from "../components/PayBar.tsx";
import { SmartChase } from "../components/SmartChase.tsx";
import { TicketList } from "../components/TicketList.tsx";
import { useBetSubmit } from "../hooks/useBetSubmit.ts";
import { useIssueWatch } from "../hooks/useIssueWatch.ts";
import {
  betLimits,
  betParams,
  clampCount,
  listBets,
  loadSettings,
  saveSettings,
  totalCostFen,
  type BetSettings,
} from "../logic/bet-settings.ts";
import { gameNameOf, NUMBER_GAME_CODES } from "../logic/games.ts";
import { randomSingleBets, secureRandomInt } from "../logic/random-pick.ts";
import { smartChaseParams } from "../logic/smart-chase.ts";
import {
  listedTicket,
  loadTicketList,
  saveSelection,
  saveTicketList,
  type ListedTicket,
} from "../logic/ticket-list.ts";
import "../components/lottery.css";

/**
 * /NumConfirmation/{gameCode}/{gameType}: the bet list (edit, delete, random 1/5 more), multiple and
 * chase through the integer filter, stop on win, DLT 追加, the total against the balance (with a way
 * to recharge) and payment through bet_szc. List and options live in the SPEC 3 confirmation caches.
 */
export default function NumConfirmationPage() {
  const { gameCode = "", gameType = "" } = useParams();
  const code = gameCode.toLowerCase();
  if (!(NUMBER_GAME_CODES as readonly string[]).includes(code)) {
    return (
      <Page header={<PageHeader title={messages.brand} />}>
        <ErrorBlock status="empty" title={messages.lottery.unknownGame} description="" />
      </Page>
    );
  }
  return <Confirmation key={code} gameCode={code} gameType={gameType.toUpperCase()} />;
}

export function Confirmation({ gameCode, gameType }: { gameCode: string; gameType: string }) {
  const m = messages.lottery;
  const navigate = useNavigate();
  const location = useLocation();
  const query = useLotteryPageInfo(gameCode);
  const limits = betLimits(gameCode, query.data);
  const [list, setListState] = useState(() => loadTicketList(gameCode));
  const [settings, setSettingsState] = useState(() => loadSettings(gameCode, limits));
  const loggedIn = useSession((s) => Boolean(s.token));
  const balance = useSession((s) => (s.token ? s.userInfo?.Balance : undefined));
  useUserInfo();

  const setList = (next: ListedTicket[]) => {
    saveTicketList(gameCode, next);
    setListState(next);
  };
  const setSettings = (next: BetSettings) => {
    saveSettings(gameCode, next);
    setSettingsState(next);
  };

  // The server's limits may be tighter than the catalogue's: clamp once they arrive.
  const { maxMultiple, maxChase } = limits;
  useEffect(() => {
    setSettingsState((s) => ({
      ...s,
      multiple: clampCount(s.multiple, maxMultiple),
      chase: clampCount(s.chase, maxChase),
    }));
  }, [maxMultiple, maxChase]);

  const current = query.data?.current ?? null;
  useIssueWatch(gameCode, current?.issue);

  const { submit, pending } = useBetSubmit((models: BetSzcModels) => {
    setList([]);
    storage.removePerGame("reConfirmation", gameCode);
    showToast(m.betDone);
    navigate(`${paths.orderDetails}?orderId=${encodeURIComponent(models.orderId)}`, { replace: true });
  });

  const bets = listBets(list);
  const costFen = totalCostFen(gameCode, list, settings);
  const balanceFen = balance === undefined ? null : yuanToFen(balance);
  const short = balanceFen !== null && bets > 0 && balanceFen < costFen;
  const closed = query.isSuccess && !current?.onSale;
  const gamePath = (gameRoute(gameCode) || { path: paths.home }).path;

  const backToPicker = () => {
    if ((location.state as { fromPicker?: boolean } | null)?.fromPicker) navigate(-1);
    else navigate(gamePath);
  };

  const edit = (ticket: ListedTicket) => {
    saveSelection(gameCode, { play: ticket.play, zones: ticket.zones });
    setList(list.filter((t) => t.id !== ticket.id));
    backToPicker();
  };

  const addRandom = (n: number) => {
    const picks = randomSingleBets(gameCode, gameType, n, secureRandomInt);
    setList([...list, ...picks.flatMap((pick) => listedTicket(gameCode, pick) ?? [])]);
  };

  // A smart-chase plan (智能追号) pays its own multiple per issue instead of the options'.
  const pay = (plan?: ChasePlan) => {
    if (!loggedIn) return void navigate(loginPathFor(location.pathname));
    if (!current) return;
    const base = betParams(gameCode, current.issue, list, settings);
    const params = plan ? smartChaseParams(base, plan, settings.stopOnWin) : base;
    void Dialog.confirm({
      title: m.confirmPayTitle,
      content: m.confirmPay(current.issue, formatMoney(plan ? plan.totalCostFen : costFen)),
      onConfirm: () => submit(params),
    });
  };

  return (
    <Page
      className="lottery-page confirm-page"
      header={<PageHeader title={m.confirmTitle(gameNameOf(gameCode))} />}
      footer={
        <PayBar
          bets={bets}
          multiple={settings.multiple}
          chase={settings.chase}
          costFen={costFen}
          balance={balance}
          short={short}
          disabledReason={closed ? m.closedNoBet : null}
          pending={pending}
          onPay={() => pay()}
          onRecharge={() => navigate(paths.rechargeType6)}
        />
      }
    >
      <div className="confirm-tools">
        <button type="button" className="confirm-tool" onClick={backToPicker}>
          + {m.morePicks}
        </button>
        <button type="button" className="confirm-tool" onClick={() => addRandom(1)}>
          + {m.randomBets(1)}
        </button>
        <button type="button" className="confirm-tool" onClick={() => addRandom(5)}>
          + {m.randomBets(5)}
        </button>
      </div>
      <TicketList
        gameCode={gameCode}
        list={list}
        onEdit={edit}
        onRemove={(ticket) => setList(list.filter((t) => t.id !== ticket.id))}
      />
      {list.length > 0 && (
        <button
          type="button"
          className="confirm-clear"
          onClick={() => void Dialog.confirm({ content: m.clearListConfirm, onConfirm: () => setList([]) })}
        >
          {m.clearList}
        </button>
      )}
      <BetOptions gameCode={gameCode} settings={settings} limits={limits} onChange={setSettings} />
      <SmartChase
        gameCode={gameCode}
        list={list}
        settings={settings}
        limits={limits}
        balanceFen={balanceFen}
        onApply={pay}
        onRecharge={() => navigate(paths.rechargeType6)}
      />
      {current && <p className="confirm-issue">{m.betIssue(current.issue)}</p>}
    </Page>
  );
}
