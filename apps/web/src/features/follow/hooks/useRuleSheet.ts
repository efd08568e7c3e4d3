import { useState } from "react";
import type { FollowRule, FollowRuleKind } from "@lottery/contract";
import { formatMoney } from "@lottery/rules";
import { confirmPayment } from "../../../components/confirm-payment.tsx";
import { showToast } from "../../../lib/toast.ts";
import { followMessages } from "../../../messages/follow.ts";
import { useEditRule } from "../api/rule-api.ts";
import {
  DEFAULT_TERMS,
  paramsOf,
  perTimeFen,
  reserveFen,
  termsOf,
  type RuleTerms,
} from "../logic/rule-terms.ts";

const c = followMessages.custom;

/** Whom the sheet is for: a new rule on a releaser or an initiator (`kind`), or a running rule's new terms. */
export type RuleTarget = { kind: FollowRuleKind; mid: number; name: string } | { rule: FollowRule };

export const targetName = (target: RuleTarget) =>
  "rule" in target ? target.rule.releaser.NickName : target.name;

export const targetKind = (target: RuleTarget): FollowRuleKind =>
  "rule" in target ? target.rule.kind : target.kind;

/** The call's target: the rule, or the releaser (releases) or the initiator (schemes). */
function targetParams(target: RuleTarget) {
  if ("rule" in target) return { ruleId: target.rule.ruleId };
  return target.kind === "scheme" ? { initiatorMid: target.mid } : { releaserMid: target.mid };
}

/**
 * The rule sheet's state: the terms (whole numbers), what a prepaid rule freezes now (exactly what
 * leaves the balance), the payment confirmation for a reserve, then the call of the rule's kind.
 */
export function useRuleSheet(target: RuleTarget, onSaved: () => void) {
  const [terms, setTerms] = useState<RuleTerms>("rule" in target ? termsOf(target.rule) : DEFAULT_TERMS);
  const { edit, pending } = useEditRule();
  const set = (change: Partial<RuleTerms>) => setTerms((current) => ({ ...current, ...change }));
  const frozenFen = reserveFen(terms);
  const submit = async () => {
    const name = targetName(target);
    if (frozenFen > 0) {
      const details = [c.payConfirmLine(name), c.reserveLine(formatMoney(perTimeFen(terms)), terms.times)];
      if (!(await confirmPayment({ title: c.payConfirmTitle, details, amountFen: frozenFen }))) return;
    }
    try {
      await edit(targetKind(target), paramsOf(terms, targetParams(target)));
      showToast("rule" in target ? c.edited : c.saved);
      onSaved();
    } catch {
      // the request layer has shown the refusal
    }
  };
  return { terms, set, frozenFen, submit, pending };
}
