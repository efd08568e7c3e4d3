import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { at, fen, playerKey, rowId } from "../db/columns.ts";
import { playerId } from "../account/tables.ts";

/**
 * A player's level and cycle (created on first touch). `growth` is the growth earned in the cycle
 * that began on `cycle_start` (China date); `stake_growth_day`/`stake_growth_today` and
 * `points_day`/`points_today` carry the daily caps; all written under this row's lock.
 */
export const loyaltyMembers = pgTable(
  "loyalty_members",
  {
    userId: playerId().primaryKey(),
    level: integer("level").notNull().default(0),
    cycleStart: date("cycle_start", { mode: "string" }).notNull(),
    growth: integer("growth").notNull().default(0),
    stakeGrowthDay: date("stake_growth_day", { mode: "string" }),
    stakeGrowthToday: integer("stake_growth_today").notNull().default(0),
    pointsDay: date("points_day", { mode: "string" }),
    pointsToday: integer("points_today").notNull().default(0),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [check("loyalty_member_growth", sql`${t.growth} >= 0 and ${t.level} >= 0`)],
);

/**
 * Every change of growth or level: `key` makes each exactly-once (`order:<id>`, `login:<day>`,
 * `cycle:<day>`, …) per player.
 */
export const growthRecords = pgTable(
  "loyalty_growth_records",
  {
    id: rowId(),
    userId: playerId().notNull(),
    key: varchar("key", { length: 64 }).notNull(),
    reason: varchar("reason", { length: 12 }).notNull(),
    delta: integer("delta").notNull(),
    growthAfter: integer("growth_after").notNull(),
    levelAfter: integer("level_after").notNull(),
    at: at("at").notNull(),
  },
  (t) => [
    playerKey("loyalty_growth_records", t.userId, t.id),
    unique("loyalty_growth_once").on(t.userId, t.key),
  ],
);

/** Settled orders whose growth and points were counted (exactly once, by the loyalty job). */
export const loyaltyAccruals = pgTable(
  "loyalty_accruals",
  {
    orderId: bigint("order_id", { mode: "number" }).notNull(),
    userId: playerId().notNull(),
    growth: integer("growth").notNull(),
    points: integer("points").notNull(),
    at: at("at").notNull(),
  },
  (t) => [playerKey("loyalty_accruals", t.userId, t.orderId)],
);

/** One check-in per player and China day (made up with a card or not). */
export const checkins = pgTable(
  "loyalty_checkins",
  {
    userId: playerId().notNull(),
    day: date("day", { mode: "string" }).notNull(),
    madeUp: boolean("made_up").notNull().default(false),
    at: at("at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Streak rewards paid, once per player, month (YYYY-MM) and streak length. */
export const streakRewards = pgTable(
  "loyalty_streak_rewards",
  {
    userId: playerId().notNull(),
    month: varchar("month", { length: 7 }).notNull(),
    days: integer("days").notNull(),
    points: integer("points").notNull(),
    at: at("at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month, t.days] })],
);

/** Upgrade gifts (荣誉礼包) claimed, once per player and level. */
export const honorGifts = pgTable(
  "loyalty_honor_gifts",
  {
    userId: playerId().notNull(),
    level: integer("level").notNull(),
    points: integer("points").notNull(),
    at: at("at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.level] })],
);

/** What the points store sells: red packets (bet credit of `value_fen`) and make-up cards. */
export const storeProducts = pgTable(
  "loyalty_store_products",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar("kind", { length: 16 }).notNull(),
    name: varchar("name", { length: 40 }).notNull(),
    description: varchar("description", { length: 200 }).notNull().default(""),
    pricePoints: integer("price_points").notNull(),
    valueFen: fen("value_fen"),
    validDays: integer("valid_days").notNull().default(30),
    /** Sold per China day at most; null = unlimited. */
    dailyStock: integer("daily_stock"),
    enabled: boolean("enabled").notNull().default(true),
    sort: integer("sort").notNull().default(0),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check(
      "loyalty_product_terms",
      sql`${t.pricePoints} > 0 and ${t.validDays} > 0 and (${t.dailyStock} is null or ${t.dailyStock} >= 0)
        and ((${t.kind} = 'red_packet' and ${t.valueFen} > 0) or (${t.kind} = 'makeup_card' and ${t.valueFen} is null))`,
    ),
  ],
);

/** One exchange: exactly once per player's requestId; `day` counts the stock and the player's limit. */
export const storePurchases = pgTable(
  "loyalty_store_purchases",
  {
    id: rowId(),
    userId: playerId().notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => storeProducts.id),
    requestId: varchar("request_id", { length: 64 }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    price: integer("price").notNull(),
    itemId: bigint("item_id", { mode: "number" }).notNull(),
    pointsAfter: integer("points_after").notNull(),
    at: at("at").notNull(),
  },
  (t) => [
    playerKey("loyalty_store_purchases", t.userId, t.id),
    unique("loyalty_purchase_request").on(t.userId, t.requestId),
    index("loyalty_purchase_day_idx").on(t.productId, t.day),
    index("loyalty_purchase_user_day_idx").on(t.userId, t.day),
  ],
);

/**
 * The bag: each item a player holds. A red packet's `remaining_fen` is what is left of its credit;
 * `state` usable → used | expired. `source_ref` names what made it (a purchase id, a month …).
 */
export const inventoryItems = pgTable(
  "loyalty_inventory",
  {
    id: rowId(),
    userId: playerId().notNull(),
    kind: varchar("kind", { length: 16 }).notNull(),
    name: varchar("name", { length: 40 }).notNull(),
    valueFen: fen("value_fen"),
    remainingFen: fen("remaining_fen"),
    source: varchar("source", { length: 12 }).notNull(),
    sourceRef: varchar("source_ref", { length: 64 }).notNull(),
    state: varchar("state", { length: 10 }).notNull().default("usable"),
    acquiredAt: at("acquired_at").notNull(),
    expiresAt: at("expires_at"),
    usedAt: at("used_at"),
  },
  (t) => [
    playerKey("loyalty_inventory", t.userId, t.id),
    unique("loyalty_inventory_source").on(t.userId, t.source, t.sourceRef),
    index("loyalty_inventory_user_idx").on(t.userId, t.state, t.id),
    check("loyalty_inventory_remaining", sql`${t.remainingFen} is null or ${t.remainingFen} >= 0`),
  ],
);

/** The red packet that paid part of an order's stake (bet credit, never earning growth or points). */
export const packetUses = pgTable(
  "loyalty_packet_uses",
  {
    orderId: bigint("order_id", { mode: "number" }).notNull(),
    userId: playerId().notNull(),
    itemId: bigint("item_id", { mode: "number" }).notNull(),
    creditFen: fen("credit_fen").notNull(),
    at: at("at").notNull(),
  },
  (t) => [
    playerKey("loyalty_packet_uses", t.userId, t.orderId),
    index("loyalty_packet_uses_item_idx").on(t.itemId),
    check("loyalty_packet_use_positive", sql`${t.creditFen} > 0`),
  ],
);

/** Task points claimed (任务积分): once per player, task and period (`once`, or the China day of a daily task). */
export const taskClaims = pgTable(
  "loyalty_task_claims",
  {
    userId: playerId().notNull(),
    task: varchar("task", { length: 16 }).notNull(),
    period: varchar("period", { length: 10 }).notNull(),
    points: integer("points").notNull(),
    at: at("at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.task, t.period] })],
);
