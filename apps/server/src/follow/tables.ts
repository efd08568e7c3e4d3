import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, smallint, unique, varchar } from "drizzle-orm/pg-core";
import { at, bigId, fen } from "../db/columns.ts";
import { playerId } from "../account/tables.ts";
import { orders } from "../orders/tables.ts";
import { togetherJoins, togetherSchemes } from "../together/tables.ts";

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

/** What a custom follow rule follows: a releaser's releases or a group-purchase initiator's schemes. */
export const followRuleTargets = ["release", "scheme"] as const;
export type FollowRuleTarget = (typeof followRuleTargets)[number];

/**
 * Custom follow rules (定制跟单, issue 23): a follower follows every release of one releaser (target
 * `release`, order/editReleaseOrderFollowRule) or joins every scheme of one group-purchase initiator
 * (target `scheme`, hm/addfollowerrule) automatically — `releaser_id` is that player either way — a fixed
 * amount or a percentage of each release or scheme (capped), `times` times, paying as it goes or from a
 * prepaid reserve frozen at creation (`per_time_fen` × times). Status active → done (times used up) |
 * stopped (by the follower) | expired (60 days); the unused reserve returns then.
 */
export const followRules = pgTable(
  "follow_rules",
  {
    id: bigId(),
    followerId: playerId().notNull(),
    releaserId: bigint("releaser_id", { mode: "number" }).notNull(),
    /** release | scheme: what the rule follows of that player. */
    target: varchar("target", { length: 10 }).notNull().default("release"),
    /** 0 fixed amount per release, 1 percentage of the release's amount. */
    followType: smallint("follow_type").notNull(),
    amountFen: fen("amount_fen").notNull().default(0),
    percent: smallint("percent").notNull().default(0),
    maxAmountFen: fen("max_amount_fen").notNull().default(0),
    times: integer("times").notNull(),
    usedTimes: integer("used_times").notNull().default(0),
    /** 0 prepay (reserve frozen), 1 pay as you go. */
    payType: smallint("pay_type").notNull(),
    /** What one follow may cost at most: the fixed amount, or the percentage rule's cap. */
    perTimeFen: fen("per_time_fen").notNull(),
    /** active | done | stopped | expired */
    status: varchar("status", { length: 10 }).notNull().default("active"),
    requestId: varchar("request_id", { length: 64 }).notNull(),
    createdAt: at("created_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    endedAt: at("ended_at"),
  },
  (t) => [
    unique("follow_rules_request").on(t.followerId, t.requestId),
    index("follow_rules_releaser_idx").on(t.releaserId, t.status, t.createdAt),
    check("follow_rules_target_known", sql`${t.target} in ('release', 'scheme')`),
    index("follow_rules_follower_idx").on(t.followerId, t.createdAt),
    index("follow_rules_due_idx").on(t.status, t.expiresAt),
    check("follow_rules_status_known", sql`${t.status} in ('active', 'done', 'stopped', 'expired')`),
    check(
      "follow_rules_times",
      sql`${t.times} between 1 and 100 and ${t.usedTimes} between 0 and ${t.times}`,
    ),
  ],
);

export type FollowRuleRow = typeof followRules.$inferSelect;

/**
 * One run of a rule on one release or one scheme, exactly once (unique): placed (the follow's order, or
 * the scheme join) or skipped (why, in Chinese, for the follower's list).
 */
export const followRuleRuns = pgTable(
  "follow_rule_runs",
  {
    id: bigId(),
    ruleId: bigint("rule_id", { mode: "number" })
      .notNull()
      .references(() => followRules.id),
    releaseId: bigint("release_id", { mode: "number" }).references(() => followReleases.id),
    schemeId: bigint("scheme_id", { mode: "number" }).references(() => togetherSchemes.id),
    orderId: bigint("order_id", { mode: "number" }),
    joinId: bigint("join_id", { mode: "number" }).references(() => togetherJoins.id),
    /** placed | skipped */
    outcome: varchar("outcome", { length: 10 }).notNull(),
    reason: varchar("reason", { length: 200 }).notNull().default(""),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    unique("follow_rule_runs_once").on(t.ruleId, t.releaseId),
    unique("follow_rule_runs_scheme_once").on(t.ruleId, t.schemeId),
    check("follow_rule_runs_one_target", sql`(${t.releaseId} is null) <> (${t.schemeId} is null)`),
    check("follow_rule_runs_outcome", sql`${t.outcome} in ('placed', 'skipped')`),
  ],
);
