import { and, asc, eq, inArray, lte, ne, or } from "drizzle-orm";
import { SHARE_FEN, gameNameOf, resolveScheme } from "@lottery/rules";
import { Msg } from "@lottery/contract";
import { users } from "../account/tables.ts";
import type { Tx } from "../db/queryable.ts";
import type { Deps } from "../deps.ts";
import { lotteryIssues } from "../lottery/tables.ts";
import { insertOrder, placeOrderIn } from "../orders/place.ts";
import type { OrderRow } from "../orders/tables.ts";
import { isOnBreak } from "../safety/gate.ts";
import { SYSTEM_SCOPE, cash, escrowOf, frozen, house, postMoves, type SchemeMove } from "./money.ts";
import { sportsOrderLegs } from "../sports/order-tables.ts";
import { publishScheme } from "./publish.ts";
import { readTogetherRules } from "./settings.ts";
import { prepareSchemeOrder, type SchemeSportsTicket } from "../sports/scheme-ticket.ts";
import { lockSchemeForResolve } from "./scheme-lock.ts";
import { togetherJoins, togetherSchemes, type SchemeRow } from "./tables.ts";

/** Test seam: runs inside a resolution's transaction after the money moved (a test throws to crash there). */
export const resolveTuning: { beforeCommit: ((scheme: SchemeRow) => void) | null } = { beforeCommit: null };

/**
 * Resolves one selling scheme whose deadline has passed (or whose issue's sale closed early), in one
 * transaction under the initiator's and the scheme's locks: if sold + guarantee ≥ 95 % the guarantee
 * buys what is missing (the rest back to the initiator), the site fills the last ≤ 5 % and ONE order
 * of the initiator is placed through the order pipeline (requestId `scheme:<no>`), its stake paid from
 * the escrow to the house; else every payment returns (`refunded`). A scheme no longer selling is left
 * alone, so two resolvers racing, or a rerun after a crash, move money once.
 */
export async function resolveOne(
  deps: Deps,
  schemeNo: string,
  now: Date,
  force = false,
): Promise<SchemeRow | null> {
  const done = await deps.db.transaction(async (tx) => {
    const scheme = await lockSchemeForResolve(tx, schemeNo);
    if (!scheme || scheme.status !== "selling") return null;
    if (!force && now.getTime() < scheme.deadline.getTime() && (await issueOpen(tx, scheme))) return null;
    const { siteFillPercent } = await readTogetherRules(tx);
    const fill = resolveScheme(
      scheme.soldShares,
      scheme.guaranteeShares,
      scheme.totalShares,
      siteFillPercent,
    );
    // A banned initiator, or one on a time-out or self-exclusion, cannot own the ticket (the pipeline
    // refuses them): everyone is refunded. So is a sports ticket no longer on sale (a match closed early).
    const ticket =
      fill.placed && (await issueUndrawn(tx, scheme)) && !(await initiatorBarred(tx, scheme, now))
        ? await ticketRowOf(tx, scheme, now)
        : null;
    const next =
      fill.placed && ticket
        ? await placeScheme(tx, scheme, fill, ticket, now)
        : await refundScheme(tx, scheme, "refunded", now);
    resolveTuning.beforeCommit?.(next);
    return next;
  });
  if (done) publishScheme(deps, done, now);
  return done;
}

/** Resolves every selling scheme that is due: deadline passed, or its issue no longer on sale. */
export async function resolveDueSchemes(deps: Deps, now: Date, limit = 200): Promise<number> {
  const due = await deps.db
    .select({ schemeNo: togetherSchemes.schemeNo })
    .from(togetherSchemes)
    .leftJoin(
      lotteryIssues,
      and(
        eq(lotteryIssues.gameCode, togetherSchemes.gameCode),
        eq(lotteryIssues.issue, togetherSchemes.issue),
      ),
    )
    .where(
      and(
        eq(togetherSchemes.status, "selling"),
        or(lte(togetherSchemes.deadline, now), ne(lotteryIssues.status, "open")),
      ),
    )
    .orderBy(asc(togetherSchemes.deadline))
    .limit(limit);
  let resolved = 0;
  for (const { schemeNo } of due) {
    try {
      if (await resolveOne(deps, schemeNo, now)) resolved += 1;
    } catch (error) {
      deps.log.error({ err: error, schemeNo }, "group purchase resolution failed");
    }
  }
  return resolved;
}

/** Resolves at once every selling scheme of an issue whose sale just closed (a forced result entry). */
export async function resolveSchemesOfIssue(deps: Deps, gameCode: string, issue: string, now: Date) {
  const rows = await deps.db
    .select({ schemeNo: togetherSchemes.schemeNo })
    .from(togetherSchemes)
    .where(
      and(
        eq(togetherSchemes.gameCode, gameCode),
        eq(togetherSchemes.issue, issue),
        eq(togetherSchemes.status, "selling"),
      ),
    );
  for (const { schemeNo } of rows) await resolveOne(deps, schemeNo, now, true);
}

