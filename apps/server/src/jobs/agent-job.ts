import { throttled, type JobTick } from "./leader.ts";
import { payAgentRebates } from "../agents/rebates.ts";

/**
 * Agents' daily rebates, once per agent and finished China day (agents/rebates.ts). A day is due only
 * once it has ended, so a look once a minute is enough (its query per look-back day need not run every
 * second).
 */
export const agentJob: JobTick = throttled(
  {
    name: "agent-rebates",
    run: async (deps, now) => ({ agentDays: await payAgentRebates(deps.db, now) }),
  },
  60_000,
);
