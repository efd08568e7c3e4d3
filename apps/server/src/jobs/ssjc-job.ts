import { settleDueSsjc } from "../ssjc/settle.ts";
import { throttled, type JobTick } from "./leader.ts";

/**
 * Match guessing's settlement (every 5 s): the guesses on selected matches whose result is in (entered
 * by an operator or a feed) are settled and paid once each (ssjc/settle.ts); a run cut short is
 * finished by the next one, and a rerun pays nothing.
 */
export const ssjcJob: JobTick = throttled(
  { name: "ssjc", run: async (deps, now) => ({ settled: await settleDueSsjc(deps.db, now) }) },
  5_000,
);
