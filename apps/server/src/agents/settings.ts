import { z } from "zod";
import { AGENT_DEPTH_CEILING, AGENT_RATE_CEILING, type AgentRates } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { readSetting, writeSetting, type SettingDef } from "../system/settings-store.ts";

const rate = z.number().min(0).max(AGENT_RATE_CEILING).multipleOf(0.1);

/**
 * Operator setting `agent.rules`: the deepest agent level (1 = only operator-approved top agents) and
 * the highest rebate rate per game family (percent, one decimal). Defaults are deliberately low
 * (REFERENCE-RULES §5.3: cap the depth).
 */
export const AGENT_RULES = {
  key: "agent.rules",
  schema: z.object({
    maxDepth: z.number().int().min(1).max(AGENT_DEPTH_CEILING).default(3),
    maxRates: z
      .object({ lottery: rate.default(3), sports: rate.default(2) })
      .default({ lottery: 3, sports: 2 }),
  }),
} satisfies SettingDef<z.ZodType>;

export interface AgentRules {
  maxDepth: number;
  maxRates: AgentRates;
}

export function readAgentRules(db: Queryable): Promise<AgentRules> {
  return readSetting(db, AGENT_RULES);
}

export function writeAgentRules(db: Queryable, rules: AgentRules): Promise<void> {
  return writeSetting(db, AGENT_RULES, rules);
}
