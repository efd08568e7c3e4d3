/**
 * Where each table goes on a distributed PostgreSQL (Citus), DESIGN.md §4 and README "Toward a
 * distributed PostgreSQL". Nothing reads this at run time: `test/citus-ready.test.ts` checks it
 * against the migrated schema, so a new table has to be placed here.
 *
 * - A table with a `user_id` column is distributed by it: a player's rows live on one node, colocated
 *   with `users` (distributed by `id`), and its primary key and unique constraints contain `user_id`.
 * - DISTRIBUTED_BY: tables distributed by another column that holds a player id (same colocation).
 * - LOOKUP_TABLES: a global number's owner, distributed by the number itself (not colocated with any
 *   player): what keeps a number unique across players once its row keys by (user_id, …).
 * - REFERENCE_TABLES: copied to every node; what every player reads the same (games' issues and seed
 *   chains, matches and odds, content, settings, catalogues) and the operators' own tables.
 * - Tables in neither list have no placement yet; the test lists them with the change each needs.
 *
 * A row that names another player's row (a follow of a release, a join of a scheme, a rule's run on a
 * release or scheme) carries that player's id and references it by a composite foreign key, which
 * PostgreSQL enforces today. Citus enforces foreign keys between distributed tables only within one
 * player's rows, so CROSS_PLAYER_FOREIGN_KEYS are dropped when the tables are distributed (the
 * columns stay, so a lookup still names the owner's shard).
 */

/** Tables distributed by a player-id column other than `user_id`, with that column. */
export const DISTRIBUTED_BY: Readonly<Record<string, string>> = {
  users: "id",
  agent_tree: "ancestor_id",
  agent_rebate_days: "agent_id",
  attentions: "follower_id",
};

/** Tables copied to every node (Citus `create_reference_table`). */
export const REFERENCE_TABLES: readonly string[] = [
  // lottery and instant games: issues, provably-fair chains, scratch batches
  "lottery_issues",
  "lottery_seed_chains",
  "instant_scratch_batches",
  // sports: leagues, teams, matches, live scores, odds, pool issues, the 世界杯竞猜 matches
  "sports_leagues",
  "sports_teams",
  "sports_matches",
  "sports_live",
  "sports_live_events",
  "sports_odds",
  "sports_odds_history",
  "sports_pool_issues",
  "ssjc_matches",
  // operator-defined prediction events (竞猜活动) and the 欧洲杯 猜冠军 market with its teams' odds
  "ssjc_events",
  "outright_markets",
  "outright_teams",
  // content and settings
  "content_articles",
  "content_banners",
  "content_changes",
  "content_dialogs",
  "content_help_topics",
  "content_notices",
  "comment_targets",
  "system_settings",
  // catalogues
  "loyalty_store_products",
  "promotions",
  "recharge_channels",
  "yuebao_interest_runs",
  // operators (the console's accounts, sessions, logins and audit trail)
  "operators",
  "operator_sessions",
  "operator_logins",
  "operator_audit",
];

/** Global numbers' lookup tables, distributed by the number (Citus `create_distributed_table` on it). */
export const LOOKUP_TABLES: Readonly<Record<string, string>> = {
  // order, chase, scheme, release, recharge and withdrawal numbers → their player (orders/number-tables.ts)
  number_owners: "number",
};

/** Composite foreign keys from one player's row to another player's row, dropped at the Citus step. */
export const CROSS_PLAYER_FOREIGN_KEYS: readonly string[] = [
  "follow_orders.follow_orders_release_fk", // the follower's follow → the releaser's release
  "together_joins.together_joins_scheme_fk", // a joiner's share → the initiator's scheme
  "follow_rule_runs.follow_rule_runs_release_fk", // a follower's run → the releaser's release
  "follow_rule_runs.follow_rule_runs_scheme_fk", // a follower's run → the initiator's scheme
];
