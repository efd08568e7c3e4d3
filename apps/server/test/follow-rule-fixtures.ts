import type { TestClock, TestServer } from "./helpers.ts";
import { runFollowRules } from "../src/follow/rule-job.ts";

/**
 * Test-only: the custom-follow job (定制跟单) run once at the test clock's time, as the leader loop's
 * tick runs it; called by the web page tests inside the real server's worker.
 */
export function runFollowJob(ctx: { server: TestServer; clock: TestClock }): Promise<number> {
  return runFollowRules(ctx.server.app.deps, ctx.clock.now());
}
