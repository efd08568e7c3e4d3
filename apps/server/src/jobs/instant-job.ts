import type { JobTick } from "./leader.ts";
import { revealDueCards } from "../instant/scratch-reveal.ts";

/** Scratch cards nobody scratched by their reveal time are revealed and paid (instant/scratch-reveal.ts). */
export const instantJob: JobTick = {
  name: "instant",
  run: async (deps, now) => ({ revealed: await revealDueCards(deps.db, now) }),
};
