import { useState } from "react";
import { Button, Popup, Selector } from "antd-mobile";
import { formatMoney, type ChasePlan } from "@lottery/rules";
import { filterAmountText } from "../../../lib/amount-input.ts";
import { CountField } from "../../../components/CountField.tsx";
import { lotteryMessages } from "../../../messages/lottery.ts";
import type { BetLimits, BetSettings } from "../logic/bet-settings.ts";
import { useSmartChasePlanner, type SmartChasePlanner } from "../hooks/useSmartChasePlanner.ts";
import type { SmartChaseForm } from "../logic/smart-chase.ts";
import type { ListedTicket } from "../logic/ticket-list.ts";
import { SmartChaseTable } from "./SmartChaseTable.tsx";
import "./extras.css";

export interface SmartChaseProps {
  gameCode: string;
  list: readonly ListedTicket[];
  settings: BetSettings;
  limits: BetLimits;
  /** The cash balance in fen when logged in, else null. */
  balanceFen: number | null;
  onApply: (plan: ChasePlan) => void;
  onRecharge: () => void;
}

/** 智能追号: an entry row under the bet options that opens the planner (games that chase only). */
export function SmartChase(props: SmartChaseProps) {
  const m = lotteryMessages.lotteryExtras;
  const [open, setOpen] = useState(false);
  if (props.limits.maxChase <= 1) return null;
  return (
    <>
      <button
        type="button"
        className="smart-chase-entry"
        disabled={props.list.length === 0}
        onClick={() => setOpen(true)}
      >
        <span>{m.smartChase}</span>
        <small>{m.smartChaseHint}</small>
        <span aria-hidden>›</span>
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        destroyOnClose
        bodyClassName="smart-chase-popup"
      >
        <Planner
          {...props}
          onApply={(plan) => {
            setOpen(false);
            props.onApply(plan);
          }}
        />
      </Popup>
    </>
  );
}

/** A money or percent text field (digits and one point, 2 decimals) with its unit. */
function DecimalField(props: {
  label: string;
  unit: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <label className="smart-chase-field">
      <span className="integer-field-label">{props.label}</span>
      <input
        className="integer-field-input"
        inputMode="decimal"
        aria-label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(filterAmountText(e.target.value))}
      />
      <span>{props.unit}</span>
    </label>
  );
}

function Planner({ onApply, onRecharge, ...input }: SmartChaseProps) {
  const m = lotteryMessages.lotteryExtras;
  const planner = useSmartChasePlanner(input);
  const { plan, short } = planner;
  return (
    <section className="smart-chase" aria-label={m.smartChase}>
      <h3 className="smart-chase-title">{m.smartChase}</h3>
      <PlannerForm planner={planner} />
      {plan ? (
        <SmartChaseTable plan={plan} />
      ) : (
        <p className="smart-chase-refusal" role="alert">
          {planner.refusal}
        </p>
      )}
      <footer className="smart-chase-footer">
        <span data-testid="smart-chase-total">
          {plan && m.planTotal(plan.rows.length, formatMoney(plan.totalCostFen))}
          {short && ` · ${lotteryMessages.lottery.insufficient}`}
        </span>
        {short ? (
          <Button color="warning" onClick={onRecharge}>
            {lotteryMessages.lottery.goRecharge}
          </Button>
        ) : (
          <Button
            color="primary"
            disabled={!plan}
            onClick={() => {
              if (plan) onApply(plan);
            }}
          >
            {m.applyPlan}
          </Button>
        )}
      </footer>
    </section>
  );
}

/** Issues, start multiple, the target (a rate or a profit) and the prize of one multiple. */
function PlannerForm({ planner }: { planner: SmartChasePlanner }) {
  const m = lotteryMessages.lotteryExtras;
  const { form, set, limits } = planner;
  const rate = form.targetKind === "rate";
  return (
    <div className="smart-chase-form">
      <CountField
        label={m.chaseIssues}
        unit={lotteryMessages.lottery.chaseUnit}
        value={form.issues}
        max={limits.maxChase}
        onChange={(issues) => set({ issues })}
      />
      <CountField
        label={m.startMultiple}
        unit={lotteryMessages.lottery.multipleUnit}
        value={form.startMultiple}
        max={limits.maxMultiple}
        onChange={(startMultiple) => set({ startMultiple })}
      />
      <Selector
        className="smart-chase-kind"
        showCheckMark={false}
        options={[
          { label: m.targetRate, value: "rate" },
          { label: m.targetProfit, value: "profit" },
        ]}
        value={[form.targetKind]}
        onChange={([kind]) => kind && set({ targetKind: kind as SmartChaseForm["targetKind"] })}
      />
      <DecimalField
        label={rate ? m.targetRate : m.targetProfit}
        unit={rate ? m.percentUnit : m.yuanUnit}
        value={rate ? form.rate : form.profit}
        onChange={(text) => set(rate ? { rate: text } : { profit: text })}
      />
      <DecimalField
        label={m.prizePerMultiple}
        unit={m.yuanUnit}
        value={form.prize}
        onChange={(prize) => set({ prize })}
      />
      <small className="smart-chase-hint">{m.prizeHint}</small>
    </div>
  );
}
