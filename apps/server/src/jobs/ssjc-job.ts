import { payDueEvents } from "../ssjc/event-payout.ts";
import { settleDueSsjc } from "../ssjc/settle.ts";
import { throttled, type JobTick } from "./leader.ts";

/**
 * Match guessing's settlement (every 5 s): the guesses and events' predictions on matches whose
 * result is in (entered by an operator or a feed) are settled, and paid once each (ssjc/settle.ts);
 * then ended events' rank prizes are paid once each (ssjc/event-payout.ts). A run cut short is
 * finished by the next one, and a rerun pays nothing.
 */
export const ssjcJob: JobTick = throttled(
  {
    name: "ssjc",
    run: async (deps, now) => {
      const settled = await settleDueSsjc(deps.db, now);
      return { settled, eventPrizes: await payDueEvents(deps.db, now) };
    },
  },
  5_000,
);
