import { useState } from "react";
import type { CurrentOdds, ReleaseDetail } from "@lottery/contract";
import { findSportsGame, sportsMaxMultiple } from "@lottery/rules";
import { confirmPayment } from "../../../components/confirm-payment.tsx";
import { showToast } from "../../../lib/toast.ts";
import { followMessages } from "../../../messages/follow.ts";
import { useFollowRelease } from "../api/follow-api.ts";
import { confirmFollowOdds } from "../components/FollowOddsDialog.tsx";

const f = followMessages.follow;

/** The fen of a yuan amount from the API (2 decimals at most). */
const fenOf = (yuan: number) => Math.round(yuan * 100);

/**
 * The follow sheet's state: the multiple (whole numbers, within the game's limit) and what it costs
 * (the release's cost at multiple 1 × multiple: exactly what is charged), the payment confirmation,
 * then Lottery/Bet_JC_Follow; a status-8 answer shows the moved odds and, when the player accepts,
 * follows again with acceptOdds=1.
 */
export function useFollowSheet(release: ReleaseDetail, onPlaced: (orderId: string) => void) {
  const rules = findSportsGame(release.gameCode);
  const maxMultiple = rules ? sportsMaxMultiple(rules) : 9999;
  const [multiple, setMultiple] = useState(1);
  const { follow, pending } = useFollowRelease();
  const unitFen = fenOf(release.unitAmount);
  const costFen = unitFen * multiple;
  const placeAt = async (acceptOdds: boolean): Promise<CurrentOdds[] | null> => {
    const outcome = await follow({
      releaseId: release.releaseId,
      multiple,
      ...(acceptOdds ? { acceptOdds: 1 } : {}),
    });
    if ("placed" in outcome) {
      showToast(f.followDone);
      onPlaced(outcome.placed.orderId);
      return null;
    }
    return outcome.oddsChanged;
  };
  const submit = async () => {
    const details = [f.sheetConfirmLine(release.bets, multiple)];
    if (!(await confirmPayment({ details, amountFen: costFen }))) return;
    try {
      const moved = await placeAt(false);
      if (moved && (await confirmFollowOdds(release, moved))) await placeAt(true);
    } catch {
      // the request layer has shown the refusal
    }
  };
  return { multiple, setMultiple, maxMultiple, unitFen, costFen, submit, pending };
}
