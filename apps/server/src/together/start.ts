import { and, count, eq } from "drizzle-orm";
import { randomInt } from "node:crypto";
import { SHARE_FEN, fenToYuan, startProblem } from "@lottery/rules";
import { Msg, type BetTogetherModels, type BetTogetherParams } from "@lottery/contract";
import { noticeFollowers } from "../community/notices.ts";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/queryable.ts";
import { chinaDay } from "../domain/china-time.ts";
import { badParam, refuse } from "../domain/refusal.ts";
import { requestHashOf } from "../domain/request-hash.ts";
import { claimNumber } from "../orders/numbers.ts";
import { lockPlayer } from "../orders/place.ts";
import { assertMayStake } from "../safety/gate.ts";
import { accountsOf } from "../wallet/accounts.ts";
import { playerScope } from "../wallet/posting.ts";
import { cash, escrowOf, frozen, postMoves } from "./money.ts";
import { assertSchemeSize, deadlineOf, readTogetherRules } from "./settings.ts";
import { togetherJoins, togetherSchemes, type SchemeRow } from "./tables.ts";
import { schemeTicketOf, ticketKeyOf, type SchemeTicket } from "./ticket.ts";

/** `H`, the China date, 10 random digits. */
export function newSchemeNo(now: Date): string {
  return `H${chinaDay(now).replaceAll("-", "")}${String(randomInt(10 ** 10)).padStart(10, "0")}`;
}

const SCHEME_NO_TRIES = 5;

/** A fresh scheme number, claimed for the initiator across players (number_owners). */
async function claimSchemeNo(tx: Tx, userId: number, now: Date): Promise<string> {
  for (let attempt = 0; attempt < SCHEME_NO_TRIES; attempt += 1) {
    const schemeNo = newSchemeNo(now);
    if (await claimNumber(tx, "scheme", schemeNo, userId)) return schemeNo;
  }
  throw new Error("could not draw a free scheme number");
}

/** The request hash of a start: the ticket's key and the terms (status 2 when a term is out of range). */
function startHashOf(params: BetTogetherParams): string {
  return requestHashOf({
    ticket: ticketKeyOf(params),
    buy: params.buyShares,
    guarantee: params.guaranteeShares,
    commission: params.commissionPercent,
    privacy: params.privacy,
    pitch: params.pitch ?? "",
  });
}

/** Validates the terms of a checked ticket: status 2 naming the field. Answers the total shares. */
function checkTerms(ticket: SchemeTicket, params: BetTogetherParams): number {
  const totalShares = ticket.totalFen / SHARE_FEN;
  const problem = startProblem({
    totalShares,
    buyShares: params.buyShares,
    guaranteeShares: params.guaranteeShares,
    commissionPercent: params.commissionPercent,
  });
  if (problem) throw badParam(problem.field, problem.message);
  return totalShares;
}

interface StartPlan {
  ticket: SchemeTicket;
  totalShares: number;
  params: BetTogetherParams;
  requestHash: string;
}

/**
 * POST lottery/bet_together: starts a scheme on a number game's issue on sale, or on a sports ticket
 * whose matches all sell, before the scheme deadline (the issue's or the earliest match's close less
 * the operator's ahead time). The operator's limits apply (size, open schemes per initiator). Under
 * the initiator's lock: a repeated requestId answers the first scheme (status 9 for another payload);
 * the buy goes cash → escrow and the guarantee cash → frozen, in one transaction.
 */
