import { Button } from "antd-mobile";
import { formatMoney } from "@lottery/rules";
import { CountField } from "../../../components/CountField.tsx";
import { sportsMessages } from "../../../messages/sports.ts";
import { useSlipView, type SlipViewModel } from "../hooks/useSlipView.ts";
import type { SlipMatch } from "../logic/slip.ts";
import type { SlipState } from "../logic/slip-store.ts";
import { canOptimise } from "../logic/youhua.ts";
import { PacketSwitch } from "../../../components/PacketSwitch.tsx";
import { BetDone } from "./BetDone.tsx";
import { OddsChangeLines } from "./OddsChangedDialog.tsx";
import { PassTypePicker } from "./PassTypePicker.tsx";
import { ReleaseSettings } from "./ReleaseSettings.tsx";
import { SlipLegs } from "./SlipLegs.tsx";
import { SportsTogether } from "./SportsTogether.tsx";

const t = sportsMessages.sports;

export interface SlipViewProps {
  game: string;
  matches: SlipMatch[];
  slip: SlipState;
  onAddMatches(): void;
  onOrder(orderId: string): void;
  /** Opens 奖金优化 (offered when every pass type is an N串1 parlay). */
  onOptimise(): void;
  /** The European Championship's page (/sjb): bets through bet_ozb, no 奖金优化, 合买 or 发单. */
  event?: "ozb";
}

/**
 * 投注确认: legs with bankers, the allowed pass types, multiple, bets, amount and the prize range (all
 * from packages/rules), 发单 for others to follow (jczq, jclq), then bet_jc_create; a status-8 answer
 * shows the new odds and asks again.
 */
export function SlipView(props: SlipViewProps) {
  const { matches, slip, onAddMatches } = props;
  const model = useSlipView(props.game, matches, slip, props.event);
  const { placed, changes } = model;
  if (placed)
    return <BetDone placed={placed} onOrder={() => props.onOrder(placed.orderId)} onAgain={onAddMatches} />;
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
      <SlipSettings model={model} slip={slip} />
      <ReleaseSettings choice={model.release} />
      <SlipFoot
        model={model}
        slip={slip}
        onOptimise={props.onOptimise}
        game={props.game}
        matches={matches}
        event={props.event}
      />
    </div>
  );
}

/** 过关方式 and 倍数. */
function SlipSettings({ model, slip }: { model: SlipViewModel; slip: SlipState }) {
  return (
    <div className="sp-slip-settings">
      <div className="sp-setting-title">{t.passType}</div>
      <PassTypePicker allowed={model.allowedList} chosen={slip.passTypes} onChange={slip.setPassTypes} />
      <div className="sp-multiple">
        <CountField
          label={t.multiple}
          unit={t.multipleUnit}
          value={slip.multiple}
          max={model.maxMultiple}
          onChange={slip.setMultiple}
        />
      </div>
    </div>
  );
}

/** What is wrong or the totals with the prize range, then 奖金优化, 发起合买 and 确认投注. */
function SlipFoot(props: {
  model: SlipViewModel;
  slip: SlipState;
  onOptimise(): void;
  game: string;
  matches: SlipMatch[];
  event?: "ozb";
}) {
  const { model, slip } = props;
  const plain = props.event === undefined;
  const { problem, totals, ready, busy } = model;
  return (
    <footer className="sp-slip-foot">
      {problem && <div className="sp-problem">{problem}</div>}
      {!problem && slip.passTypes.length === 0 && <div className="sp-problem">{t.noPassType}</div>}
      {totals?.ok && (
        <div className="sp-totals">
          <div data-testid="sp-summary">
            {t.summary(totals.value.bets, slip.multiple, formatMoney(totals.value.amountFen))}
          </div>
          <div className="sp-prize" data-testid="sp-prize">
            {t.prizeRange(formatMoney(totals.value.minPrizeFen), formatMoney(totals.value.maxPrizeFen))}
          </div>
          {model.pool && <div className="sp-note">{t.prizePool}</div>}
        </div>
      )}
      <PacketSwitch packets={model.packets} />
      <div className="sp-slip-actions">
        {plain && canOptimise(slip.passTypes) && (
          <Button disabled={!ready} onClick={props.onOptimise}>
            {t.optimise}
          </Button>
        )}
        {plain && (
          <SportsTogether
            game={props.game}
            matches={props.matches}
            passTypes={slip.passTypes}
            multiple={slip.multiple}
            costFen={totals?.ok ? totals.value.amountFen : 0}
            ready={ready}
          />
        )}
        <Button color="primary" disabled={!ready} loading={busy} onClick={() => void model.submit()}>
          {t.submit}
        </Button>
      </div>
    </footer>
  );
}
