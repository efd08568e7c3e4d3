import type { JobTick } from "./leader.ts";
import { runLotteryTick } from "../lottery/tick.ts";

/** The lottery scheduler as a job of the leader loop (see lottery/tick.ts). */
export const lotteryJob: JobTick = {
  name: "lottery",
  run: (deps, now) => runLotteryTick(deps, now),
};
