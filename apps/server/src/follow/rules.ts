import { and, count, desc, eq, inArray } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import {
  FOLLOW_RULE_LIMITS,
  Msg,
  type EditFollowRuleParams,
  type FollowRule,
  type FollowRuleKind,
  type FollowRuleListParams,
  type FollowRuleStatus,
  type Paged,
} from "@lottery/contract";
import { namesOf } from "../account/names.ts";
import { users } from "../account/tables.ts";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/queryable.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { requestHashOf } from "../domain/request-hash.ts";
import { assertNotOnBreak } from "../safety/gate.ts";
import { maskUserName } from "../domain/masking.ts";
import { refuse } from "../domain/refusal.ts";
import { lockPlayer } from "../orders/place.ts";
import { postJournal } from "../wallet/ledger.ts";
import { playerAccount, playerScope, SYSTEM_SCOPE } from "../wallet/posting.ts";
import { followRules, type FollowRuleRow, type FollowRuleTarget } from "./tables.ts";

/** The terms of a rule as both rule calls carry them (each names its target player its own way). */
export type RuleTermsParams = Omit<EditFollowRuleParams, "releaserMid">;

/** Whom a rule call is about: a releaser's releases or an initiator's schemes, and the player's id. */
export interface RuleTarget {
  kind: FollowRuleTarget;
  /** The releaser or initiator (required when creating). */
  mid: number | undefined;
  /** The parameter that names that player, for status 2. */
  field: string;
}

const DAY_MS = 86_400_000;
const YUAN = 100;

/** The reserve a rule still holds frozen: prepay only, one per-time amount per follow left. */
export const reserveOf = (rule: FollowRuleRow): number =>
  rule.payType === 0 && rule.status === "active" ? rule.perTimeFen * (rule.times - rule.usedTimes) : 0;

/** Moves a rule's money between the follower's cash and frozen balance (a ledger journal, keyed). */
export async function moveReserve(
  tx: Tx,
  rule: Pick<FollowRuleRow, "followerId">,
  direction: "freeze" | "release",
  fen: number,
  key: { scope: string; key: string },
  memo: string,
  at: Date,
): Promise<void> {
  if (fen <= 0) return;
  const cash = playerAccount(rule.followerId, "cash");
  const frozen = playerAccount(rule.followerId, "frozen");
  const [from, to] = direction === "freeze" ? [cash, frozen] : [frozen, cash];
  await postJournal(tx, {
    kind: direction === "freeze" ? "follow_rule_freeze" : "follow_rule_release",
    ...key,
    requestHash: requestHashOf({ key: key.key, fen }),
    lines: [
      { account: from, amountFen: -fen },
      { account: to, amountFen: fen },
    ],
    ref: { type: "follow_rule", id: key.key },
    memo,
    at,
  });
}

/** The terms of a rule from the call: type, amounts in fen, the most one follow costs (status 2 when incomplete). */
function termsOf(params: RuleTermsParams) {
  const fixed = params.followType === "0";
  if (fixed ? params.amount === undefined : params.percent === undefined || params.maxAmount === undefined)
    throw refuse("follow.ruleFieldsMissing");
  const amountFen = fixed ? (params.amount ?? 0) * YUAN : 0;
  const maxAmountFen = fixed ? 0 : (params.maxAmount ?? 0) * YUAN;
  return {
    followType: fixed ? 0 : 1,
    amountFen,
    percent: fixed ? 0 : (params.percent ?? 0),
    maxAmountFen,
    times: params.times,
    payType: params.payType === "0" ? 0 : 1,
    perTimeFen: fixed ? amountFen : maxAmountFen,
  };
}

async function releaserName(tx: Tx, releaserId: number): Promise<string> {
  const [row] = await tx.select({ nickName: users.nickName }).from(users).where(eq(users.id, releaserId));
  if (!row) throw refuse("follow.ruleNotFound");
  // Shown in the follower's 资金明细: masked like every other player's name.
  return maskUserName(row.nickName);
}

