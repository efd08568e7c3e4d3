import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { playerId } from "../account/tables.ts";
import { at, fen, playerKey, rowId } from "../db/columns.ts";
import { orders } from "./tables.ts";

/**
 * A chase (追号): the same tickets bought on consecutive issues of one game, each issue with its own
 * multiple. The whole amount is frozen at placement (cash → frozen, `chase_freeze`); each issue's order
 * is placed when that issue opens and paid from frozen (`bet`); issues never placed (stop on win,
 * cancelled by the player, missed or voided issues) give their amount back (frozen → cash,
 * `chase_release`). status: running → finished (no issue left waiting) | stopped (won with
 * stop-on-win) | cancelled (by the player). `(user_id, request_id)` is the bet's idempotency key.
 */
export const lotteryChases = pgTable(
  "lottery_chases",
  {
    id: rowId(),
    /** Unique across players through number_owners (orders/numbers.ts), per player here. */
    chaseNo: varchar("chase_no", { length: 32 }).notNull(),
    userId: playerId().notNull(),
    gameCode: varchar("game_code", { length: 16 }).notNull(),
    /** Canonical tickets string (rules' formatTickets). */
    tickets: text("tickets").notNull(),
    play: varchar("play", { length: 64 }).notNull().default(""),
    addition: boolean("addition").notNull().default(false),
    /** Bets per issue. */
    bets: integer("bets").notNull(),
    stopOnWin: boolean("stop_on_win").notNull(),
    issueCount: integer("issue_count").notNull(),
    /** The whole amount frozen at placement. */
    amountFen: fen("amount_fen").notNull(),
    /** running | finished | stopped | cancelled */
    status: varchar("status", { length: 10 }).notNull().default("running"),
    requestId: varchar("request_id", { length: 64 }).notNull(),
    requestHash: varchar("request_hash", { length: 64 }).notNull(),
    createdAt: at("created_at").notNull(),
    endedAt: at("ended_at"),
  },
  (t) => [
    playerKey("lottery_chases", t.userId, t.id),
    unique("lottery_chases_user_chase_no").on(t.userId, t.chaseNo),
    index("lottery_chases_id_idx").on(t.id), // orders name their chase by id
    index("lottery_chases_chase_no_idx").on(t.chaseNo),
    unique("lottery_chases_user_request").on(t.userId, t.requestId),
    index("lottery_chases_user_idx").on(t.userId, t.createdAt),
    check("lottery_chase_status_known", sql`${t.status} in ('running', 'finished', 'stopped', 'cancelled')`),
    check("lottery_chase_amount_positive", sql`${t.amountFen} > 0`),
  ],
);

/**
 * One issue of a chase: its multiple and amount, the order once placed, or its release.
 * status: waiting → placed (order_id set, paid from frozen) | released (amount back to cash).
 * `close_at` is the scheduled sales close, so issues the scheduler never opened can be released.
 * `user_id` is the chase's player (its rows, the chase's and the issue's order live together).
 */
export const lotteryChaseIssues = pgTable(
  "lottery_chase_issues",
  {
    id: rowId(),
    userId: integer("user_id").notNull(),
    chaseId: bigint("chase_id", { mode: "number" }).notNull(),
    seq: integer("seq").notNull(),
    gameCode: varchar("game_code", { length: 16 }).notNull(),
    issue: varchar("issue", { length: 20 }).notNull(),
    closeAt: at("close_at").notNull(),
    multiple: integer("multiple").notNull(),
    amountFen: fen("amount_fen").notNull(),
    /** waiting | placed | released */
    status: varchar("status", { length: 10 }).notNull().default("waiting"),
    orderId: bigint("order_id", { mode: "number" }),
    doneAt: at("done_at"),
  },
  (t) => [
    playerKey("lottery_chase_issues", t.userId, t.id),
    foreignKey({
      name: "lottery_chase_issues_chase_fk",
      columns: [t.userId, t.chaseId],
      foreignColumns: [lotteryChases.userId, lotteryChases.id],
    }),
    foreignKey({
      name: "lottery_chase_issues_order_fk",
      columns: [t.userId, t.orderId],
      foreignColumns: [orders.userId, orders.id],
    }),
    unique("lottery_chase_issues_seq").on(t.userId, t.chaseId, t.seq),
    unique("lottery_chase_issues_issue").on(t.userId, t.chaseId, t.issue),
    index("lottery_chase_issues_due_idx").on(t.gameCode, t.issue, t.status),
    index("lottery_chase_issues_waiting_idx").on(t.status, t.closeAt),
    check("lottery_chase_issue_status_known", sql`${t.status} in ('waiting', 'placed', 'released')`),
    check("lottery_chase_issue_amount_positive", sql`${t.amountFen} > 0 and ${t.multiple} > 0`),
  ],
);

export type ChaseRow = typeof lotteryChases.$inferSelect;
export type ChaseIssueRow = typeof lotteryChaseIssues.$inferSelect;
