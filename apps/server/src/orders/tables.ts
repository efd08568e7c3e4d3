import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, unique, varchar } from "drizzle-orm/pg-core";
import { at, fen, playerKey, rowId } from "../db/columns.ts";
import { playerId } from "../account/tables.ts";

/**
 * Every bet order, number and sports alike (one table so 投注记录, 最新中奖 and the exactly-once
 * settlement read and write one place). One order = one stake debit (or, for a chase's later issues,
 * a share of the chase's prepaid stake) and at most one prize or refund:
 *
 * - `status` moves once, `pending` → `won` | `lost` | `cancelled`, by `settleOrders` (orders/settle.ts),
 *   which updates only rows still pending and posts the prize (`prize:<orderNo>`) or the refund
 *   (`refund:<orderNo>`) in the same transaction, so a repeated or crashed settlement pays once.
 * - `(user_id, request_id)` is the client's idempotency key (chase issues after the first have none).
 * - `detail` holds what was bought: number games `{tickets, addition}` (canonical tickets string),
 *   sports `{passTypes, legs}`; sports legs are also rows of sports_order_legs for settlement by match.
 * - `prize_fen` is the amount paid (won) or refunded (cancelled). An order that hits a floating tier
 *   whose amount is not yet known stays pending until the amount is entered.
 */
export const orders = pgTable(
  "orders",
  {
    id: rowId(),
    /** Unique across players through number_owners (orders/numbers.ts), per player here. */
    orderNo: varchar("order_no", { length: 32 }).notNull(),
    userId: playerId().notNull(),
    /** number | sports | scratch (instant scratch cards, issue 26) */
    kind: varchar("kind", { length: 8 }).notNull(),
    gameCode: varchar("game_code", { length: 16 }).notNull(),
    /** The issue of a number or fast-draw order (CTZQ: its pool issue); null for jingcai/BJDC parlays. */
    issue: varchar("issue", { length: 20 }),
    /** The play summary shown in records (e.g. "FS", "3_1,4_1"). */
    play: varchar("play", { length: 64 }).notNull().default(""),
    requestId: varchar("request_id", { length: 64 }),
    requestHash: varchar("request_hash", { length: 64 }),
    /** The chase this order belongs to (lottery_chases.id), or null. */
    chaseId: bigint("chase_id", { mode: "number" }),
    bets: integer("bets").notNull(),
    multiple: integer("multiple").notNull(),
    amountFen: fen("amount_fen").notNull(),
    prizeFen: fen("prize_fen").notNull().default(0),
    /** Prize tax withheld (偶然所得税, rules core/tax.ts): part of prize_fen, which is before tax. */
    taxFen: fen("tax_fen").notNull().default(0),
    /** pending | won | lost | cancelled */
    status: varchar("status", { length: 10 }).notNull().default("pending"),
    detail: jsonb("detail").notNull(),
    placedAt: at("placed_at").notNull(),
    settledAt: at("settled_at"),
  },
  (t) => [
    playerKey("orders", t.userId, t.id),
    unique("orders_user_order_no").on(t.userId, t.orderNo),
    index("orders_id_idx").on(t.id), // settlement, legs and follows find an order by its id
    index("orders_order_no_idx").on(t.orderNo), // the console and journals name an order by its number
    unique("orders_user_request").on(t.userId, t.requestId),
    index("orders_user_idx").on(t.userId, t.placedAt),
    index("orders_issue_idx").on(t.gameCode, t.issue, t.status),
    index("orders_chase_idx").on(t.chaseId),
    index("orders_won_idx").on(t.status, t.settledAt),
    check("orders_kind_known", sql`${t.kind} in ('number', 'sports', 'scratch')`),
    check("orders_status_known", sql`${t.status} in ('pending', 'won', 'lost', 'cancelled')`),
    check("orders_amount_positive", sql`${t.amountFen} > 0 and ${t.prizeFen} >= 0`),
    check("orders_tax_within_prize", sql`${t.taxFen} >= 0 and ${t.taxFen} <= ${t.prizeFen}`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
