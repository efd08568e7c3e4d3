// Every module's tables, for drizzle-kit's migrations and the tests that walk every table. It stands
// at the top: db/ (the client) needs no module, so every module may import db/.
export * from "./account/tables.ts";
export * from "./admin/tables.ts";
export * from "./admin/audit-tables.ts";
export * from "./cards/tables.ts";
export * from "./content/tables.ts";
export * from "./system/tables.ts";
export * from "./wallet/tables.ts";
export * from "./wallet/payment/tables.ts";
export * from "./withdrawal/tables.ts";
export * from "./promotions/tables.ts";
export * from "./yuebao/tables.ts";
export * from "./games/tables.ts";
export * from "./orders/tables.ts";
export * from "./lottery/tables.ts";
export * from "./sports/tables.ts";
export * from "./sports/order-tables.ts";
export * from "./sports/live-tables.ts";
export * from "./orders/chase-tables.ts";
export * from "./demo/games/tables.ts";
export * from "./kefu/tables.ts";
export * from "./together/tables.ts";
export * from "./loyalty/tables.ts";
export * from "./safety/tables.ts";
export * from "./push/tables.ts";
export * from "./follow/tables.ts";
export * from "./instant/tables.ts";
