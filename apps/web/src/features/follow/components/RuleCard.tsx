import { Button } from "antd-mobile";
import type { FollowRule } from "@lottery/contract";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { formatYuan } from "../../../lib/money.ts";
import { followMessages } from "../../../messages/follow.ts";

const c = followMessages.custom;

/** A rule's way of following: a fixed amount, or a percentage of the release within a cap. */
export function ruleTermsText(rule: Pick<FollowRule, "followType" | "amount" | "percent" | "maxAmount">) {
  return rule.followType === 0 ? c.fixedTerms(rule.amount) : c.percentTerms(rule.percent, rule.maxAmount);
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One custom follow rule: its kind (跟单: a releaser's releases; 合买: an initiator's schemes), the player, the terms, the times used and left, how it pays (the reserve
 * still frozen), when it expires and its status; a running rule can be changed or stopped.
 */
export function RuleCard({
  rule,
  onEdit,
  onStop,
}: {
  rule: FollowRule;
  onEdit(rule: FollowRule): void;
  onStop(rule: FollowRule): void;
}) {
  const active = rule.status === "active";
  return (
    <article className="rule-card" data-testid="rule-card" data-rule={rule.ruleId}>
      <div className="rule-card-head">
        <span className="release-name">
          <span className={`rule-kind rule-kind-${rule.kind}`} data-testid="rule-kind">
            {rule.kindName}
          </span>
          {rule.releaser.NickName}
        </span>
        <span className={`rule-status rule-status-${rule.status}`}>{rule.statusName}</span>
      </div>
      <dl className="rule-figures">
        <Row label={c.mode}>{ruleTermsText(rule)}</Row>
        <Row label={c.times}>
          {c.timesValue(rule.usedTimes, rule.times)}
          {active && ` ${c.timesLeft(rule.times - rule.usedTimes)}`}
        </Row>
        <Row label={c.pay}>{rule.payType === 0 ? c.prepay : c.payGo}</Row>
        {rule.payType === 0 && <Row label={c.frozen}>{c.frozenValue(formatYuan(rule.frozen))}</Row>}
        <Row label={c.expiresAt}>{formatChinaDateTime(rule.expiresAt)}</Row>
      </dl>
      {active && (
        <div className="rule-card-foot">
          <Button size="small" onClick={() => onEdit(rule)}>
            {c.edit}
          </Button>
          <Button size="small" color="danger" fill="outline" onClick={() => onStop(rule)}>
            {c.stop}
          </Button>
        </div>
      )}
    </article>
  );
}
