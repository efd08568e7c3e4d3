import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { at, bigId, fen, playerKey, rowId } from "../db/columns.ts";
import { playerId } from "../account/tables.ts";
import { orders } from "../orders/tables.ts";

/**
 * Group purchases (合买, issue 22). A scheme sells `total_shares` shares of one yuan each; its status
 * moves selling → placed (its ticket placed as ONE order of the initiator, `order_id`) → won | lost, or
 * selling → refunded (under 95 % at the deadline) | cancelled (initiator under 50 %, operator under 95 %).
 * Money while selling waits in the house escrow account `together` (the guarantee in the initiator's
 * frozen balance); every movement is a ledger journal keyed by scheme and participant.
 */
export const togetherSchemes = pgTable(
  "together_schemes",
  {
    id: rowId(),
    /** Unique across players through number_owners (orders/numbers.ts), per player here. */
    schemeNo: varchar("scheme_no", { length: 32 }).notNull(),
    initiatorId: playerId().notNull(),
    gameCode: varchar("game_code", { length: 16 }).notNull(),
    issue: varchar("issue", { length: 20 }).notNull(),
    play: varchar("play", { length: 64 }).notNull().default(""),
    /** What the ticket buys: `{tickets, addition}` as a number order's detail. */
    detail: jsonb("detail").notNull(),
    bets: integer("bets").notNull(),
    multiple: integer("multiple").notNull(),
    totalShares: integer("total_shares").notNull(),
    /** Shares paid so far: the initiator's buy and every join (not the guarantee nor the site). */
    soldShares: integer("sold_shares").notNull(),
    buyShares: integer("buy_shares").notNull(),
    guaranteeShares: integer("guarantee_shares").notNull(),
    /** At placement: the guarantee shares that bought what was missing. */
    guaranteeUsed: integer("guarantee_used").notNull().default(0),
    siteShares: integer("site_shares").notNull().default(0),
    commissionPercent: smallint("commission_percent").notNull(),
    /** 0 public, 1 participants only, 2 public after sale closes. */
    privacy: smallint("privacy").notNull(),
    pitch: varchar("pitch", { length: 200 }).notNull().default(""),
    /** selling | placed | won | lost | refunded | cancelled */
    status: varchar("status", { length: 10 }).notNull().default("selling"),
    /** When scheme sale closes (the issue's close less the operator's ahead seconds). */
    deadline: at("deadline").notNull(),
    participants: integer("participants").notNull().default(1),
    pinned: boolean("pinned").notNull().default(false),
    orderId: bigint("order_id", { mode: "number" }),
    requestId: varchar("request_id", { length: 64 }).notNull(),
    requestHash: varchar("request_hash", { length: 64 }).notNull(),
    /** Once settled: the order's prize after tax, the commission and each share's part (fen). */
    prizeFen: fen("prize_fen").notNull().default(0),
    commissionFen: fen("commission_fen").notNull().default(0),
    perShareFen: fen("per_share_fen").notNull().default(0),
    createdAt: at("created_at").notNull(),
    resolvedAt: at("resolved_at"),
  },
  (t) => [
    playerKey("together_schemes", t.initiatorId, t.id),
    unique("together_schemes_user_scheme_no").on(t.initiatorId, t.schemeNo),
    index("together_schemes_id_idx").on(t.id), // joins and follow rules name a scheme by id
    index("together_schemes_scheme_no_idx").on(t.schemeNo), // shared links name it by number
    foreignKey({
      name: "together_schemes_order_fk",
      columns: [t.initiatorId, t.orderId],
      foreignColumns: [orders.userId, orders.id],
    }),
    unique("together_schemes_request").on(t.initiatorId, t.requestId),
    index("together_schemes_due_idx").on(t.status, t.deadline),
    index("together_schemes_issue_idx").on(t.gameCode, t.issue, t.status),
    index("together_schemes_order_idx").on(t.orderId),
    index("together_schemes_initiator_idx").on(t.initiatorId, t.createdAt),
    check(
      "together_schemes_status_known",
      sql`${t.status} in ('selling', 'placed', 'won', 'lost', 'refunded', 'cancelled')`,
    ),
    check(
      "together_schemes_shares",
      sql`${t.totalShares} > 0 and ${t.soldShares} + ${t.guaranteeUsed} + ${t.siteShares} <= ${t.totalShares}
          and ${t.buyShares} + ${t.guaranteeShares} <= ${t.totalShares}`,
    ),
  ],
);

export type SchemeRow = typeof togetherSchemes.$inferSelect;

/**
 * Who holds shares of a scheme: the initiator's buy, each join, the guarantee used and the site's
 * fill (user null). A join's `(user_id, request_id)` is the client's idempotency key. `scheme_user_id`
 * is the scheme's initiator (the scheme's key is (user_id, id)).
 */
export const togetherJoins = pgTable(
  "together_joins",
  {
    id: bigId(),
    schemeUserId: integer("scheme_user_id").notNull(),
    schemeId: bigint("scheme_id", { mode: "number" }).notNull(),
    userId: playerId(),
    /** buy | join | guarantee | site */
    kind: varchar("kind", { length: 10 }).notNull(),
    shares: integer("shares").notNull(),
    amountFen: fen("amount_fen").notNull(),
    requestId: varchar("request_id", { length: 64 }),
    requestHash: varchar("request_hash", { length: 64 }),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    foreignKey({
      name: "together_joins_scheme_fk",
      columns: [t.schemeUserId, t.schemeId],
      foreignColumns: [togetherSchemes.initiatorId, togetherSchemes.id],
    }),
    unique("together_joins_user_join").on(t.userId, t.id), // a rule's run names its follower's join
    unique("together_joins_request").on(t.userId, t.requestId),
    index("together_joins_scheme_idx").on(t.schemeId, t.id),
    index("together_joins_user_idx").on(t.userId, t.createdAt),
    check("together_joins_kind_known", sql`${t.kind} in ('buy', 'join', 'guarantee', 'site')`),
    check("together_joins_positive", sql`${t.shares} > 0 and ${t.amountFen} > 0`),
  ],
);

export type JoinRow = typeof togetherJoins.$inferSelect;
