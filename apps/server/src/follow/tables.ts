import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, smallint, unique, varchar } from "drizzle-orm/pg-core";
import { at, bigId, fen } from "../db/columns.ts";
import { playerId } from "../account/tables.ts";
import { orders } from "../orders/tables.ts";

/**
 * Released tickets (发单, issue 23): a releaser's own sports order offered for following. The release
 * is written in the same transaction as its order; its status is read from the order (pending →
 * selling until `deadline`, then closed; won | lost | cancelled once settled). `house_cut_percent` is
 * the operator's house cut when the ticket was released: the terms stay those of the release.
 */
export const followReleases = pgTable(
  "follow_releases",
  {
    id: bigId(),
    releaseNo: varchar("release_no", { length: 32 }).notNull().unique(),
    releaserId: playerId().notNull(),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .unique()
      .references(() => orders.id),
    gameCode: varchar("game_code", { length: 16 }).notNull(),
    commissionPercent: smallint("commission_percent").notNull(),
    houseCutPercent: smallint("house_cut_percent").notNull(),
    /** 0 visible now, 2 after sale closes. */
    privacy: smallint("privacy").notNull(),
    pitch: varchar("pitch", { length: 200 }).notNull().default(""),
    /** When following closes: the first match's sale close. */
    deadline: at("deadline").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    index("follow_releases_deadline_idx").on(t.deadline),
    index("follow_releases_releaser_idx").on(t.releaserId, t.createdAt),
    check("follow_releases_commission", sql`${t.commissionPercent} between 0 and 10`),
    check("follow_releases_house_cut", sql`${t.houseCutPercent} between 0 and 100`),
    check("follow_releases_privacy", sql`${t.privacy} in (0, 2)`),
  ],
);

export type ReleaseRow = typeof followReleases.$inferSelect;

/**
 * One follow (跟单): the follower's own order of the release's ticket. `commission_fen` (C) and
 * `house_cut_fen` (H) are written once, by the settlement step that pays the follower's prize
 * (follow/commission.ts), together with the two commission journals; `settled_at` marks that step.
 */
export const followOrders = pgTable(
  "follow_orders",
  {
    id: bigId(),
    releaseId: bigint("release_id", { mode: "number" })
      .notNull()
      .references(() => followReleases.id),
    followerId: playerId().notNull(),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.id),
    multiple: integer("multiple").notNull(),
    amountFen: fen("amount_fen").notNull(),
    commissionFen: fen("commission_fen").notNull().default(0),
    houseCutFen: fen("house_cut_fen").notNull().default(0),
    createdAt: at("created_at").notNull(),
    settledAt: at("settled_at"),
  },
  (t) => [
    unique("follow_orders_order").on(t.orderId),
    index("follow_orders_release_idx").on(t.releaseId, t.id),
    index("follow_orders_follower_idx").on(t.followerId, t.createdAt),
    check(
      "follow_orders_amounts",
      sql`${t.amountFen} > 0 and ${t.houseCutFen} between 0 and ${t.commissionFen}`,
    ),
  ],
);

export type FollowRow = typeof followOrders.$inferSelect;
