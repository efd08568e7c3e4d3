import type { JobTick } from "./leader.ts";
import { payAgentRebates } from "../agents/rebates.ts";

/** Agents' daily rebates, once per agent and finished China day (agents/rebates.ts). */
export const agentJob: JobTick = {
  name: "agent-rebates",
  run: async (deps, now) => ({ agentDays: await payAgentRebates(deps.db, now) }),
};
