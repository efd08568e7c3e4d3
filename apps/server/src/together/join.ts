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
    const problem = joinProblem(left, params.shares);
    if (problem && left <= 0) throw refuse("together.full");
    if (problem) throw refuse("together.sharesLeft", left);
    assertJoinSize(await readTogetherRules(tx), params.shares, left);
    await assertMayStake(tx, userId, params.shares * SHARE_FEN, now); // the joiner's own limits and breaks
    const newcomer = !(await holdsShares(tx, scheme.id, userId));
    const [join] = await tx
      .insert(togetherJoins)
      .values({
        schemeId: scheme.id,
        userId,
        kind: "join",
        shares: params.shares,
        amountFen: params.shares * SHARE_FEN,
        requestId: params.requestId,
        requestHash,
        createdAt: now,
      })
      .returning();
    if (!join) throw new Error("join not inserted");
    const [updated] = await tx
      .update(togetherSchemes)
      .set({
        soldShares: sql`${togetherSchemes.soldShares} + ${params.shares}`,
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
