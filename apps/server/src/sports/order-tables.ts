import { bigint, foreignKey, index, integer, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";
import { orders } from "../orders/tables.ts";

/**
 * One row per sports order and match it has a leg on (several plays of one match in a 混合过关 order
 * share the row): how settlement finds the orders a match result affects, and how the sweep finds
 * pending orders whose matches are all decided. What was bought (plays, options, accepted SPs, bankers)
 * lives in `orders.detail`; these rows only index it by match. `user_id` is the order's player (the
 * rows live with the order on a distributed PostgreSQL).
 */
export const sportsOrderLegs = pgTable(
  "sports_order_legs",
  {
    userId: integer("user_id").notNull(),
    orderId: bigint("order_id", { mode: "number" }).notNull(),
    matchId: varchar("match_id", { length: 24 }).notNull(),
  },
  (t) => [
    primaryKey({ name: "sports_order_legs_pkey", columns: [t.userId, t.orderId, t.matchId] }),
    foreignKey({
      name: "sports_order_legs_order_fk",
      columns: [t.userId, t.orderId],
      foreignColumns: [orders.userId, orders.id],
    }),
    index("sports_order_legs_match_idx").on(t.matchId, t.orderId),
  ],
);