async function ruleOf(
  tx: Tx,
  followerId: number,
  ruleId: number,
  kind: FollowRuleTarget,
): Promise<FollowRuleRow> {
  const [row] = await tx
    .select()
    .from(followRules)
    .where(
      and(eq(followRules.id, ruleId), eq(followRules.followerId, followerId), eq(followRules.target, kind)),
    )
    .for("update");
  if (!row) throw refuse("follow.ruleNotFound");
  return row;
}

/**
 * Ends an active rule (stopped by its follower, expired, or done): the unused prepaid reserve returns
 * to cash (key `rule-end:<ruleId>`), in the caller's transaction under the follower's lock.
 */
export async function endRule(
  tx: Tx,
  rule: FollowRuleRow,
  status: FollowRuleStatus,
  now: Date,
): Promise<void> {
  if (rule.status !== "active") return;
  const name = await releaserName(tx, rule.releaserId);
  const key = { scope: SYSTEM_SCOPE, key: `rule-end:${rule.id}` };
  await moveReserve(tx, rule, "release", reserveOf(rule), key, Msg.follow.ruleReleaseMemo(name), now);
  await tx.update(followRules).set({ status, endedAt: now }).where(eq(followRules.id, rule.id));
}

/**
 * order/editReleaseOrderFollowRule (target release) and hm/addfollowerrule (target scheme): create,
 * change or stop a custom follow rule, under the follower's lock. A new rule (one active per follower,
 * player and kind; at most FOLLOW_RULE_LIMITS.maxPerReleaser active per player and kind, first come
 * first served) freezes its prepaid reserve at once; a change releases the old reserve and freezes the
 * new one, restarting its times and its 60 days; a stop returns the reserve. `requestId` keys the
 * journals, so a retry moves nothing twice. A rule is changed only through the call of its kind.
 */
export async function editRule(
  db: Db,
  followerId: number,
  params: RuleTermsParams,
  target: RuleTarget,
  now: Date,
): Promise<FollowRule> {
  const id = await db.transaction(async (tx) => {
    await lockPlayer(tx, followerId);
    // A stop is always allowed; a new rule or new terms wait until a time-out or self-exclusion ends.
    if (params.stop !== "1") await assertNotOnBreak(tx, followerId, now);
    if (params.ruleId !== undefined)
      return changeRule(tx, followerId, params.ruleId, target.kind, params, now);
    return createRule(tx, followerId, params, target, now);
  });
  const [row] = await db.select().from(followRules).where(eq(followRules.id, id));
  if (!row) throw refuse("follow.ruleNotFound");
  return (await rulesView(db, [row], followerId))[0]!;
}

async function createRule(
  tx: Tx,
  followerId: number,
  params: RuleTermsParams,
  target: RuleTarget,
  now: Date,
): Promise<number> {
  const [earlier] = await tx
    .select()
    .from(followRules)
    .where(and(eq(followRules.followerId, followerId), eq(followRules.requestId, params.requestId)));
  if (earlier) return earlier.id;
  const releaserId = target.mid;
  if (releaserId === undefined) throw refuse("badParam", target.field);
  if (releaserId === followerId) throw refuse("follow.ruleOwnReleaser");
  const name = await releaserName(tx, releaserId);
  const active = and(
    eq(followRules.releaserId, releaserId),
    eq(followRules.target, target.kind),
    eq(followRules.status, "active"),
  );
  const [mine] = await tx
    .select({ id: followRules.id })
    .from(followRules)
    .where(and(active, eq(followRules.followerId, followerId)));
  if (mine) throw refuse(target.kind === "scheme" ? "follow.ruleSchemeExists" : "follow.ruleExists");
  const [counted] = await tx.select({ n: count() }).from(followRules).where(active);
  if ((counted?.n ?? 0) >= FOLLOW_RULE_LIMITS.maxPerReleaser) throw refuse("follow.ruleFull");
  const terms = termsOf(params);
  const [row] = await tx
    .insert(followRules)
    .values({
      followerId,
      releaserId,
      target: target.kind,
      ...terms,
      requestId: params.requestId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + FOLLOW_RULE_LIMITS.days * DAY_MS),
    })
    .returning();
  if (!row) throw new Error("a rule was not inserted");
  const key = { scope: playerScope(followerId), key: `rule-freeze:${row.id}:${params.requestId}` };
  await moveReserve(tx, row, "freeze", reserveOf(row), key, Msg.follow.ruleFreezeMemo(name), now);
  return row.id;
}

