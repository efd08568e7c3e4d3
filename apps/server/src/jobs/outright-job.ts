import { settleDueOutright } from "../sports/outright-settle.ts";
import { throttled, type JobTick } from "./leader.ts";

/**
 * The outright market's settlement (every 5 s): once the operator enters the champion or voids the
 * market, every pending order is settled and paid (or refunded) once (sports/outright-settle.ts); a run cut
 * short is finished by the next one, and a rerun pays nothing.
 */
export const outrightJob: JobTick = throttled(
  { name: "outright", run: async (deps, now) => ({ settled: await settleDueOutright(deps.db, now) }) },
  5_000,
);
