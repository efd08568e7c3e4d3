import { and, asc, eq, lte, sql } from "drizzle-orm";
import { Msg } from "@lottery/contract";
import { users } from "../account/tables.ts";
import type { Deps } from "../deps.ts";
import type { Tx } from "../db/queryable.ts";
import { isRefusal, refuse } from "../domain/refusal.ts";
import { lockPlayer } from "../orders/place.ts";
import { orders } from "../orders/tables.ts";
import { accountsOf } from "../wallet/accounts.ts";
import { SYSTEM_SCOPE } from "../wallet/posting.ts";
import { followRelease } from "./follow.ts";
import { endRule, moveReserve } from "./rules.ts";
import {
  followReleases,
  followRuleRuns,
  followRules,
  type FollowRuleRow,
  type ReleaseRow,
} from "./tables.ts";

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

/** The multiple a rule buys of a release: its amount (fixed, or the percentage rounded up to whole yuan, capped). */
function multipleOf(rule: FollowRuleRow, releaseFen: number, unitFen: number): number {
  const wantedFen =
    rule.followType === 0
      ? rule.amountFen
      : Math.min(Math.ceil((releaseFen * rule.percent) / 100 / YUAN) * YUAN, rule.maxAmountFen);
  return Math.floor(wantedFen / unitFen);
}

async function skip(deps: Deps, rule: FollowRuleRow, release: ReleaseRow, reason: string, now: Date) {
  await deps.db
    .insert(followRuleRuns)
    .values({ ruleId: rule.id, releaseId: release.id, outcome: "skipped", reason, createdAt: now })
    .onConflictDoNothing();
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
    return skip(deps, rule, release, reason, now);
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
      check: (tx, at) => useRule(tx, rule.id, release, at),
      placed: async (tx, order, at) => {
        await tx.insert(followRuleRuns).values({
          ruleId: rule.id,
          releaseId: release.id,
          orderId: order.id,
          outcome: "placed",
          createdAt: at,
        });
        await tx
          .update(followRules)
          .set({
            usedTimes: sql`${followRules.usedTimes} + 1`,
            status: sql`case when ${followRules.usedTimes} + 1 >= ${followRules.times} then 'done' else ${followRules.status} end`,
            endedAt: sql`case when ${followRules.usedTimes} + 1 >= ${followRules.times} then ${at.toISOString()}::timestamptz else null end`,
          })
          .where(eq(followRules.id, rule.id));
      },
    });
  } catch (error) {
    if (!isRefusal(error)) throw error;
    await skip(deps, rule, release, error.message, now);
  }
}

/** Under the follower's lock: the rule is still active with times left; a prepaid one releases one per-time amount. */
async function useRule(tx: Tx, ruleId: number, release: ReleaseRow, at: Date): Promise<void> {
  const [rule] = await tx.select().from(followRules).where(eq(followRules.id, ruleId)).for("update");
  if (!rule || rule.status !== "active" || rule.usedTimes >= rule.times) throw refuse("follow.ruleEnded");
  if (rule.payType !== 0) return;
  const key = { scope: SYSTEM_SCOPE, key: `rule-use:${rule.id}:${release.id}` };
  await moveReserve(
    tx,
    rule,
    "release",
    rule.perTimeFen,
    key,
    Msg.follow.ruleReleaseMemo(release.releaseNo),
    at,
  );
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
 * releases, each (rule, release) exactly once, in publishing order and first come first served.
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
  }
  return expired + pairs.length;
}
