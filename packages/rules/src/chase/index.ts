export * from "./chase.ts";