async function changeRule(
  tx: Tx,
  followerId: number,
  ruleId: number,
  kind: FollowRuleTarget,
  params: RuleTermsParams,
  now: Date,
): Promise<number> {
  const rule = await ruleOf(tx, followerId, ruleId, kind);
  if (params.stop === "1") {
    await endRule(tx, rule, "stopped", now);
    return rule.id;
  }
  if (rule.status !== "active") throw refuse("follow.ruleEnded");
  const name = await releaserName(tx, rule.releaserId);
  const scope = playerScope(followerId);
  const terms = termsOf(params);
  await moveReserve(
    tx,
    rule,
    "release",
    reserveOf(rule),
    { scope, key: `rule-edit-release:${rule.id}:${params.requestId}` },
    Msg.follow.ruleReleaseMemo(name),
    now,
  );
  const [row] = await tx
    .update(followRules)
    .set({ ...terms, usedTimes: 0, expiresAt: new Date(now.getTime() + FOLLOW_RULE_LIMITS.days * DAY_MS) })
    .where(eq(followRules.id, rule.id))
    .returning();
  if (!row) throw new Error("a rule vanished");
  await moveReserve(
    tx,
    row,
    "freeze",
    reserveOf(row),
    { scope, key: `rule-edit-freeze:${rule.id}:${params.requestId}` },
    Msg.follow.ruleFreezeMemo(name),
    now,
  );
  return row.id;
}

async function rulesView(db: Db, rows: readonly FollowRuleRow[], viewerId: number): Promise<FollowRule[]> {
  const names = await namesOf(
    db,
    rows.map((r) => r.releaserId),
    viewerId,
  );
  return rows.map((r) => {
    const status = r.status as FollowRuleStatus;
    const kind = r.target as FollowRuleKind;
    return {
      ruleId: r.id,
      kind,
      kindName: Msg.follow.ruleKindNames[kind],
      releaser: { Mid: r.releaserId, NickName: names.get(r.releaserId) ?? "" },
      followType: r.followType as 0 | 1,
      amount: fenToYuan(r.amountFen),
      percent: r.percent,
      maxAmount: fenToYuan(r.maxAmountFen),
      times: r.times,
      usedTimes: r.usedTimes,
      payType: r.payType as 0 | 1,
      frozen: fenToYuan(reserveOf(r)),
      status,
      statusName: Msg.follow.ruleStatusNames[status],
      createdAt: chinaTimeIso(r.createdAt),
      expiresAt: chinaTimeIso(r.expiresAt),
    };
  });
}

/** order/queryReleaseOrderFollowRuleList: my rules of both kinds (optionally on one player), newest first. */
export async function myRules(
  db: Db,
  followerId: number,
  params: FollowRuleListParams,
): Promise<Paged<FollowRule>> {
  const where = and(
    eq(followRules.followerId, followerId),
    params.releaserMid ? eq(followRules.releaserId, params.releaserMid) : undefined,
  );
  const rows = await db
    .select()
    .from(followRules)
    .where(where)
    .orderBy(desc(followRules.id))
    .limit(params.pageSize)
    .offset((params.pageIndex - 1) * params.pageSize);
  const [counted] = await db.select({ n: count() }).from(followRules).where(where);
  return { list: await rulesView(db, rows, followerId), total: counted?.n ?? 0 };
}

/** Rules by id (the job's re-read). */
export function rulesById(db: Db | Tx, ids: readonly number[]) {
  return db
    .select()
    .from(followRules)
    .where(inArray(followRules.id, [...ids]));
}
