import type { Deps } from "../deps.ts";
import { settleDueSportsOrders } from "../sports/settlement.ts";
import { runSportsTick } from "../sports/tick.ts";
import type { JobTick } from "./leader.ts";

/** A tick that runs at most once every `everyMs` of the loop's clock (the loop itself runs every second). */
export function throttled(tick: JobTick, everyMs: number): JobTick {
  let lastMs = Number.NEGATIVE_INFINITY;
  return {
    name: tick.name,
    run: async (deps: Deps, now: Date) => {
      if (now.getTime() - lastMs < everyMs) return null;
      lastMs = now.getTime();
      return tick.run(deps, now);
    },
  };
}

/**
 * The sports jobs of the leader loop: the feed (programme, odds moves, sale close, results) every
 * 30 s — sale closes are checked again by every bet — and the settlement sweep every minute, which
 * settles orders a crash left pending and CTZQ issues whose prizes were entered.
 */
export const sportsJobs: JobTick[] = [
  throttled({ name: "sports-feed", run: (deps, now) => runSportsTick(deps, now) }, 30_000),
  throttled({ name: "sports-settlement", run: (deps, now) => settleDueSportsOrders(deps, now) }, 60_000),
];
