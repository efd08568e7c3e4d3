import type { JobTick } from "./leader.ts";
import { deliverPushes } from "../push/deliver.ts";

/** Sends the queued Web Push notices (push/deliver.ts), each claimed once. */
export const pushJob: JobTick = {
  name: "push",
  run: async (deps, now) => ({ pushed: await deliverPushes(deps, now) }),
};
