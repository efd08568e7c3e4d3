import type { FastifyInstance } from "fastify";
import { devClockParams } from "@lottery/contract";
import { adminRoute } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { refuse } from "../domain/refusal.ts";

/** The system's operator calls: the test-only clock. */
export function systemAdminRoutes(app: FastifyInstance, deps: Deps): void {
  adminRoute(app, deps, {
    method: "POST",
    path: "/dev/clock",
    permission: "system",
    summary:
      "Test-only (ALLOW_CLOCK_SHIFT=1, never in production; otherwise status 1): moves the server's clock " +
      "(every call's and the leader's jobs' `now`) forward by `advanceSeconds`, so a journey sees the next " +
      "day's work (a finished day's rebates). Forward only. models {now}",
    params: devClockParams,
    handler: async ({ params }) => {
      if (!deps.config.allowClockShift) throw refuse("devClockOff");
      const before = deps.clock;
      const shiftMs = params.advanceSeconds * 1000;
      deps.clock = () => new Date(before().getTime() + shiftMs);
      return { now: deps.clock().toISOString() };
    },
  });
}
