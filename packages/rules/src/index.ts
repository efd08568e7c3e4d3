export * from "./core/money.ts";
export * from "./core/combinatorics.ts";
export * from "./core/refusal.ts";
export * from "./core/integer.ts";
export * from "./core/ball.ts";
export * from "./catalogue/games.ts";
export * from "./spec/route.ts";
