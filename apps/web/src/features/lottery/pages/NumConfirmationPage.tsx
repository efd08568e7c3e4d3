import { useState } from "react";
import { ErrorBlock } from "antd-mobile";
import { useParams } from "react-router";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { showToast } from "../../../lib/toast.ts";
import { commonMessages } from "../../../messages/common.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { togetherMessages } from "../../../messages/together.ts";
import { BetOptions } from "../components/BetOptions.tsx";
import { PacketSwitch } from "../../../components/PacketSwitch.tsx";
import { PayBar } from "../components/PayBar.tsx";
import { SmartChase } from "../components/SmartChase.tsx";
import { StartTogether } from "../../../components/StartTogether.tsx";
import { TicketList } from "../components/TicketList.tsx";
import { useNumConfirmation, type NumConfirmationModel } from "../hooks/useNumConfirmation.ts";
import { gameNameOf, NUMBER_GAME_CODES } from "../logic/games.ts";
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
      <Page header={<PageHeader title={commonMessages.brand} />}>
        <ErrorBlock status="empty" title={lotteryMessages.lottery.unknownGame} description="" />
      </Page>
    );
  }
  return <Confirmation key={code} gameCode={code} gameType={gameType.toUpperCase()} />;
}

/** The bet list, options and payment of one number or fast-draw game (FastConfirmationPage uses it too). */
export function Confirmation({ gameCode, gameType }: { gameCode: string; gameType: string }) {
  const m = lotteryMessages.lottery;
  const page = useNumConfirmation(gameCode, gameType);
  const { list, settings, current } = page;
  return (
    <Page
      className="lottery-page confirm-page"
      header={<PageHeader title={m.confirmTitle(gameNameOf(gameCode))} />}
      footer={
        <PayBar
          bets={page.bets}
          multiple={settings.multiple}
          chase={settings.chase}
          costFen={page.costFen}
          balance={page.balance}
          short={page.short}
          disabledReason={page.closed ? m.closedNoBet : null}
          pending={page.pending}
          onPay={() => void page.pay()}
          onRecharge={page.recharge}
        />
      }
    >
      <ConfirmTools page={page} />
      <TicketList gameCode={gameCode} list={list} onEdit={page.edit} onRemove={page.remove} />
      {list.length > 0 && (
        <button type="button" className="confirm-clear" onClick={page.clearList}>
          {m.clearList}
        </button>
      )}
      <BetOptions gameCode={gameCode} settings={settings} limits={page.limits} onChange={page.setSettings} />
      <PacketSwitch packets={page.packets} />
      <SmartChase
        gameCode={gameCode}
        list={list}
        settings={settings}
        limits={page.limits}
        balanceFen={page.balanceFen}
        onApply={(plan) => void page.pay(plan)}
        onRecharge={page.recharge}
      />
      {current && <p className="confirm-issue">{m.betIssue(current.issue)}</p>}
      <TogetherEntry page={page} />
    </Page>
  );
}

/** 发起合买: the list as one group purchase (no chase; a whole number of yuan), for a logged-in player. */
function TogetherEntry({ page }: { page: NumConfirmationModel }) {
  const [open, setOpen] = useState(false);
  const t = togetherMessages.together;
  const ticket = page.togetherTicket;
  if (!ticket || page.bets === 0) return null;
  const start = () => {
    if (page.settings.chase > 1) return showToast(t.startNoChase);
    if (page.costFen % 100 !== 0) return showToast(t.startWholeYuan);
    setOpen(true);
  };
  return (
    <>
      <button type="button" className="confirm-tool confirm-together" onClick={start}>
        {t.start}
      </button>
      {open && <StartTogether ticket={ticket} costFen={page.costFen} onClose={() => setOpen(false)} />}
    </>
  );
}

/** More picks: back to the picker, or 1 or 5 random bets. */
function ConfirmTools({ page }: { page: NumConfirmationModel }) {
  const m = lotteryMessages.lottery;
  return (
    <div className="confirm-tools">
      <button type="button" className="confirm-tool" onClick={page.backToPicker}>
        + {m.morePicks}
      </button>
      <button type="button" className="confirm-tool" onClick={() => page.addRandom(1)}>
        + {m.randomBets(1)}
      </button>
      <button type="button" className="confirm-tool" onClick={() => page.addRandom(5)}>
        + {m.randomBets(5)}
      </button>
    </div>
  );
}
