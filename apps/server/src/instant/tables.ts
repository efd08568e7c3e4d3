import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  unique,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { playerId } from "../account/tables.ts";
import { at, fen, playerKey, rowId } from "../db/columns.ts";

/**
 * Per-player provably fair seeds (issue 26). A player has one current seed (revealed_at null): its
 * sha256 is shown before any play uses it, `next_nonce` is the nonce of the next play, and rotating
 * sets revealed_at, after which the server seed is shown. The row is the lock plays of a player take
 * their nonce under.
 */
export const fairSeeds = pgTable(
  "instant_fair_seeds",
  {
    id: rowId(),
    userId: playerId().notNull(),
    serverSeed: varchar("server_seed", { length: 64 }).notNull(),
    seedHash: varchar("seed_hash", { length: 64 }).notNull(),
    clientSeed: varchar("client_seed", { length: 32 }).notNull(),
    nextNonce: integer("next_nonce").notNull().default(0),
    createdAt: at("created_at").notNull(),
    revealedAt: at("revealed_at"),
  },
  (t) => [
    playerKey("instant_fair_seeds", t.userId, t.id),
    uniqueIndex("instant_fair_seed_current")
      .on(t.userId)
      .where(sql`${t.revealedAt} is null`),
    check("instant_fair_seed_nonce", sql`${t.nextNonce} >= 0`),
  ],
);
export type FairSeedRow = typeof fairSeeds.$inferSelect;

/**
 * A scratch-card batch the operator defines: `card_count` cards, the prize tiers `tiers`
 * ([{prizeFen, count}], published, best first) and the unsold cards of each tier (`remaining`, same
 * order) plus the unsold losing cards, updated under the batch's row lock at each sale.
 */
export const scratchBatches = pgTable(
  "instant_scratch_batches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: varchar("name", { length: 40 }).notNull(),
    priceFen: fen("price_fen").notNull(),
    cardCount: integer("card_count").notNull(),
    tiers: jsonb("tiers").$type<{ prizeFen: number; count: number }[]>().notNull(),
    remaining: jsonb("remaining").$type<number[]>().notNull(),
    losingLeft: integer("losing_left").notNull(),
    soldCount: integer("sold_count").notNull().default(0),
    /** A card not scratched is revealed and paid by itself this many minutes after purchase. */
    revealMinutes: integer("reveal_minutes").notNull().default(1440),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    check(
      "instant_scratch_batch_terms",
      sql`${t.priceFen} > 0 and ${t.cardCount} > 0 and ${t.losingLeft} >= 0
        and ${t.soldCount} >= 0 and ${t.soldCount} <= ${t.cardCount} and ${t.revealMinutes} > 0`,
    ),
  ],
);
export type ScratchBatchRow = typeof scratchBatches.$inferSelect;

/**
 * A sold card: its order (orders kind `scratch`), the tier picked at purchase (-1 no prize) and what
 * the pick drew with (seed, nonce, the unsold counts before it), so the player can recompute it.
 * `state` bought → revealed once, when the order settles.
 */
export const scratchCards = pgTable(
  "instant_scratch_cards",
  {
    id: rowId(),
    batchId: integer("batch_id").notNull(),
    userId: playerId().notNull(),
    orderId: bigint("order_id", { mode: "number" }).notNull(),
    orderNo: varchar("order_no", { length: 32 }).notNull(),
    tier: integer("tier").notNull(),
    prizeFen: fen("prize_fen").notNull(),
    seedId: bigint("seed_id", { mode: "number" }).notNull(),
    nonce: integer("nonce").notNull(),
    remainingBefore: jsonb("remaining_before").$type<number[]>().notNull(),
    losingBefore: integer("losing_before").notNull(),
    state: varchar("state", { length: 10 }).notNull().default("bought"),
    boughtAt: at("bought_at").notNull(),
    revealDueAt: at("reveal_due_at").notNull(),
    revealedAt: at("revealed_at"),
  },
  (t) => [
    playerKey("instant_scratch_cards", t.userId, t.id),
    unique("instant_scratch_cards_user_order").on(t.userId, t.orderId),
    index("instant_scratch_card_due").on(t.state, t.revealDueAt),
    index("instant_scratch_card_batch").on(t.batchId),
    check("instant_scratch_card_state", sql`${t.state} in ('bought', 'revealed')`),
    check("instant_scratch_card_prize", sql`${t.prizeFen} >= 0 and ${t.tier} >= -1`),
  ],
);
export type ScratchCardRow = typeof scratchCards.$inferSelect;

/**
 * One small-game play (`game` slot | egg), exactly once per player's requestId: the stake in points
 * (a free chance's nominal stake), what it drew with, the outcome (`stops`: the reel stops, or the
 * egg's value), the egg picked, the line or prize won, points and red packet paid.
 */
export const smallGamePlays = pgTable(
  "instant_small_game_plays",
  {
    id: rowId(),
    userId: playerId().notNull(),
    game: varchar("game", { length: 8 }).notNull(),
    requestId: varchar("request_id", { length: 64 }).notNull(),
    requestHash: varchar("request_hash", { length: 64 }).notNull(),
    stake: integer("stake").notNull(),
    usedChance: boolean("used_chance").notNull(),
    /** The China day a free chance counts against. */
    day: varchar("day", { length: 10 }).notNull(),
    seedId: bigint("seed_id", { mode: "number" }).notNull(),
    nonce: integer("nonce").notNull(),
    stops: jsonb("stops").$type<number[]>().notNull(),
    /** The egg the player picked (0-2); null for the slot. */
    choice: integer("choice"),
    line: varchar("line", { length: 16 }),
    prizePoints: integer("prize_points").notNull().default(0),
    packetFen: fen("packet_fen").notNull().default(0),
    itemId: integer("item_id"),
    at: at("at").notNull(),
  },
  (t) => [
    playerKey("instant_small_game_plays", t.userId, t.id),
    unique("instant_small_game_request").on(t.userId, t.requestId),
    index("instant_small_game_user_game").on(t.userId, t.game, t.id),
    index("instant_small_game_day").on(t.userId, t.day, t.usedChance),
    check(
      "instant_small_game_amounts",
      sql`${t.stake} > 0 and ${t.prizePoints} >= 0 and ${t.packetFen} >= 0`,
    ),
    check("instant_small_game_choice", sql`${t.choice} is null or ${t.choice} between 0 and 2`),
  ],
);
export type SmallGamePlayRow = typeof smallGamePlays.$inferSelect;
