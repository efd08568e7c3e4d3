import { settleDueSsjc } from "../ssjc/settle.ts";
import { throttled, type JobTick } from "./leader.ts";

/**
 * Match guessing's sweep (every minute): guesses on decided matches still pending — a settlement after
 * a result cut short, or a result a feed entered — are settled once (ssjc/settle.ts).
 */
export const ssjcJob: JobTick = throttled(
  { name: "ssjc", run: async (deps, now) => ({ settled: await settleDueSsjc(deps.db, now) }) },
  60_000,
);
