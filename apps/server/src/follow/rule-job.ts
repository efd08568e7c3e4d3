import { and, asc, eq, lte, sql } from "drizzle-orm";
import { SHARE_FEN } from "@lottery/rules";
import { Msg } from "@lottery/contract";
import { users } from "../account/tables.ts";
import type { Deps } from "../deps.ts";
import type { Tx } from "../db/queryable.ts";
import { isRefusal, refuse } from "../domain/refusal.ts";
import { lockPlayer } from "../orders/place.ts";
import { orders } from "../orders/tables.ts";
import { accountsOf } from "../wallet/accounts.ts";
import { SYSTEM_SCOPE } from "../wallet/posting.ts";
import { joinScheme } from "../together/join.ts";
import { publishScheme } from "../together/publish.ts";
import { togetherSchemes, type SchemeRow } from "../together/tables.ts";
import { followRelease } from "./follow.ts";
import { endRule, moveReserve } from "./rules.ts";
import {
  followReleases,
  followRuleRuns,
  followRules,
  type FollowRuleRow,
  type ReleaseRow,
} from "./tables.ts";

/** Test-only: called after each pair a tick worked through (a throw kills the tick half-way, as a crash would). */
export const ruleJobHooks: { afterPair?: () => void } = {};

/** Pairs (rule, release) one tick works through at most. */
const BATCH = 200;
const YUAN = 100;

/**
 * The work of the custom-follow job: every open release (following not closed) meets the active rules
 * of its releaser that existed when it was published, first come first served, each pair once (a
 * follow_rule_runs row, written in the follow's own transaction when it places an order).
 */
async function duePairs(deps: Deps, now: Date) {
  return deps.db
    .select({
      rule: followRules,
      release: followReleases,
      orderFen: orders.amountFen,
      multiple: orders.multiple,
    })
    .from(followReleases)
    .innerJoin(orders, eq(orders.id, followReleases.orderId))
    .innerJoin(
      followRules,
      and(
        eq(followRules.releaserId, followReleases.releaserId),
        eq(followRules.target, "release"),
        eq(followRules.status, "active"),
        lte(followRules.createdAt, followReleases.createdAt),
      ),
    )
    .where(
      and(
        eq(orders.status, "pending"),
        sql`${followReleases.deadline} > ${now.toISOString()}::timestamptz`,
        sql`not exists (select 1 from ${followRuleRuns} where ${followRuleRuns.ruleId} = ${followRules.id}
              and ${followRuleRuns.releaseId} = ${followReleases.id})`,
      ),
    )
    .orderBy(asc(followReleases.id), asc(followRules.createdAt), asc(followRules.id))
    .limit(BATCH);
}

/**
 * The work of the scheme side (hm/addfollowerrule): every selling scheme before its deadline meets the
 * active scheme rules of its initiator that existed when it was started, first come first served, each
 * pair once (a follow_rule_runs row, written in the join's own transaction when it buys shares).
 */
async function dueSchemePairs(deps: Deps, now: Date) {
  return deps.db
    .select({ rule: followRules, scheme: togetherSchemes })
    .from(togetherSchemes)
    .innerJoin(
      followRules,
      and(
        eq(followRules.releaserId, togetherSchemes.initiatorId),
        eq(followRules.target, "scheme"),
        eq(followRules.status, "active"),
        lte(followRules.createdAt, togetherSchemes.createdAt),
      ),
    )
    .where(
      and(
        eq(togetherSchemes.status, "selling"),
        sql`${togetherSchemes.deadline} > ${now.toISOString()}::timestamptz`,
        sql`not exists (select 1 from ${followRuleRuns} where ${followRuleRuns.ruleId} = ${followRules.id}
              and ${followRuleRuns.schemeId} = ${togetherSchemes.id})`,
      ),
    )
    .orderBy(asc(togetherSchemes.id), asc(followRules.createdAt), asc(followRules.id))
    .limit(BATCH);
}

/** What a rule spends on one release or scheme of `totalFen`: its amount, or the percentage rounded up to whole yuan, capped. */
function wantedFenOf(rule: FollowRuleRow, totalFen: number): number {
  return rule.followType === 0
    ? rule.amountFen
    : Math.min(Math.ceil((totalFen * rule.percent) / 100 / YUAN) * YUAN, rule.maxAmountFen);
}