async function initiatorBarred(tx: Tx, scheme: SchemeRow, now: Date): Promise<boolean> {
  const [row] = await tx.select({ banned: users.banned }).from(users).where(eq(users.id, scheme.initiatorId));
  return (row?.banned ?? true) || (await isOnBreak(tx, scheme.initiatorId, now));
}

async function issueStatus(tx: Tx, scheme: SchemeRow): Promise<string | null> {
  const [row] = await tx
    .select({ status: lotteryIssues.status })
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.gameCode, scheme.gameCode), eq(lotteryIssues.issue, scheme.issue)))
    .for("share");
  return row?.status ?? null;
}

const issueOpen = async (tx: Tx, scheme: SchemeRow) => (await issueStatus(tx, scheme)) === "open";
/**
 * The ticket may still be placed: a number game's issue is on sale or closed, not drawn (settlement not
 * begun); a sports ticket is checked when priced (ticketRowOf).
 */
const issueUndrawn = async (tx: Tx, scheme: SchemeRow) =>
  isSportsScheme(scheme) || ["open", "closed"].includes((await issueStatus(tx, scheme)) ?? "");

/** What the scheme's order is made of: its row's ticket values and, for sports, its legs' match ids. */
interface TicketRow {
  kind: "number" | "sports";
  play: string;
  bets: number;
  multiple: number;
  detail: object;
  matchIds: string[];
}

const isSportsScheme = (scheme: SchemeRow) => "sports" in (scheme.detail as object);

/**
 * The order of a scheme: a number ticket as stored; a sports ticket priced now through the sports
 * pipeline's checks (prepareSchemeOrder: on sale, the current SPs), null when it can no longer be
 * placed. The price never changes: same legs, same multiple.
 */
async function ticketRowOf(tx: Tx, scheme: SchemeRow, now: Date): Promise<TicketRow | null> {
  const detail = scheme.detail as { sports?: SchemeSportsTicket };
  if (!detail.sports) {
    const { play, bets, multiple } = scheme;
    return { kind: "number", play, bets, multiple, detail: scheme.detail as object, matchIds: [] };
  }
  const prepared = await prepareSchemeOrder(tx, scheme.gameCode, detail.sports, now);
  if (!prepared) return null;
  if (prepared.amountFen !== scheme.totalShares * SHARE_FEN)
    throw new Error(`scheme ${scheme.schemeNo}: the ticket now costs ${prepared.amountFen} fen`);
  const { play, bets, multiple, matchIds } = prepared;
  return { kind: "sports", play, bets, multiple, detail: prepared.detail, matchIds };
}

type Fill = { guaranteeUsed: number; guaranteeReturned: number; siteShares: number };

async function placeScheme(
  tx: Tx,
  scheme: SchemeRow,
  fill: Fill,
  ticket: TicketRow,
  now: Date,
): Promise<SchemeRow> {
  const holders = [
    { kind: "guarantee", userId: scheme.initiatorId, shares: fill.guaranteeUsed },
    { kind: "site", userId: null, shares: fill.siteShares },
  ].filter((h) => h.shares > 0);
  for (const holder of holders)
    await tx.insert(togetherJoins).values({
      schemeUserId: scheme.initiatorId,
      schemeId: scheme.id,
      userId: holder.userId,
      kind: holder.kind,
      shares: holder.shares,
      amountFen: holder.shares * SHARE_FEN,
      createdAt: now,
    });
  const order = await placeOrderIn(
    tx,
    { userId: scheme.initiatorId, requestId: `scheme:${scheme.schemeNo}`, requestHash: scheme.requestHash },
    {
      check: async () => null,
      // Every holder's money was checked against their own limits when they bought in (start, join).
      stakeOf: () => 0,
      place: async () => placeTicket(tx, scheme, fill, ticket, now),
      replay: async (_q, earlier) => earlier,
    },
    null,
    now,
  );
  const [updated] = await tx
    .update(togetherSchemes)
    .set({
      status: "placed",
      orderId: order.id,
      guaranteeUsed: fill.guaranteeUsed,
      siteShares: fill.siteShares,
      resolvedAt: now,
    })
    .where(eq(togetherSchemes.id, scheme.id))
    .returning();
  return updated ?? scheme;
}

