import { resolveDueSchemes } from "../together/resolve.ts";
import type { JobTick } from "./leader.ts";

/**
 * Group purchases whose deadline passed (or whose issue's sale closed) are resolved by the leader loop:
 * placed as one order or refunded, exactly once (together/resolve.ts). Runs before the lottery job, so
 * a due scheme is placed before its issue draws.
 */
export const togetherJob: JobTick = {
  name: "together",
  run: (deps, now) => resolveDueSchemes(deps, now),
};