/** The multiple a rule buys of a release. */
function multipleOf(rule: FollowRuleRow, releaseFen: number, unitFen: number): number {
  return Math.floor(wantedFenOf(rule, releaseFen) / unitFen);
}

/** The release or the scheme a run is about. */
type RunTarget = { releaseId: number } | { schemeId: number };

async function skip(deps: Deps, rule: FollowRuleRow, target: RunTarget, reason: string, now: Date) {
  await deps.db
    .insert(followRuleRuns)
    .values({ ...runOf(rule), ...target, outcome: "skipped", reason, createdAt: now })
    .onConflictDoNothing();
}

/** A run's rule and players: the rule's follower and the releaser or initiator it follows. */
const runOf = (rule: FollowRuleRow) => ({
  userId: rule.followerId,
  ruleId: rule.id,
  targetUserId: rule.releaserId,
});

/** In the follow's or the join's transaction: the run row and one used time (done when all are used). */
async function markPlaced(tx: Tx, ruleId: number, run: typeof followRuleRuns.$inferInsert, at: Date) {
  await tx.insert(followRuleRuns).values(run);
  await tx
    .update(followRules)
    .set({
      usedTimes: sql`${followRules.usedTimes} + 1`,
      status: sql`case when ${followRules.usedTimes} + 1 >= ${followRules.times} then 'done' else ${followRules.status} end`,
      endedAt: sql`case when ${followRules.usedTimes} + 1 >= ${followRules.times} then ${at.toISOString()}::timestamptz else null end`,
    })
    .where(eq(followRules.id, ruleId));
}

/**
 * One rule on one release: the follower's follow at the rule's multiple (pay as you go: at most what the
 * cash buys) at the current odds, requestId `rule-<rule>-<release>`. In the follow's transaction, under
 * the follower's lock: the rule is re-read (still active, times left), a prepaid rule releases one
 * per-time amount from its reserve to cash (key `rule-use:<rule>:<release>`; the follow's stake then
 * leaves cash, so what it did not need stays there), and the run row and the used time are written —
 * so a crash anywhere leaves either everything or nothing, and a rerun places nothing twice.
 */
async function runPair(
  deps: Deps,
  rule: FollowRuleRow,
  release: ReleaseRow,
  releaseFen: number,
  releaseMultiple: number,
  now: Date,
) {
  const unitFen = Math.round(releaseFen / releaseMultiple);
  let multiple = multipleOf(rule, releaseFen, unitFen);
  if (rule.payType === 1)
    multiple = Math.min(multiple, Math.floor((await accountsOf(deps.db, rule.followerId)).cashFen / unitFen));
  if (multiple < 1) {
    const reason = rule.payType === 1 ? Msg.follow.ruleSkipBalance : Msg.follow.ruleSkipTooSmall;
    return skip(deps, rule, { releaseId: release.id }, reason, now);
  }
  const [user] = await deps.db.select().from(users).where(eq(users.id, rule.followerId));
  if (!user) return;
  const params = {
    releaseId: release.releaseNo,
    multiple,
    requestId: `rule-${rule.id}-${release.id}`,
    acceptOdds: "1" as const,
  };
  try {
    await followRelease(deps, user, params, {
      check: (tx, at) => useRule(tx, rule.id, `${release.id}`, release.releaseNo, at),
      placed: (tx, order, at) =>
        markPlaced(
          tx,
          rule.id,
          { ...runOf(rule), releaseId: release.id, orderId: order.id, outcome: "placed", createdAt: at },
          at,
        ),
    });
  } catch (error) {
    if (!isRefusal(error)) throw error;
    await skip(deps, rule, { releaseId: release.id }, error.message, now);
  }
}

/**
 * One scheme rule on one scheme: the follower joins through lottery/bet_join's own path (together/join.ts)
 * with the rule's amount in whole shares (pay as you go: at most what the cash buys), at most what is
 * left of the scheme when the join holds the scheme's lock (the reference's "buy the remainder"),
 * requestId `rule-<rule>-scheme-<scheme>`. As with releases, the rule's re-read, the prepaid release
 * (key `rule-use:<rule>:scheme-<scheme>`), the join, its payment, the run row and the used time share
 * one transaction; a full or closed scheme, a short balance or a break is a skipped run.
 */