export async function startScheme(
  db: Db,
  userId: number,
  params: BetTogetherParams,
  now: Date,
): Promise<{ models: BetTogetherModels; scheme: SchemeRow; fresh: boolean }> {
  const requestHash = startHashOf(params);
  // A repeated requestId answers its scheme before the sale is read again (a match may have closed since).
  const earlierOutside = await schemeByRequest(db, userId, params.requestId);
  if (earlierOutside) return replayed(db, earlierOutside, requestHash);
  const ticket = await schemeTicketOf(db, params, now);
  const start: StartPlan = { ticket, totalShares: checkTerms(ticket, params), params, requestHash };
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const earlier = await schemeByRequest(tx, userId, params.requestId);
    if (earlier) return replayed(tx, earlier, requestHash);
    const rules = await readTogetherRules(tx);
    assertSchemeSize(rules, start.totalShares, start.ticket.sports);
    if ((await openSchemesOf(tx, userId)) >= rules.maxOpenSchemes)
      throw refuse("together.tooManyOpen", rules.maxOpenSchemes);
    const deadline = deadlineOf(await start.ticket.saleCloseAt(tx, now), rules);
    if (now.getTime() >= deadline.getTime()) throw refuse("together.deadlinePassed");
    // The initiator's own limits and breaks (safer play): the buy and the guarantee may both be spent.
    const committed = (params.buyShares + params.guaranteeShares) * SHARE_FEN;
    await assertMayStake(tx, userId, committed, now);
    const scheme = await insertScheme(tx, userId, start, deadline, now);
    await payStart(tx, scheme, start.ticket, now);
    await noticeFollowers(
      tx,
      userId,
      { kind: "scheme", gameCode: scheme.gameCode, url: `/togetherOrder?schemeId=${scheme.schemeNo}` },
      now,
    );
    return { models: await answerOf(tx, scheme), scheme, fresh: true };
  });
}

async function replayed(q: Db | Tx, earlier: SchemeRow, requestHash: string) {
  if (earlier.requestHash !== requestHash) throw refuse("requestIdReused");
  return { models: await answerOf(q, earlier), scheme: earlier, fresh: false };
}

async function openSchemesOf(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(togetherSchemes)
    .where(and(eq(togetherSchemes.initiatorId, userId), eq(togetherSchemes.status, "selling")));
  return Number(row?.n ?? 0);
}

async function insertScheme(tx: Tx, userId: number, start: StartPlan, deadline: Date, now: Date) {
  const { ticket, params } = start;
  const schemeNo = await claimSchemeNo(tx, userId, now);
  const [scheme] = await tx
    .insert(togetherSchemes)
    .values({
      schemeNo,
      initiatorId: userId,
      gameCode: ticket.gameCode,
      issue: ticket.issue,
      play: ticket.play,
      detail: ticket.detail,
      bets: ticket.bets,
      multiple: ticket.multiple,
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
    schemeUserId: scheme.initiatorId,
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
async function payStart(tx: Tx, scheme: SchemeRow, ticket: SchemeTicket, now: Date): Promise<void> {
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
      memo: Msg.together.buyMemo(ticket.gameName, scheme.issue),
    },
    {
      ...common,
      kind: "together_guarantee",
      from: cash(scheme.initiatorId),
      to: frozen(scheme.initiatorId),
      amountFen: scheme.guaranteeShares * SHARE_FEN,
      key: `together:${scheme.requestId}:guarantee`,
      memo: Msg.together.guaranteeMemo(ticket.gameName, scheme.issue),
    },
  ]);
}

async function schemeByRequest(q: Db | Tx, userId: number, requestId: string) {
  const [row] = await q
    .select()
    .from(togetherSchemes)
    .where(and(eq(togetherSchemes.initiatorId, userId), eq(togetherSchemes.requestId, requestId)));
  return row;
}

async function answerOf(q: Db | Tx, scheme: SchemeRow): Promise<BetTogetherModels> {
  const { cashFen } = await accountsOf(q, scheme.initiatorId);
  return {
    schemeId: scheme.schemeNo,
    totalShares: scheme.totalShares,
    buyShares: scheme.buyShares,
    guaranteeShares: scheme.guaranteeShares,
    amount: fenToYuan((scheme.buyShares + scheme.guaranteeShares) * SHARE_FEN),
    balance: fenToYuan(cashFen),
  };
}
