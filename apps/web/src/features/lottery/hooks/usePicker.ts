import { useMemo } from "react";
import { Dialog } from "antd-mobile";
import { useNavigate } from "react-router";
import { showToast } from "../../../lib/toast.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { playDefOf } from "../logic/games.ts";
import { randomSelection, randomSingleBets, secureRandomInt } from "../logic/random-pick.ts";
import {
  carrySelection,
  countSelection,
  emptySelection,
  tapBall,
  type Selection,
} from "../logic/selection.ts";
import { appendTickets, listedTicket, loadTicketList, type ListedTicket } from "../logic/ticket-list.ts";
import { useSelection } from "./useSelection.ts";

/**
 * What every picking page does (number games and fast draws alike): the stored selection of a play,
 * its live count, taps through the SPEC 3 cycle, random picks of 1/5/10 bets, clear, switching play
 * (keeping the picks that fit, asking before dropping any) and 选好了, which adds the ticket to the bet list and opens `listPath(play)`.
 */
export function usePicker(gameCode: string, listPath: (play: string) => string) {
  const navigate = useNavigate();
  const [selection, setSelection] = useSelection(gameCode);
  const play = playDefOf(gameCode, selection.play);
  const count = useMemo(() => countSelection(gameCode, selection), [gameCode, selection]);
  const listSize = loadTicketList(gameCode).length;

  const goToList = (code: string) => navigate(listPath(code), { state: { fromPicker: true } });

  const addAndGo = (tickets: ListedTicket[], code: string) => {
    appendTickets(gameCode, tickets);
    goToList(code);
  };

  const onTap = (zoneIndex: number, value: number) => {
    const spec = play?.zones[zoneIndex];
    const zone = selection.zones[zoneIndex];
    if (!spec || !zone) return;
    const tapped = tapBall(spec, zone, value);
    if ("refused" in tapped) return showToast(tapped.refused);
    setSelection({ ...selection, zones: selection.zones.map((z, i) => (i === zoneIndex ? tapped.zone : z)) });
  };

  const onRandom = (bets: number) => {
    if (bets === 1) return setSelection(randomSelection(gameCode, selection.play, secureRandomInt));
    const picks = randomSingleBets(gameCode, selection.play, bets, secureRandomInt);
    const tickets = picks.flatMap((pick) => listedTicket(gameCode, pick) ?? []);
    addAndGo(tickets, picks[0]?.play ?? selection.play);
  };

  // Switching play keeps the picks that fit the new play; when some would be lost, the player is asked.
  const onPlay = (code: string) => {
    if (code === selection.play) return;
    const carried = carrySelection(gameCode, selection, code);
    if (!carried.dropped) return setSelection(carried.selection);
    const name = playDefOf(gameCode, code)?.name ?? "";
    void Dialog.confirm({
      content: lotteryMessages.lottery.switchPlayDrops(name),
      onConfirm: () => setSelection(carried.selection),
    });
  };

  const onDone = () => {
    const ticket = listedTicket(gameCode, selection);
    if (ticket) {
      setSelection(emptySelection(gameCode, selection.play));
      return addAndGo([ticket], selection.play);
    }
    if (count.hint) return showToast(count.hint);
    if (listSize > 0) return goToList(selection.play);
    showToast(lotteryMessages.lottery.pickFirst);
  };

  return {
    selection,
    play,
    count,
    listSize,
    onTap,
    onRandom,
    onDone,
    onClear: () => setSelection(emptySelection(gameCode, selection.play)),
    /** A whole selection at once (我的自选: a saved set, its play included). */
    onFill: (next: Selection) => setSelection(next),
    onPlay,
  };
}
