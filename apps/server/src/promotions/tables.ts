import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, unique, varchar } from "drizzle-orm/pg-core";
import { at, fen, playerKey, rowId } from "../db/columns.ts";
import type { PromotionKind } from "@lottery/contract";
import { playerId } from "../account/tables.ts";
import { ledgerJournals } from "../wallet/tables.ts";

/**
 * Promotions an operator configures (the discount centre). The terms columns of the other kind stay
 * null: a first-recharge bonus has `percent`, `cap_fen`, `min_recharge_fen`; a red packet `min_fen`,
 * `max_fen`. `turnover_percent` is the wagering a claimed bonus adds, in percent of it.
 */
export const promotions = pgTable(
  "promotions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar("kind", { length: 24 }).$type<PromotionKind>().notNull(),
    title: varchar("title", { length: 60 }).notNull(),
    description: varchar("description", { length: 1000 }).notNull().default(""),
    startsAt: at("starts_at"),
    endsAt: at("ends_at"),
    sort: integer("sort").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
    turnoverPercent: integer("turnover_percent").notNull().default(0),
    percent: integer("percent"),
    capFen: fen("cap_fen"),
    minRechargeFen: fen("min_recharge_fen"),
    minFen: fen("min_fen"),
    maxFen: fen("max_fen"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check(
      "promotion_terms",
      sql`(${t.kind} = 'first_recharge' and ${t.percent} > 0 and ${t.capFen} > 0 and ${t.minRechargeFen} >= 0)
        or (${t.kind} = 'red_packet' and ${t.minFen} > 0 and ${t.maxFen} >= ${t.minFen})`,
    ),
    check("promotion_turnover_not_negative", sql`${t.turnoverPercent} >= 0`),
  ],
);

/**
 * One claim of a promotion: at most one per player and period (`once`, or the China date for daily
 * promotions) — the UNIQUE that makes a bonus pay exactly once, written in the transaction of its
 * journal. `request_id` is the player's key: a repeat answers this claim.
 */
export const promotionClaims = pgTable(
  "promotion_claims",
  {
    id: rowId(),
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id),
    userId: playerId().notNull(),
    period: varchar("period", { length: 10 }).notNull(),
    requestId: varchar("request_id", { length: 64 }).notNull(),
    amountFen: fen("amount_fen").notNull(),
    /** The player's cash right after the bonus (the claim's answer); set with the journal. */
    balanceAfterFen: fen("balance_after_fen"),
    journalId: bigint("journal_id", { mode: "number" }).references(() => ledgerJournals.id),
    claimedAt: at("claimed_at").notNull(),
  },
  (t) => [
    playerKey("promotion_claims", t.userId, t.id),
    unique("promotion_claims_once_per_period").on(t.promotionId, t.userId, t.period),
    unique("promotion_claims_request").on(t.userId, t.requestId),
    index("promotion_claims_user_idx").on(t.userId, t.claimedAt),
    check("promotion_claim_positive", sql`${t.amountFen} > 0`),
  ],
);
