import { useEffect, useRef, useState } from "react";
import { confirmPayment, type PaymentToConfirm } from "../../../components/confirm-payment.tsx";
import { useRequestId } from "../../../lib/request-id.ts";
import { applyCurrentOdds, type BetOutcome } from "../api/sports-api.ts";
import { confirmNewOdds } from "../components/OddsChangedDialog.tsx";
import { oddsChanges } from "../logic/odds-change.ts";
import { apiLegs, type SlipMatch } from "../logic/slip.ts";
import { reConfirmation, type OddsChange } from "../logic/slip-store.ts";

/** What every sports bet call sends for a slip: the game, pass types and legs at their SPs. */
interface SlipBet {
  gameCode: string;
  passTypes: string;
  legs: object[];
}

export interface OddsCheckedSubmitOptions<P extends SlipBet, T> {
  game: string;
  /** The slip's legs as this render shows them (their SPs are what the call sends). */
  matches: readonly SlipMatch[];
  passTypes: readonly string[];
  /** The call's other parameters (multiple; mode and amount). */
  fields: Omit<P, keyof SlipBet>;
  request(payload: P, requestId: string): Promise<BetOutcome<T>>;
  /** After the order is placed (the odds waiting for re-confirmation are cleared first). */
  onPlaced?(placed: T): void;
  /** What the player confirms (with the amount) before the first send. */
  confirmation: PaymentToConfirm;
}

export interface OddsCheckedSubmit<T> {
  submit(): Promise<void>;
  busy: boolean;
  /** The placed order, once there is one. */
  placed: T | null;
  /** The odds that moved under the last status-8 answer (SPEC 3 reConfirmation cache). */
  changes: OddsChange[];
}

/**
 * A sports bet submit (bet_jc_create, bet_youhua_create): the player confirms the payment and its
 * amount first (confirmPayment), then it handles moved odds: a status-8 answer
 * stores the changes, writes the current odds into the page's cache and asks the player; on yes the
 * slip is sent again once the new SPs are in its legs (the next render's payload). An unanswered
 * attempt keeps its requestId (useRequestId); refusals were shown by the request layer.
 */
export function useOddsCheckedSubmit<P extends SlipBet, T>(
  options: OddsCheckedSubmitOptions<P, T>,
): OddsCheckedSubmit<T> {
  const { game, matches, request, onPlaced } = options;
  const payload = {
    gameCode: game,
    passTypes: options.passTypes.join(","),
    legs: apiLegs(matches),
    ...options.fields,
  } as P;
  const [changes, setChanges] = useState<OddsChange[]>(() => reConfirmation.read(game));
  const [placed, setPlaced] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [resubmit, setResubmit] = useState(false);
  const send = useRequestId();

  const place = async (): Promise<void> => {
    setBusy(true);
    try {
      const outcome = await send(JSON.stringify(payload), (id) => request(payload, id));
      if ("placed" in outcome) {
        reConfirmation.clear(game);
        setChanges([]);
        setPlaced(outcome.placed);
        onPlaced?.(outcome.placed);
        return;
      }
      const changed = oddsChanges(matches, outcome.oddsChanged);
      reConfirmation.write(game, changed);
      setChanges(changed);
      applyCurrentOdds(game, outcome.oddsChanged);
      if (await confirmNewOdds(matches, changed)) setResubmit(true);
    } catch {
      // the request layer has shown the refusal
    } finally {
      setBusy(false);
    }
  };
  const submit = async (): Promise<void> => {
    if (await confirmPayment(options.confirmation)) await place();
  };
  // The resubmit (already confirmed, at the new odds) must send this render's payload (the new odds
  // are in its legs), so the effect calls the newest place through a ref, not the asking render's.
  const latestSubmit = useRef(place);
  latestSubmit.current = place;
  useEffect(() => {
    if (!resubmit) return;
    setResubmit(false);
    void latestSubmit.current();
  }, [resubmit]);

  return { submit, busy, placed, changes };
}
