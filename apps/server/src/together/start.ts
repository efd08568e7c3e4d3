import { and, eq } from "drizzle-orm";
import { randomInt } from "node:crypto";
import { SHARE_FEN, fenToYuan, startProblem } from "@lottery/rules";
import { Msg, type BetTogetherModels, type BetTogetherParams } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/queryable.ts";
import { chinaDay } from "../domain/china-time.ts";
import { badParam, refuse } from "../domain/refusal.ts";
import { requestHashOf } from "../domain/request-hash.ts";
import { issueOnSale } from "../lottery/bet-issue.ts";
import { planBet, type BetPlan } from "../lottery/bet-plan.ts";
import { lockPlayer } from "../orders/place.ts";
import { assertMayStake } from "../safety/gate.ts";
import { accountsOf } from "../wallet/accounts.ts";
import { playerScope } from "../wallet/posting.ts";
import { cash, escrowOf, frozen, postMoves } from "./money.ts";
import { deadlineOf, readTogetherRules } from "./settings.ts";
import { togetherJoins, togetherSchemes, type SchemeRow } from "./tables.ts";

/** `H`, the China date, 10 random digits. */
export function newSchemeNo(now: Date): string {
  return `H${chinaDay(now).replaceAll("-", "")}${String(randomInt(10 ** 10)).padStart(10, "0")}`;
}

interface StartPlan {
  plan: BetPlan;
  totalShares: number;
  params: BetTogetherParams;
  requestHash: string;
}

/** Validates the ticket (as bet_szc, no chase) and the terms: status 2 naming the field. */
function planStart(params: BetTogetherParams): StartPlan {
  const plan = planBet({ ...params, chase: 1, stopOnWin: "0" });
  if (plan.totalFen % SHARE_FEN !== 0) throw badParam("tickets", Msg.together.wholeYuan);
  const totalShares = plan.totalFen / SHARE_FEN;
  const problem = startProblem({
    totalShares,
    buyShares: params.buyShares,
    guaranteeShares: params.guaranteeShares,
    commissionPercent: params.commissionPercent,
  });
  if (problem) throw badParam(problem.field, problem.message);
  const terms = {
    ticket: plan.requestHash,
    buy: params.buyShares,
    guarantee: params.guaranteeShares,
    commission: params.commissionPercent,
    privacy: params.privacy,
    pitch: params.pitch ?? "",
  };
  return { plan, totalShares, params, requestHash: requestHashOf(terms) };
}

/**
 * POST lottery/bet_together: starts a scheme on a number game's issue on sale, before the scheme
 * deadline. Under the initiator's lock: a repeated requestId answers the first scheme (status 9 for
 * another payload); the buy goes cash → escrow and the guarantee cash → frozen, in one transaction.
 */
export async function startScheme(
  db: Db,
  userId: number,
  params: BetTogetherParams,
  now: Date,
): Promise<{ models: BetTogetherModels; scheme: SchemeRow; fresh: boolean }> {
  const start = planStart(params);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const earlier = await schemeByRequest(tx, userId, params.requestId);
    if (earlier) {
      if (earlier.requestHash !== start.requestHash) throw refuse("requestIdReused");
      return { models: await answerOf(tx, earlier), scheme: earlier, fresh: false };
    }
    const issue = await issueOnSale(tx, start.plan.game.code, start.plan.issue, now);
    const deadline = deadlineOf(issue.closeAt, await readTogetherRules(tx));
    if (now.getTime() >= deadline.getTime()) throw refuse("together.deadlinePassed");
    // The initiator's own limits and breaks (safer play): the buy and the guarantee may both be spent.
    const committed = (params.buyShares + params.guaranteeShares) * SHARE_FEN;
    await assertMayStake(tx, userId, committed, now);
    const scheme = await insertScheme(tx, userId, start, deadline, now);
    await payStart(tx, scheme, start.plan, now);
    return { models: await answerOf(tx, scheme), scheme, fresh: true };
  });
}

async function insertScheme(tx: Tx, userId: number, start: StartPlan, deadline: Date, now: Date) {
  const { plan, params } = start;
  const [scheme] = await tx
    .insert(togetherSchemes)
    .values({
      schemeNo: newSchemeNo(now),
      initiatorId: userId,
      gameCode: plan.game.code,
      issue: plan.issue,
      play: plan.play,
      detail: { tickets: plan.tickets, addition: plan.addition },
      bets: plan.bets,
      multiple: plan.multiples[0] ?? 1,
      totalShares: start.totalShares,
      soldShares: params.buyShares,
      buyShares: params.buyShares,
      guaranteeShares: params.guaranteeShares,
      commissionPercent: params.commissionPercent,
      privacy: Number(params.privacy),
      pitch: params.pitch ?? "",
      deadline,
      requestId: params.requestId,
      requestHash: start.requestHash,
      createdAt: now,
    })
    .returning();
  if (!scheme) throw new Error("scheme not inserted");
  await tx.insert(togetherJoins).values({
    schemeId: scheme.id,
    userId,
    kind: "buy",
    shares: params.buyShares,
    amountFen: params.buyShares * SHARE_FEN,
    createdAt: now,
  });
  return scheme;
}

/** The initiator's payment: the buy into the escrow, the guarantee into the frozen balance. */
async function payStart(tx: Tx, scheme: SchemeRow, plan: BetPlan, now: Date): Promise<void> {
  const scope = playerScope(scheme.initiatorId);
  const common = { scope, ref: scheme.schemeNo, at: now };
  await postMoves(tx, [
    {
      ...common,
      kind: "together_buy",
      from: cash(scheme.initiatorId),
      to: escrowOf(scheme.id),
      amountFen: scheme.buyShares * SHARE_FEN,
      key: `together:${scheme.requestId}:buy`,
      memo: Msg.together.buyMemo(plan.game.name, scheme.issue),
    },
    {
      ...common,
      kind: "together_guarantee",
      from: cash(scheme.initiatorId),
      to: frozen(scheme.initiatorId),
      amountFen: scheme.guaranteeShares * SHARE_FEN,
      key: `together:${scheme.requestId}:guarantee`,
      memo: Msg.together.guaranteeMemo(plan.game.name, scheme.issue),
    },
  ]);
}

async function schemeByRequest(tx: Tx, userId: number, requestId: string) {
  const [row] = await tx
    .select()
    .from(togetherSchemes)
    .where(and(eq(togetherSchemes.initiatorId, userId), eq(togetherSchemes.requestId, requestId)));
  return row;
}

async function answerOf(tx: Tx, scheme: SchemeRow): Promise<BetTogetherModels> {
  const { cashFen } = await accountsOf(tx, scheme.initiatorId);
  return {
    schemeId: scheme.schemeNo,
    totalShares: scheme.totalShares,
    buyShares: scheme.buyShares,
    guaranteeShares: scheme.guaranteeShares,
    amount: fenToYuan((scheme.buyShares + scheme.guaranteeShares) * SHARE_FEN),
    balance: fenToYuan(cashFen),
  };
}
