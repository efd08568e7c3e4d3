export * from "./levels.ts";
export * from "./earning.ts";
export * from "./checkin.ts";
export * from "./store.ts";