async function runSchemePair(deps: Deps, rule: FollowRuleRow, scheme: SchemeRow, now: Date) {
  let shares = Math.floor(wantedFenOf(rule, scheme.totalShares * SHARE_FEN) / SHARE_FEN);
  if (rule.payType === 1)
    shares = Math.min(shares, Math.floor((await accountsOf(deps.db, rule.followerId)).cashFen / SHARE_FEN));
  const target = { schemeId: scheme.id };
  if (shares < 1) {
    const reason = rule.payType === 1 ? Msg.follow.ruleSkipBalance : Msg.follow.ruleSkipTooSmall;
    return skip(deps, rule, target, reason, now);
  }
  const params = { schemeId: scheme.schemeNo, shares, requestId: `rule-${rule.id}-scheme-${scheme.id}` };
  try {
    const joined = await joinScheme(deps.db, rule.followerId, params, now, {
      upToLeft: true,
      check: (tx, _scheme, at) => useRule(tx, rule.id, `scheme-${scheme.id}`, scheme.schemeNo, at),
      joined: (tx, join, at) =>
        markPlaced(
          tx,
          rule.id,
          { ...runOf(rule), ...target, joinId: join.id, outcome: "placed", createdAt: at },
          at,
        ),
    });
    publishScheme(deps, joined.scheme, now);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const reason = error.code === "together.full" ? Msg.follow.ruleSkipSchemeFull : error.message;
    await skip(deps, rule, target, reason, now);
  }
}

/**
 * Under the follower's lock: the rule is still active with times left; a prepaid one releases one
 * per-time amount to cash (what the follow or join does not spend of it stays there).
 */
async function useRule(tx: Tx, ruleId: number, runKey: string, ref: string, at: Date): Promise<void> {
  const [rule] = await tx.select().from(followRules).where(eq(followRules.id, ruleId)).for("update");
  if (!rule || rule.status !== "active" || rule.usedTimes >= rule.times) throw refuse("follow.ruleEnded");
  if (rule.payType !== 0) return;
  const key = { scope: SYSTEM_SCOPE, key: `rule-use:${rule.id}:${runKey}` };
  await moveReserve(tx, rule, "release", rule.perTimeFen, key, Msg.follow.ruleReleaseMemo(ref), at);
}

/** Active rules past their 60 days end: their unused reserve returns. */
async function expireRules(deps: Deps, now: Date): Promise<number> {
  const due = await deps.db
    .select()
    .from(followRules)
    .where(and(eq(followRules.status, "active"), lte(followRules.expiresAt, now)))
    .limit(BATCH);
  for (const rule of due)
    await deps.db.transaction(async (tx) => {
      await lockPlayer(tx, rule.followerId);
      const [fresh] = await tx.select().from(followRules).where(eq(followRules.id, rule.id)).for("update");
      if (fresh) await endRule(tx, fresh, "expired", now);
    });
  return due.length;
}

/**
 * The custom-follow job (a JobTick on the leader loop): expires rules, then runs the rules of open
 * releases and of selling schemes, each (rule, release) and (rule, scheme) exactly once, in publishing
 * order and first come first served.
 */
export async function runFollowRules(deps: Deps, now: Date): Promise<number> {
  const expired = await expireRules(deps, now);
  const pairs = await duePairs(deps, now);
  for (const pair of pairs) {
    try {
      await runPair(deps, pair.rule, pair.release, pair.orderFen, pair.multiple, now);
    } catch (error) {
      deps.log.warn(
        { err: error, rule: pair.rule.id, release: pair.release.releaseNo },
        "a follow rule failed",
      );
    }
    ruleJobHooks.afterPair?.();
  }
  const schemePairs = await dueSchemePairs(deps, now);
  for (const pair of schemePairs) {
    try {
      await runSchemePair(deps, pair.rule, pair.scheme, now);
    } catch (error) {
      deps.log.warn(
        { err: error, rule: pair.rule.id, scheme: pair.scheme.schemeNo },
        "a scheme follow rule failed",
      );
    }
    ruleJobHooks.afterPair?.();
  }
  return expired + pairs.length + schemePairs.length;
}
