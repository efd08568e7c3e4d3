import { useMemo, useState } from "react";
import { Button } from "antd-mobile";
import { fenToYuan, formatMoney, type BonusMode } from "@lottery/rules";
import { CountField } from "../../../components/CountField.tsx";
import { PacketSwitch } from "../../../components/PacketSwitch.tsx";
import { packetPayment, usePacketChoice } from "../../../lib/api/packets.ts";
import { sportsMessages } from "../../../messages/sports.ts";
import { submitYouhuaBet } from "../api/sports-api.ts";
import { useOddsCheckedSubmit } from "../hooks/useOddsCheckedSubmit.ts";
import { passTypeName } from "../logic/games.ts";
import type { SlipMatch } from "../logic/slip.ts";
import { BONUS_MODES, minimumStakeFen, youhuaPlan, type PlanRow } from "../logic/youhua.ts";
import { BetDone } from "./BetDone.tsx";

const t = sportsMessages.sports;
const y = sportsMessages.sportsYouhua;
/** The largest stake the box takes (yuan, a whole number of 2-yuan bets). */
const YOUHUA_MAX_STAKE_YUAN = 999_998;

export interface YouhuaViewProps {
  game: string;
  matches: SlipMatch[];
  passTypes: string[];
  /** The slip's amount (fen): the stake to start from. */
  startFen: number;
  /** After a placed order: the slip starts again. */
  onPlaced(): void;
  onAgain(): void;
  onOrder(orderId: string): void;
}

/**
 * The optimisation's state: mode, stake, the rules' plan, the red packet paying first (one per order,
 * the best one preselected, issue 25) and the odds-checked bet_youhua_create.
 */
function useYouhua(props: YouhuaViewProps) {
  const { game, matches, passTypes } = props;
  const minFen = minimumStakeFen(game, matches, passTypes) ?? 200;
  const [mode, setMode] = useState<BonusMode>("average");
  const [stakeYuan, setStakeYuan] = useState(() => fenToYuan(Math.max(props.startFen, minFen)));
  const stakeFen = Math.round(stakeYuan * 100);
  const plan = useMemo(
    () => youhuaPlan(game, matches, passTypes, stakeFen, mode),
    [game, matches, passTypes, stakeFen, mode],
  );
  const packets = usePacketChoice(stakeFen, plan.ok);
  const line = y.confirmLine(passTypes.map(passTypeName).join("、"), y.modes[mode] ?? mode);
  const { fields, ...confirmation } = packetPayment(packets, [line], stakeFen);
  const bet = useOddsCheckedSubmit({
    game,
    matches,
    passTypes,
    fields: { mode, amount: stakeYuan, ...fields },
    request: submitYouhuaBet,
    onPlaced: props.onPlaced,
    confirmation,
  });
  return { ...bet, minFen, mode, setMode, stakeYuan, setStakeYuan, stakeFen, plan, packets };
}

/**
 * 奖金优化: the slip's N串1 ticket, a mode (平均/博热/博冷) and the whole stake; the plan per combination
 * from packages/rules' optimiser, then bet_youhua_create (status 8 → the new odds and ask again).
 */
export function YouhuaView(props: YouhuaViewProps) {
  const { matches, passTypes } = props;
  const { submit, busy, placed, minFen, mode, setMode, stakeYuan, setStakeYuan, stakeFen, plan, packets } =
    useYouhua(props);

  if (placed)
    return <BetDone placed={placed} onOrder={() => props.onOrder(placed.orderId)} onAgain={props.onAgain} />;

  return (
    <div className="sp-slip sp-youhua">
      <div className="sp-youhua-ticket">
        {y.ticket(matches.length, passTypes.map(passTypeName).join("、"), minFen / 200)}
      </div>
      <section className="sp-youhua-modes" aria-label={y.modeLabel}>
        {BONUS_MODES.map((m) => (
          <button
            type="button"
            key={m}
            className={`sp-chip${m === mode ? " sp-chip-on" : ""}`}
            aria-pressed={m === mode}
            onClick={() => setMode(m)}
          >
            {y.modes[m]}
          </button>
        ))}
      </section>
      <p className="sp-youhua-explain">{y.explain[mode]}</p>
      <div className="sp-multiple sp-youhua-stake">
        <CountField
          label={y.stake}
          unit={y.yuan}
          value={stakeYuan}
          min={minFen / 100}
          max={YOUHUA_MAX_STAKE_YUAN}
          step={2}
          hint={y.stakeHint(formatMoney(minFen))}
          onChange={setStakeYuan}
        />
      </div>
      {plan.ok ? <PlanTable rows={plan.value.rows} /> : <div className="sp-problem">{plan.message}</div>}
      <footer className="sp-slip-foot">
        {plan.ok && (
          <div className="sp-totals">
            <div data-testid="sp-youhua-summary">
              {y.summary(plan.value.rows.length, formatMoney(stakeFen))}
            </div>
            <div className="sp-prize" data-testid="sp-youhua-prize">
              {t.prizeRange(formatMoney(plan.value.minReturnFen), formatMoney(plan.value.maxPrizeFen))}
            </div>
            {plan.value.applied !== mode && <div className="sp-note">{y.fellBack}</div>}
            {plan.value.applied === mode && plan.value.breakEven && (
              <div className="sp-note">{y.breakEven}</div>
            )}
          </div>
        )}
        <PacketSwitch packets={packets} />
        <Button
          block
          color="primary"
          disabled={!plan.ok || busy}
          loading={busy}
          onClick={() => void submit()}
        >
          {t.submit}
        </Button>
      </footer>
    </div>
  );
}

/** The combinations: picks with SP, the multiple given and the return if the combination wins. */
function PlanTable({ rows }: { rows: PlanRow[] }) {
  return (
    <table className="sp-youhua-table">
      <thead>
        <tr>
          <th>{y.combination}</th>
          <th>{y.multiple}</th>
          <th>{y.return}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i} data-testid="sp-youhua-row">
            <td>
              {row.picks.map((p) => (
                <div key={`${p.num}${p.playName}${p.optionName}`}>
                  {p.num} {p.optionName}
                  <em>@{p.sp.toFixed(2)}</em>
                </div>
              ))}
            </td>
            <td>{row.multiple}</td>
            <td className="sp-youhua-return">{formatMoney(row.returnFen)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
