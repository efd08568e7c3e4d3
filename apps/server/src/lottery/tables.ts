import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, unique, varchar } from "drizzle-orm/pg-core";
import { at, bigId } from "../db/columns.ts";

/**
 * One issue (期) of a number or fast-draw game, opened ahead by the scheduler from the rules package's
 * schedule (`drawsOn`/`nextDraw`). Sales run from `open_at` to `close_at`; the draw is at `draw_at`.
 *
 * status: `open` (created; on sale while open_at ≤ now < close_at) → `closed` (sale over, awaiting the
 * draw) → `drawn` (numbers known; settlement running) → `settled` (every order settled); or `void`
 * (never drawn: its orders were refunded). Only the scheduler leader and operator result entry move it.
 *
 * House-drawn games: `seed_hash` (SHA-256 of the seed, hex) is public from creation, before sale opens;
 * `seed` is revealed once drawn; `chain_id`/`chain_index` place the seed in its hash chain
 * (lottery/draws). Official games take `numbers` from the result feed or an operator.
 * `prizes` holds the per-bet amounts (fen) of floating tiers once announced, e.g. {"1": 500000000}.
 */
export const lotteryIssues = pgTable(
  "lottery_issues",
  {
    id: bigId(),
    gameCode: varchar("game_code", { length: 16 }).notNull(),
    issue: varchar("issue", { length: 20 }).notNull(),
    openAt: at("open_at").notNull(),
    closeAt: at("close_at").notNull(),
    drawAt: at("draw_at").notNull(),
    /** open | closed | drawn | settled | void */
    status: varchar("status", { length: 8 }).notNull().default("open"),
    /** The drawn numbers as one ticket without the play prefix ("01,02,03,04,05,06|07"). */
    numbers: varchar("numbers", { length: 200 }),
    /** house | feed | operator: who produced the numbers. */
    source: varchar("source", { length: 8 }),
    seedHash: varchar("seed_hash", { length: 64 }),
    seed: varchar("seed", { length: 64 }),
    chainId: integer("chain_id"),
    chainIndex: integer("chain_index"),
    prizes: jsonb("prizes").$type<Record<string, number>>(),
    drawnAt: at("drawn_at"),
    settledAt: at("settled_at"),
  },
  (t) => [
    unique("lottery_issues_game_issue").on(t.gameCode, t.issue),
    index("lottery_issues_game_draw_idx").on(t.gameCode, t.drawAt),
    index("lottery_issues_status_idx").on(t.status, t.drawAt),
    check("lottery_issue_status_known", sql`${t.status} in ('open', 'closed', 'drawn', 'settled', 'void')`),
    check("lottery_issue_times", sql`${t.openAt} <= ${t.closeAt} and ${t.closeAt} <= ${t.drawAt}`),
  ],
);

export type IssueRow = typeof lotteryIssues.$inferSelect;
