import { Button, Popup, Selector } from "antd-mobile";
import { FOLLOW_RULE_LIMITS } from "@lottery/contract";
import { formatMoney } from "@lottery/rules";
import { CountField } from "../../../components/CountField.tsx";
import { followMessages } from "../../../messages/follow.ts";
import { perTimeFen, type RuleTerms } from "../logic/rule-terms.ts";
import { targetKind, targetName, useRuleSheet, type RuleTarget } from "../hooks/useRuleSheet.ts";

const c = followMessages.custom;
const { minAmount, maxAmount, maxTimes } = FOLLOW_RULE_LIMITS;

/**
 * 定制跟单's sheet (a releaser's releases or an initiator's schemes): a fixed amount or a percentage of each release or scheme (with a cap), the times (1–100) and
 * prepay (frozen now, the amount shown) or pay as you go; whole numbers only.
 */
export function RuleSheet(props: { target: RuleTarget; onClose(): void; onSaved(): void }) {
  const sheet = useRuleSheet(props.target, props.onSaved);
  const { terms, set } = sheet;
  const editing = "rule" in props.target;
  const name = targetName(props.target);
  const scheme = targetKind(props.target) === "scheme";
  return (
    <Popup visible onMaskClick={props.onClose} onClose={props.onClose}>
      <div className="follow-sheet rule-sheet" data-testid="rule-sheet">
        <h3>{editing ? c.editTitle(name) : c.addTitle(name)}</h3>
        <p className="follow-note" data-testid="rule-sheet-kind">
          {c.kindLine[scheme ? "scheme" : "release"]}
        </p>
        <div className="rule-sheet-label">{c.mode}</div>
        <Selector
          columns={2}
          value={[terms.followType]}
          options={[
            { label: c.fixedMode, value: 0 as const },
            { label: c.percentMode, value: 1 as const },
          ]}
          onChange={(v) => v[0] !== undefined && set({ followType: v[0] })}
        />
        <AmountFields terms={terms} set={set} />
        <CountField
          label={c.times}
          unit={c.timesUnit}
          value={terms.times}
          max={maxTimes}
          onChange={(times) => set({ times })}
        />
        <div className="rule-sheet-label">{c.pay}</div>
        <Selector
          columns={2}
          value={[terms.payType]}
          options={[
            { label: c.prepay, value: 0 as const },
            { label: c.payGo, value: 1 as const },
          ]}
          onChange={(v) => v[0] !== undefined && set({ payType: v[0] })}
        />
        <p className="follow-cost" data-testid="rule-charge">
          {terms.payType === 0
            ? c.chargeNow(formatMoney(sheet.frozenFen))
            : (scheme ? c.schemeChargeLater : c.chargeLater)(formatMoney(perTimeFen(terms)))}
        </p>
        <p className="follow-note">{scheme ? c.schemeRulesNote : c.rulesNote}</p>
        {editing && <p className="follow-note">{c.editNote}</p>}
        <Button block color="danger" loading={sheet.pending} onClick={() => void sheet.submit()}>
          {editing ? c.submitEdit : c.submitAdd}
        </Button>
      </div>
    </Popup>
  );
}

/** A fixed rule's amount, or a percentage rule's percent and cap (whole numbers). */
function AmountFields({ terms, set }: { terms: RuleTerms; set(change: Partial<RuleTerms>): void }) {
  return terms.followType === 0 ? (
    <CountField
      label={c.amount}
      unit={c.yuanUnit}
      value={terms.amount}
      min={minAmount}
      max={maxAmount}
      onChange={(amount) => set({ amount })}
    />
  ) : (
    <>
      <CountField
        label={c.percent}
        unit={c.percentUnit}
        value={terms.percent}
        max={100}
        onChange={(percent) => set({ percent })}
      />
      <CountField
        label={c.cap}
        unit={c.yuanUnit}
        value={terms.maxAmount}
        min={minAmount}
        max={maxAmount}
        onChange={(maxAmount) => set({ maxAmount })}
      />
    </>
  );
}