/** Inserts the scheme's order and moves its money in one batch (accounts locked once, in id order). */
async function placeTicket(
  tx: Tx,
  scheme: SchemeRow,
  fill: Fill,
  ticket: TicketRow,
  now: Date,
): Promise<OrderRow> {
  const amountFen = scheme.totalShares * SHARE_FEN;
  const order = await insertSchemeOrder(tx, scheme, ticket, now);
  const game = gameNameOf(scheme.gameCode);
  const base = { scope: SYSTEM_SCOPE, ref: scheme.schemeNo, at: now };
  const key = (what: string) => `scheme:${scheme.schemeNo}:${what}`;
  const moves: SchemeMove[] = [
    {
      ...base,
      kind: "together_buy",
      from: frozen(scheme.initiatorId),
      to: escrowOf(scheme.id),
      amountFen: fill.guaranteeUsed * SHARE_FEN,
      key: key("guarantee-use"),
      memo: Msg.together.guaranteeUseMemo(game, scheme.issue),
    },
    {
      ...base,
      kind: "together_refund",
      from: frozen(scheme.initiatorId),
      to: cash(scheme.initiatorId),
      amountFen: fill.guaranteeReturned * SHARE_FEN,
      key: key("guarantee-back"),
      memo: Msg.together.refundMemo(game, scheme.issue),
    },
    {
      ...base,
      kind: "together_site",
      from: house(scheme.id),
      to: escrowOf(scheme.id),
      amountFen: fill.siteShares * SHARE_FEN,
      key: key("site"),
      memo: Msg.together.siteMemo(game, scheme.issue),
    },
    {
      ...base,
      kind: "bet",
      from: escrowOf(scheme.id),
      to: house(scheme.id),
      amountFen,
      key: `bet:${key("stake")}`,
      ref: order.orderNo,
      memo: Msg.together.stakeMemo(game, scheme.issue),
    },
  ];
  await postMoves(tx, moves);
  return order;
}

/** Inserts the scheme's ONE order of the initiator (requestId `scheme:<no>`), a sports one with its legs. */
async function insertSchemeOrder(tx: Tx, scheme: SchemeRow, ticket: TicketRow, now: Date): Promise<OrderRow> {
  const order = await insertOrder(tx, {
    userId: scheme.initiatorId,
    kind: ticket.kind,
    gameCode: scheme.gameCode,
    issue: ticket.kind === "sports" ? null : scheme.issue,
    play: ticket.play,
    requestId: `scheme:${scheme.schemeNo}`,
    requestHash: scheme.requestHash,
    chaseId: null,
    bets: ticket.bets,
    multiple: ticket.multiple,
    amountFen: scheme.totalShares * SHARE_FEN,
    detail: { ...ticket.detail, scheme: scheme.schemeNo },
    placedAt: now,
  });
  if (!order) throw new Error(`scheme ${scheme.schemeNo} already has an order`);
  // A sports order is settled by its matches (sports/settlement.ts finds it through its legs).
  if (ticket.matchIds.length > 0)
    await tx
      .insert(sportsOrderLegs)
      .values(ticket.matchIds.map((matchId) => ({ userId: order.userId, orderId: order.id, matchId })));
  return order;
}

/**
 * Returns every payment of a selling scheme (each buy and join from the escrow, the guarantee from
 * the frozen balance) and marks it `refunded` or `cancelled`. In the caller's transaction, under the
 * scheme's lock; keys per join, so a rerun pays nothing twice.
 */
export async function refundScheme(
  tx: Tx,
  scheme: SchemeRow,
  status: "refunded" | "cancelled",
  now: Date,
): Promise<SchemeRow> {
  const joins = await tx
    .select()
    .from(togetherJoins)
    .where(and(eq(togetherJoins.schemeId, scheme.id), inArray(togetherJoins.kind, ["buy", "join"])))
    .orderBy(asc(togetherJoins.id));
  const game = gameNameOf(scheme.gameCode);
  const base = {
    scope: SYSTEM_SCOPE,
    ref: scheme.schemeNo,
    at: now,
    kind: "together_refund" as const,
    memo: Msg.together.refundMemo(game, scheme.issue),
  };
  const moves: SchemeMove[] = joins.map((join) => ({
    ...base,
    from: escrowOf(scheme.id),
    to: cash(join.userId ?? 0),
    amountFen: join.amountFen,
    key: `scheme:${scheme.schemeNo}:refund:${join.id}`,
  }));
  moves.push({
    ...base,
    from: frozen(scheme.initiatorId),
    to: cash(scheme.initiatorId),
    amountFen: scheme.guaranteeShares * SHARE_FEN,
    key: `scheme:${scheme.schemeNo}:guarantee-back`,
  });
  await postMoves(tx, moves);
  const [updated] = await tx
    .update(togetherSchemes)
    .set({ status, resolvedAt: now })
    .where(eq(togetherSchemes.id, scheme.id))
    .returning();
  return updated ?? scheme;
}
