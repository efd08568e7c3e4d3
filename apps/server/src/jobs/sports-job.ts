import { settleDueSportsOrders } from "../sports/settlement.ts";
import { runSportsTick } from "../sports/tick.ts";
import { throttled, type JobTick } from "./leader.ts";

/**
 * The sports jobs of the leader loop: the feed (programme, odds moves, sale close, results) every
 * 30 s — sale closes are checked again by every bet — and the settlement sweep every minute, which
 * settles orders a crash left pending and CTZQ issues whose prizes were entered.
 */
export const sportsJobs: JobTick[] = [
  throttled({ name: "sports-feed", run: (deps, now) => runSportsTick(deps, now) }, 30_000),
  throttled({ name: "sports-settlement", run: (deps, now) => settleDueSportsOrders(deps, now) }, 60_000),
];
