import { sql } from "drizzle-orm";
import { check, pgTable, unique, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { at, fen, playerKey, rowId } from "../db/columns.ts";
import { playerId } from "../account/tables.ts";

/**
 * Every transfer between a player's cash and a game company (转账中心), with its status: pending
 * while the company is being asked, then success or failed (`fail_reason` is the refusal the player
 * saw). `request_id` is the player's idempotency key (sub-keys `<requestId>:<company>` for 一键回收).
 * At most one transfer per player and company is pending at a time, so a company's wallet is never
 * reconciled while money is on its way. `settled_fen` is the game win/loss posted (kind game_settle)
 * just before a 转出; null until then.
 */
export const gameTransfers = pgTable(
  "game_transfers",
  {
    id: rowId(),
    transferNo: varchar("transfer_no", { length: 32 }).notNull(),
    userId: playerId().notNull(),
    requestId: varchar("request_id", { length: 90 }).notNull(),
    requestHash: varchar("request_hash", { length: 64 }).notNull(),
    direction: varchar("direction", { length: 4 }).notNull(),
    company: varchar("company", { length: 19 }).notNull(),
    amountFen: fen("amount_fen").notNull(),
    status: varchar("status", { length: 8 }).notNull().default("pending"),
    settledFen: fen("settled_fen"),
    failReason: varchar("fail_reason", { length: 100 }).notNull().default(""),
    createdAt: at("created_at").notNull(),
    finishedAt: at("finished_at"),
  },
  (t) => [
    playerKey("game_transfers", t.userId, t.id),
    unique("game_transfers_user_transfer_no").on(t.userId, t.transferNo),
    unique("game_transfers_user_request").on(t.userId, t.requestId),
    uniqueIndex("game_transfers_one_pending")
      .on(t.userId, t.company)
      .where(sql`status = 'pending'`),
    check("game_transfer_amount_positive", sql`${t.amountFen} > 0`),
  ],
);
