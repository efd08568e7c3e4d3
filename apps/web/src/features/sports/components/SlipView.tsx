import { useEffect, useMemo, useRef } from "react";
import { Button, Stepper } from "antd-mobile";
import { findSportsGame, formatMoney, sportsMaxMultiple } from "@lottery/rules";
import { messages } from "../../../messages/index.ts";
import { submitJcBet } from "../api/sports-api.ts";
import { useOddsCheckedSubmit } from "../hooks/useOddsCheckedSubmit.ts";
import { allowedPassTypes, defaultPassTypes, slipTotals, type SlipMatch } from "../logic/slip.ts";
import { canOptimise } from "../logic/youhua.ts";
import type { SlipState } from "../logic/slip-store.ts";
import { BetDone } from "./BetDone.tsx";
import { OddsChangeLines } from "./OddsChangedDialog.tsx";
import { PassTypePicker } from "./PassTypePicker.tsx";
import { SlipLegs } from "./SlipLegs.tsx";

const t = messages.sports;

export interface SlipViewProps {
  game: string;
  matches: SlipMatch[];
  slip: SlipState;
  onAddMatches(): void;
  onOrder(orderId: string): void;
  /** Opens 奖金优化 (offered when every pass type is an N串1 parlay). */
  onOptimise(): void;
}

/**
 * 投注确认: legs with bankers, the allowed pass types, multiple, bets, amount and the prize range (all
 * from packages/rules), then bet_jc_create; a status-8 answer shows the new odds and asks again.
 */
export function SlipView({ game, matches, slip, onAddMatches, onOrder, onOptimise }: SlipViewProps) {
  const rules = findSportsGame(game);
  const allowed = useMemo(() => allowedPassTypes(game, matches), [game, matches]);
  const allowedList = useMemo(() => (allowed.ok ? allowed.value : []), [allowed]);
  const { passTypes, setPassTypes } = slip;
  // The choice follows the legs: it is made again when the allowed list changes, not when the player
  // clears it (no pass type chosen is a state the slip shows).
  const allowedKey = allowedList.join();
  const chosenFor = useRef<string | null>(null);
  useEffect(() => {
    if (chosenFor.current === allowedKey) return;
    chosenFor.current = allowedKey;
    const wanted = defaultPassTypes(allowedList, matches.length, passTypes);
    if (wanted.join() !== passTypes.join()) setPassTypes(wanted);
  }, [allowedKey, allowedList, matches.length, passTypes, setPassTypes]);
  const totals = passTypes.length > 0 ? slipTotals(game, matches, passTypes, slip.multiple) : null;
  const { submit, busy, placed, changes } = useOddsCheckedSubmit({
    game,
    matches,
    passTypes,
    fields: { multiple: slip.multiple },
    request: submitJcBet,
    onPlaced: slip.clear,
  });

  if (placed)
    return <BetDone placed={placed} onOrder={() => onOrder(placed.orderId)} onAgain={onAddMatches} />;

  const problem = !allowed.ok ? allowed.message : totals && !totals.ok ? totals.message : null;
  const ready = totals?.ok === true && !busy;
  return (
    <div className="sp-slip">
      <div className="sp-slip-tools">
        <button type="button" className="sp-link" onClick={onAddMatches}>
          {t.addMatches}
        </button>
        <button type="button" className="sp-link" onClick={() => slip.setPicks({})}>
          {t.clearSlip}
        </button>
      </div>
      {changes.length > 0 && (
        <div className="sp-changes" role="note">
          <strong>{t.oddsChangedTitle}</strong>
          <OddsChangeLines matches={matches} changes={changes} />
        </div>
      )}
      <SlipLegs
        matches={matches}
        bankersAllowed={matches.length >= 3}
        onBanker={slip.toggleBanker}
        onRemove={slip.removeMatch}
      />
      <div className="sp-slip-settings">
        <div className="sp-setting-title">{t.passType}</div>
        <PassTypePicker allowed={allowedList} chosen={passTypes} onChange={setPassTypes} />
        <div className="sp-multiple">
          <span>{t.multiple}</span>
          <Stepper
            min={1}
            max={rules ? sportsMaxMultiple(rules) : 9999}
            digits={0}
            value={slip.multiple}
            onChange={(value) => slip.setMultiple(Math.max(1, Math.floor(value || 1)))}
          />
          <span>{t.multipleUnit}</span>
        </div>
      </div>
      <footer className="sp-slip-foot">
        {problem && <div className="sp-problem">{problem}</div>}
        {!problem && passTypes.length === 0 && <div className="sp-problem">{t.noPassType}</div>}
        {totals?.ok && (
          <div className="sp-totals">
            <div data-testid="sp-summary">
              {t.summary(totals.value.bets, slip.multiple, formatMoney(totals.value.amountFen))}
            </div>
            <div className="sp-prize" data-testid="sp-prize">
              {t.prizeRange(formatMoney(totals.value.minPrizeFen), formatMoney(totals.value.maxPrizeFen))}
            </div>
            {rules?.prize === "pool" && <div className="sp-note">{t.prizePool}</div>}
          </div>
        )}
        <div className="sp-slip-actions">
          {canOptimise(passTypes) && (
            <Button disabled={!ready} onClick={onOptimise}>
              {t.optimise}
            </Button>
          )}
          <Button color="primary" disabled={!ready} loading={busy} onClick={() => void submit()}>
            {t.submit}
          </Button>
        </div>
      </footer>
    </div>
  );
}
