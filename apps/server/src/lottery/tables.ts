import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { at, bigId, fen } from "../db/columns.ts";
import { playerId } from "../account/tables.ts";

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
 * `pool_fen`, `sales_fen` and `winners` (tier → winning bets) are the issue's announced figures (奖池
 * after the draw, 本期销量, winners per tier) from the feed or an operator: shown only, never paid on.
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
    poolFen: fen("pool_fen"),
    salesFen: fen("sales_fen"),
    winners: jsonb("winners").$type<Record<string, number>>(),
    drawnAt: at("drawn_at"),
    settledAt: at("settled_at"),
    /**
     * When the scheduler announced the issue (`opened` event). House issues open only once the
     * previous seed of their chain is revealed, so `seed_hash` is shown from then on (lottery/issues).
     */
    openedAt: at("opened_at"),
    /** When the chase orders falling on this issue were placed (retried each tick until done). */
    chasesPlacedAt: at("chases_placed_at"),
  },
  (t) => [
    unique("lottery_issues_game_issue").on(t.gameCode, t.issue),
    unique("lottery_issues_chain_slot").on(t.chainId, t.chainIndex),
    index("lottery_issues_game_draw_idx").on(t.gameCode, t.drawAt),
    index("lottery_issues_status_idx").on(t.status, t.drawAt),
    check("lottery_issue_status_known", sql`${t.status} in ('open', 'closed', 'drawn', 'settled', 'void')`),
    check("lottery_issue_times", sql`${t.openAt} <= ${t.closeAt} and ${t.closeAt} <= ${t.drawAt}`),
  ],
);

export type IssueRow = typeof lotteryIssues.$inferSelect;

/**
 * A seed hash chain of one house-drawn game (lottery/chains.ts): the secret terminal seed s_length,
 * the public anchor s_0 = sha256^length(s_length), and the next unused index (issues take 1, 2, …).
 * `terminal_seed` never leaves the server; each issue's seed is recomputed from it when drawn.
 */
export const lotterySeedChains = pgTable(
  "lottery_seed_chains",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    gameCode: varchar("game_code", { length: 16 }).notNull(),
    terminalSeed: varchar("terminal_seed", { length: 64 }).notNull(),
    anchor: varchar("anchor", { length: 64 }).notNull(),
    length: integer("length").notNull(),
    nextIndex: integer("next_index").notNull().default(1),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    index("lottery_seed_chains_game_idx").on(t.gameCode, t.id),
    check("lottery_seed_chain_next", sql`${t.nextIndex} between 1 and ${t.length} + 1`),
  ],
);

export type SeedChainRow = typeof lotterySeedChains.$inferSelect;

/**
 * 自选号码 (/addNumber, issue 26): a player's saved number sets, each one valid selection of one play
 * of a number game (checked by the rules package when saved), at most SAVED_NUMBERS_PER_GAME per game.
 * `tickets` is the selection as the rules package formats it, so the same set is saved once.
 */
export const lotterySavedNumbers = pgTable(
  "lottery_saved_numbers",
  {
    /** With the player id the key (sharding-ready, issue 30: a player-keyed table's keys hold user_id). */
    id: bigint("id", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    userId: playerId().notNull(),
    gameCode: varchar("game_code", { length: 16 }).notNull(),
    play: varchar("play", { length: 16 }).notNull(),
    tickets: varchar("tickets", { length: 2000 }).notNull(),
    name: varchar("name", { length: 12 }).notNull().default(""),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    unique("lottery_saved_numbers_once").on(t.userId, t.gameCode, t.tickets),
    index("lottery_saved_numbers_user_idx").on(t.userId, t.gameCode, t.id),
  ],
);

export type SavedNumberRow = typeof lotterySavedNumbers.$inferSelect;
