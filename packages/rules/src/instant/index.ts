// Instant games (issue 26): per-player provably fair plays, scratch-card batches, the slot machine, the golden egg.
export * from "./fair-play.ts";
export * from "./scratch.ts";
export * from "./slot.ts";
export * from "./egg.ts";
