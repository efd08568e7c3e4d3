import { useEffect, useMemo, useRef } from "react";
import { findSportsGame, sportsMaxMultiple } from "@lottery/rules";
import { submitJcBet, submitOzbBet } from "../api/sports-api.ts";
import { allowedPassTypes, defaultPassTypes, slipTotals, type SlipMatch } from "../logic/slip.ts";
import type { SlipState } from "../logic/slip-store.ts";
import { passTypeName } from "../logic/games.ts";
import { sportsMessages } from "../../../messages/sports.ts";
import { useOddsCheckedSubmit } from "./useOddsCheckedSubmit.ts";
import { packetPayment, usePacketChoice } from "../../../lib/api/packets.ts";
import { followMessages } from "../../../messages/follow.ts";
import { useReleaseChoice } from "./useReleaseChoice.ts";

/** The slip as the payment confirmation says it: 3串1、2串1 7注 3倍. */
const slipLine = (passTypes: readonly string[], bets: number, multiple: number) =>
  sportsMessages.sports.confirmLine(passTypes.map(passTypeName).join("、"), bets, multiple);

/**
 * The bet slip's state: the pass types the rules allow (the choice follows the legs), multiple,
 * bets, amount and prize range from packages/rules, the red packet paying first, 发单 (release the
 * order for others to follow), and the odds-checked bet_jc_create — on the European Championship's
 * page (`event` ozb) bet_ozb, without 发单.
 */
export function useSlipView(game: string, matches: SlipMatch[], slip: SlipState, event?: "ozb") {
  const rules = findSportsGame(game);
  const allowed = useMemo(() => allowedPassTypes(game, matches), [game, matches]);
  const allowedList = useMemo(() => (allowed.ok ? allowed.value : []), [allowed]);
  const { passTypes, setPassTypes } = slip;
  usePassTypesFollowLegs(allowedList, matches.length, passTypes, setPassTypes);
  const totals = passTypes.length > 0 ? slipTotals(game, matches, passTypes, slip.multiple) : null;
  const costFen = totals?.ok ? totals.value.amountFen : 0;
  // One red packet per order, the best one preselected (issue 25).
  const packets = usePacketChoice(costFen, costFen > 0);
  const line = slipLine(passTypes, totals?.ok ? totals.value.bets : 0, slip.multiple);
  // 发单 (jczq, jclq): the same order, released for others to follow
  const release = useReleaseChoice(event ? "" : game);
  const lines = release.fields
    ? [line, followMessages.follow.releaseLine(release.commissionPercent)]
    : [line];
  // what leaves the cash balance: the red packet's credit pays first (as on the number pages)
  const { fields, ...confirmation } = packetPayment(packets, lines, costFen);
  const bet = useOddsCheckedSubmit({
    game,
    matches,
    passTypes,
    fields: { multiple: slip.multiple, ...fields, ...release.fields },
    request: event ? submitOzbBet : submitJcBet,
    onPlaced: slip.clear,
    confirmation,
  });
  return {
    ...bet,
    allowedList,
    totals,
    packets,
    release,
    maxMultiple: rules ? sportsMaxMultiple(rules) : 9999,
    pool: rules?.prize === "pool",
    problem: !allowed.ok ? allowed.message : totals && !totals.ok ? totals.message : null,
    ready: totals?.ok === true && !bet.busy,
  };
}

export type SlipViewModel = ReturnType<typeof useSlipView>;

/**
 * The choice follows the legs: it is made again when the allowed list changes, not when the player
 * clears it (no pass type chosen is a state the slip shows).
 */
function usePassTypesFollowLegs(
  allowedList: readonly string[],
  matchCount: number,
  passTypes: readonly string[],
  setPassTypes: (passTypes: string[]) => void,
) {
  const allowedKey = allowedList.join();
  const chosenFor = useRef<string | null>(null);
  useEffect(() => {
    if (chosenFor.current === allowedKey) return;
    chosenFor.current = allowedKey;
    const wanted = defaultPassTypes(allowedList, matchCount, passTypes);
    if (wanted.join() !== passTypes.join()) setPassTypes(wanted);
  }, [allowedKey, allowedList, matchCount, passTypes, setPassTypes]);
}
