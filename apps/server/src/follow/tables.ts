import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { at, fen, playerKey, rowId } from "../db/columns.ts";
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
    id: rowId(),
    /** Unique across players through number_owners (orders/numbers.ts), per player here. */
    releaseNo: varchar("release_no", { length: 32 }).notNull(),
    releaserId: playerId().notNull(),
    /** The releaser's own order. */
    orderId: bigint("order_id", { mode: "number" }).notNull(),
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
    playerKey("follow_releases", t.releaserId, t.id),
    unique("follow_releases_user_release_no").on(t.releaserId, t.releaseNo),
    unique("follow_releases_user_order").on(t.releaserId, t.orderId),
    foreignKey({
      name: "follow_releases_order_fk",
      columns: [t.releaserId, t.orderId],
      foreignColumns: [orders.userId, orders.id],
    }),
    index("follow_releases_id_idx").on(t.id), // follows and rule runs name a release by id
    index("follow_releases_release_no_idx").on(t.releaseNo), // shared links name it by number
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
 * `release_user_id` is the releaser (the release's key is (user_id, id)).
 */
export const followOrders = pgTable(
  "follow_orders",
  {
    id: rowId(),
    releaseUserId: integer("release_user_id").notNull(),
    releaseId: bigint("release_id", { mode: "number" }).notNull(),
    followerId: playerId().notNull(),
    /** The follower's own order. */
    orderId: bigint("order_id", { mode: "number" }).notNull(),
    multiple: integer("multiple").notNull(),
    amountFen: fen("amount_fen").notNull(),
    commissionFen: fen("commission_fen").notNull().default(0),
    houseCutFen: fen("house_cut_fen").notNull().default(0),
    createdAt: at("created_at").notNull(),
    settledAt: at("settled_at"),
  },
  (t) => [
    playerKey("follow_orders", t.followerId, t.id),
    unique("follow_orders_order").on(t.followerId, t.orderId),
    foreignKey({
      name: "follow_orders_order_fk",
      columns: [t.followerId, t.orderId],
      foreignColumns: [orders.userId, orders.id],
    }),
    foreignKey({
      name: "follow_orders_release_fk",
      columns: [t.releaseUserId, t.releaseId],
      foreignColumns: [followReleases.releaserId, followReleases.id],
    }),
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
    id: rowId(),
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
    playerKey("follow_rules", t.followerId, t.id),
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
 * the scheme join) or skipped (why, in Chinese, for the follower's list). `user_id` is the rule's
 * follower, `target_user_id` the release's releaser or the scheme's initiator (the rule's releaser_id).
 */
export const followRuleRuns = pgTable(
  "follow_rule_runs",
  {
    id: rowId(),
    userId: integer("user_id").notNull(),
    ruleId: bigint("rule_id", { mode: "number" }).notNull(),
    targetUserId: integer("target_user_id").notNull(),
    releaseId: bigint("release_id", { mode: "number" }),
    schemeId: bigint("scheme_id", { mode: "number" }),
    orderId: bigint("order_id", { mode: "number" }),
    /** The follower's own join (scheme runs). */
    joinId: bigint("join_id", { mode: "number" }),
    /** placed | skipped */
    outcome: varchar("outcome", { length: 10 }).notNull(),
    reason: varchar("reason", { length: 200 }).notNull().default(""),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    playerKey("follow_rule_runs", t.userId, t.id),
    foreignKey({
      name: "follow_rule_runs_rule_fk",
      columns: [t.userId, t.ruleId],
      foreignColumns: [followRules.followerId, followRules.id],
    }),
    foreignKey({
      name: "follow_rule_runs_release_fk",
      columns: [t.targetUserId, t.releaseId],
      foreignColumns: [followReleases.releaserId, followReleases.id],
    }),
    foreignKey({
      name: "follow_rule_runs_scheme_fk",
      columns: [t.targetUserId, t.schemeId],
      foreignColumns: [togetherSchemes.initiatorId, togetherSchemes.id],
    }),
    foreignKey({
      name: "follow_rule_runs_join_fk",
      columns: [t.userId, t.joinId],
      foreignColumns: [togetherJoins.userId, togetherJoins.id],
    }),
    unique("follow_rule_runs_once").on(t.userId, t.ruleId, t.releaseId),
    unique("follow_rule_runs_scheme_once").on(t.userId, t.ruleId, t.schemeId),
    check("follow_rule_runs_one_target", sql`(${t.releaseId} is null) <> (${t.schemeId} is null)`),
    check("follow_rule_runs_outcome", sql`${t.outcome} in ('placed', 'skipped')`),
  ],
);
