import { Button, Popup } from "antd-mobile";
import { useState } from "react";
import type { SavedNumber } from "@lottery/contract";
import { formatYuan } from "../../../lib/money.ts";
import { useSession } from "../../../lib/session.ts";
import { showToast } from "../../../lib/toast.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { pickerMessages } from "../../../messages/picker.ts";
import { useSavedNumberEdits, useSavedNumbers } from "../api/saved-numbers.ts";
import { gameNameOf } from "../logic/games.ts";
import { selectionOfTicket, type Selection, type SelectionCount } from "../logic/selection.ts";
import { zoneIsBlue } from "../logic/zone-labels.ts";
import { TicketNumbers } from "./TicketNumbers.tsx";

const s = pickerMessages.savedNumbers;

/** The first blue zone of a game's tickets (SSQ/DLT back zone, 七星彩's last), for TicketNumbers. */
export const blueFromOf = (gameCode: string): number | undefined =>
  [0, 1, 2, 3, 4, 5, 6].find((i) => zoneIsBlue(gameCode, i));

/** One saved set: its name, play, bets and cost, and the numbers as the tickets show them. */
export function SavedNumberLine({ saved }: { saved: SavedNumber }) {
  return (
    <div className="saved-number-line">
      {saved.name ? <strong>{saved.name}</strong> : null}
      <TicketNumbers ticket={saved.tickets} blueFrom={blueFromOf(saved.gameCode)} />
      <small>{s.line(saved.playName, saved.bets, formatYuan(saved.amount))}</small>
    </div>
  );
}

/**
 * 我的自选 and 存为自选 on a number picker: the saved sets of this game in a sheet, a tap filling the
 * picker with one (its play too); or the current selection (one complete ticket) saved as a set.
 */
export function SavedNumbersBar({
  gameCode,
  count,
  onFill,
}: {
  gameCode: string;
  count: SelectionCount;
  onFill(selection: Selection): void;
}) {
  const [open, setOpen] = useState(false);
  const loggedIn = useSession((st) => st.userInfo !== null && st.userInfo !== undefined);
  const { save, pending } = useSavedNumberEdits();
  const onSave = async () => {
    if (!loggedIn) return showToast(s.loginFirst);
    if (!count.ticket) return showToast(count.hint ?? lotteryMessages.lottery.pickFirst);
    try {
      await save({ gameCode, tickets: count.ticket });
      showToast(s.saved);
    } catch {
      // the request layer has shown the refusal
    }
  };
  return (
    <div className="saved-numbers-bar">
      <Button size="mini" onClick={() => (loggedIn ? setOpen(true) : showToast(s.loginFirst))}>
        {s.mine}
      </Button>
      <Button size="mini" loading={pending} onClick={() => void onSave()}>
        {s.save}
      </Button>
      {open && <SavedNumbersSheet gameCode={gameCode} onClose={() => setOpen(false)} onFill={onFill} />}
    </div>
  );
}

function SavedNumbersSheet(props: { gameCode: string; onClose(): void; onFill(selection: Selection): void }) {
  const saved = useSavedNumbers(props.gameCode);
  const list = saved.data?.list ?? [];
  const pick = (one: SavedNumber) => {
    const selection = selectionOfTicket(props.gameCode, one.tickets);
    if (!selection) return showToast(s.unusable);
    props.onFill(selection);
    showToast(s.filled);
    props.onClose();
  };
  return (
    <Popup visible onMaskClick={props.onClose} onClose={props.onClose}>
      <div className="saved-numbers-sheet" data-testid="saved-numbers-sheet">
        <h3>{s.pickTitle(gameNameOf(props.gameCode))}</h3>
        {saved.isSuccess && list.length === 0 ? <p className="saved-numbers-empty">{s.emptyHint}</p> : null}
        {list.map((one) => (
          <button
            key={one.id}
            type="button"
            className="saved-number-row"
            data-testid="saved-number"
            onClick={() => pick(one)}
          >
            <SavedNumberLine saved={one} />
          </button>
        ))}
      </div>
    </Popup>
  );
}
