import { and, eq, sql } from "drizzle-orm";
import { SHARE_FEN, fenToYuan, gameNameOf, joinProblem } from "@lottery/rules";
import { Msg, type BetJoinModels, type BetJoinParams } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/queryable.ts";
import { refuse } from "../domain/refusal.ts";
import { requestHashOf } from "../domain/request-hash.ts";
import { lockPlayer } from "../orders/place.ts";
import { assertMayStake } from "../safety/gate.ts";
import { accountsOf } from "../wallet/accounts.ts";
import { playerScope } from "../wallet/posting.ts";
import { cash, escrowOf, postMove } from "./money.ts";
import { holdsShares, lockSchemeByNo } from "./scheme-lock.ts";
import { assertJoinSize, readTogetherRules } from "./settings.ts";
import { togetherJoins, togetherSchemes, type JoinRow, type SchemeRow } from "./tables.ts";

/** What a custom follow rule (hm/addfollowerrule) adds to a join, in its transaction (follow/rule-job.ts). */
export interface JoinExtra {
  /** Buy what is left when fewer shares are left than asked (the rule's partial buy), never more. */
  upToLeft?: boolean;
  /** Under the joiner's and the scheme's locks, before the payment. */
  check?: (tx: Tx, scheme: SchemeRow, now: Date) => Promise<void>;
  /** After the join row and the payment were written. */
  joined?: (tx: Tx, join: JoinRow, now: Date) => Promise<void>;
}

/**
 * POST lottery/bet_join: buys whole shares of a selling scheme before its deadline, paid at once
 * (cash → escrow). Under the player's lock then the scheme's row lock: a repeated requestId answers
 * the first join (status 9 for another payload); never more than what is left, so racing joins on the
 * last shares never oversell.
 */
export async function joinScheme(
  db: Db,
  userId: number,
  params: BetJoinParams,
  now: Date,
  extra: JoinExtra = {},
): Promise<{ models: BetJoinModels; scheme: SchemeRow }> {
  const requestHash = requestHashOf({ scheme: params.schemeId, shares: params.shares });
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const earlier = await joinByRequest(tx, userId, params.requestId);
    if (earlier) {
      if (earlier.requestHash !== requestHash) throw refuse("requestIdReused");
      return replay(tx, earlier);
    }
    const scheme = await lockSchemeByNo(tx, params.schemeId);
    if (scheme.status !== "selling" || now.getTime() >= scheme.deadline.getTime())
      throw refuse("together.notSelling");
    const left = scheme.totalShares - scheme.soldShares;
    const shares = extra.upToLeft ? Math.min(params.shares, left) : params.shares;
    const problem = joinProblem(left, shares);
    if (problem && left <= 0) throw refuse("together.full");
    if (problem) throw refuse("together.sharesLeft", left);
    assertJoinSize(await readTogetherRules(tx), shares, left);
    await extra.check?.(tx, scheme, now);
    await assertMayStake(tx, userId, shares * SHARE_FEN, now); // the joiner's own limits and breaks
    const newcomer = !(await holdsShares(tx, scheme.id, userId));
    const [join] = await tx
      .insert(togetherJoins)
      .values({
        schemeUserId: scheme.initiatorId,
        schemeId: scheme.id,
        userId,
        kind: "join",
        shares,
        amountFen: shares * SHARE_FEN,
        requestId: params.requestId,
        requestHash,
        createdAt: now,
      })
      .returning();
    if (!join) throw new Error("join not inserted");
    const [updated] = await tx
      .update(togetherSchemes)
      .set({
        soldShares: sql`${togetherSchemes.soldShares} + ${shares}`,
        participants: sql`${togetherSchemes.participants} + ${newcomer ? 1 : 0}`,
      })
      .where(eq(togetherSchemes.id, scheme.id))
      .returning();
    await postMove(tx, {
      kind: "together_buy",
      from: cash(userId),
      to: escrowOf(scheme.id),
      amountFen: join.amountFen,
      scope: playerScope(userId),
      key: `join:${params.requestId}`,
      ref: scheme.schemeNo,
      memo: Msg.together.buyMemo(gameNameOf(scheme.gameCode), scheme.issue),
      at: now,
    });
    await extra.joined?.(tx, join, now);
    const current = updated ?? scheme;
    return { models: await answerOf(tx, current, join), scheme: current };
  });
}

async function joinByRequest(tx: Tx, userId: number, requestId: string) {
  const [row] = await tx
    .select()
    .from(togetherJoins)
    .where(and(eq(togetherJoins.userId, userId), eq(togetherJoins.requestId, requestId)));
  return row;
}

async function replay(tx: Tx, join: JoinRow): Promise<{ models: BetJoinModels; scheme: SchemeRow }> {
  const [scheme] = await tx.select().from(togetherSchemes).where(eq(togetherSchemes.id, join.schemeId));
  if (!scheme) throw new Error("scheme of a join vanished");
  return { models: await answerOf(tx, scheme, join), scheme };
}

async function answerOf(tx: Tx, scheme: SchemeRow, join: JoinRow): Promise<BetJoinModels> {
  const { cashFen } = await accountsOf(tx, join.userId ?? 0);
  return {
    schemeId: scheme.schemeNo,
    shares: join.shares,
    amount: fenToYuan(join.amountFen),
    soldShares: scheme.soldShares,
    totalShares: scheme.totalShares,
    balance: fenToYuan(cashFen),
  };
}
