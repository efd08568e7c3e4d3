import { useMemo, useState } from "react";
import type { BetLimits, BetSettings } from "../logic/bet-settings.ts";
import { initialForm, smartChasePlan, type SmartChaseForm } from "../logic/smart-chase.ts";
import type { ListedTicket } from "../logic/ticket-list.ts";

/**
 * The 智能追号 planner's state: the form (issues within the game's chase limit), the plan packages/rules
 * makes of it (or why there is none) and whether the balance covers it.
 */
export function useSmartChasePlanner(input: {
  gameCode: string;
  list: readonly ListedTicket[];
  settings: BetSettings;
  limits: BetLimits;
  balanceFen: number | null;
}) {
  const { gameCode, list, settings, limits, balanceFen } = input;
  const [form, setForm] = useState<SmartChaseForm>(() => {
    const start = initialForm(gameCode, list, settings);
    return { ...start, issues: Math.min(start.issues, limits.maxChase) };
  });
  const outcome = useMemo(
    () => smartChasePlan(gameCode, list, settings.addition, form, limits.maxMultiple),
    [gameCode, list, settings.addition, form, limits.maxMultiple],
  );
  const plan = outcome.ok ? outcome.plan : null;
  return {
    form,
    set: (patch: Partial<SmartChaseForm>) => setForm({ ...form, ...patch }),
    limits,
    plan,
    refusal: outcome.ok ? null : outcome.message,
    short: plan !== null && balanceFen !== null && balanceFen < plan.totalCostFen,
  };
}

export type SmartChasePlanner = ReturnType<typeof useSmartChasePlanner>;
