import { runFollowRules } from "../follow/rule-job.ts";
import type { JobTick } from "./leader.ts";

/**
 * Custom follow rules (定制跟单) run on the leader loop: expired rules return their reserve, and every
 * open release meets the rules of its releaser, each pair exactly once (follow/rule-job.ts).
 */
export const followJob: JobTick = {
  name: "follow",
  run: (deps, now) => runFollowRules(deps, now),
};
