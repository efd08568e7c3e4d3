import type { JournalKind } from "@lottery/contract";
import type { Tx } from "../db/queryable.ts";
import { postJournal, postJournals, type PostedJournal } from "./ledger.ts";
import {
  houseAccount,
  playerAccount,
  type AccountRef,
  type Idempotency,
  type JournalRequest,
  type JournalRef,
  type PlayerAccountKind,
} from "./posting.ts";

/**
 * The movements the money features make, each a thin shape over postJournal. In every answer the
 * player's account that the movement is about is entry 0 (`balanceAfter(posted, 0)`).
 * `amountFen` is always positive; the direction is in the helper's name.
 */
export interface Movement {
  userId: number;
  amountFen: number;
  at: Date;
  ref?: JournalRef;
  memo?: string;
}

/** Where a movement goes; `first` is the side listed as entry 0 (the player's account it is about). */
interface Route {
  kind: JournalKind;
  from: AccountRef;
  to: AccountRef;
  first: "from" | "to";
}

function journalOf(idempotency: Idempotency, movement: Movement, route: Route): JournalRequest {
  const outgoing = { account: route.from, amountFen: -movement.amountFen };
  const incoming = { account: route.to, amountFen: movement.amountFen };
  const lines = route.first === "from" ? [outgoing, incoming] : [incoming, outgoing];
  const { ref, memo, at } = movement;
  return { ...idempotency, kind: route.kind, lines, ref, memo, at };
}

function move(tx: Tx, idempotency: Idempotency, movement: Movement, route: Route): Promise<PostedJournal> {
  return postJournal(tx, journalOf(idempotency, movement, route));
}

type RouteOf = (movement: Movement) => Route;
type MovementFn = (tx: Tx, idempotency: Idempotency, movement: Movement) => Promise<PostedJournal>;

/** A named movement: its route, posted through postJournal. */
const movementOf =
  (route: RouteOf): MovementFn =>
  (tx, idempotency, movement) =>
    move(tx, idempotency, movement, route(movement));

const cashOf = (movement: Movement) => playerAccount(movement.userId, "cash");
const frozenOf = (movement: Movement) => playerAccount(movement.userId, "frozen");
const houseOf = (movement: Movement) => houseAccount("house", movement.userId);

const prizeRoute: RouteOf = (m) => ({ kind: "prize", from: houseOf(m), to: cashOf(m), first: "to" });
const refundRoute: RouteOf = (m) => ({ kind: "refund", from: houseOf(m), to: cashOf(m), first: "to" });
/** The tax withheld from a winner's prize: house → the house's tax-payable account (no player side). */
const prizeTaxRoute: RouteOf = (m) => ({
  kind: "prize_tax",
  from: houseOf(m),
  to: houseAccount("tax", m.userId),
  first: "to",
});
const payoutRoutes = { prize: prizeRoute, refund: refundRoute, prize_tax: prizeTaxRoute } as const;

/** A bet's stake: player cash → house. Refused with 余额不足 when cash is short. */
export const debitStake = movementOf((m) => ({
  kind: "bet",
  from: cashOf(m),
  to: houseOf(m),
  first: "from",
}));

/** A winning bet's prize: house → player cash. */
export const creditPrize = movementOf(prizeRoute);

/** A cancelled bet's stake back: house → player cash. */
export const refundStake = movementOf(refundRoute);

/**
 * One payout of a settlement batch: a prize after tax (house → cash), a refund of a cancelled stake, or
 * the prize tax withheld (house → tax payable; `userId` names the winner, whose house shard it uses).
 */
export interface Payout {
  kind: keyof typeof payoutRoutes;
  idempotency: Idempotency;
  movement: Movement;
}

/** Many prizes and refunds as one batch of journals (ledger postJournals): how settlement pays a chunk. */
export function payOut(tx: Tx, payouts: readonly Payout[]): Promise<PostedJournal[]> {
  return postJournals(
    tx,
    payouts.map((p) => journalOf(p.idempotency, p.movement, payoutRoutes[p.kind](p.movement))),
  );
}

/** A withdrawal request reserves the amount: player cash → player frozen. Refused when cash is short. */
export const freeze = movementOf((m) => ({
  kind: "withdraw_freeze",
  from: cashOf(m),
  to: frozenOf(m),
  first: "from",
}));

/** A rejected withdrawal returns the reserve: player frozen → player cash (entry 0 is cash). */
export const releaseFrozen = movementOf((m) => ({
  kind: "withdraw_release",
  from: frozenOf(m),
  to: cashOf(m),
  first: "to",
}));

/** An approved withdrawal pays the reserve out: player frozen → clearing (money leaves). */
export const payOutFrozen = movementOf((m) => ({
  kind: "withdraw_pay",
  from: frozenOf(m),
  to: houseAccount("clearing", m.userId),
  first: "from",
}));

/**
 * Moves money between two of one player's accounts (cash ↔ yuebao, cash ↔ game:<company>);
 * entry 0 is `from`. Refused with 余额不足 when `from` is short.
 */
export function transfer(
  tx: Tx,
  idempotency: Idempotency,
  movement: Movement & { from: PlayerAccountKind; to: PlayerAccountKind },
): Promise<PostedJournal> {
  const from = playerAccount(movement.userId, movement.from);
  const to = playerAccount(movement.userId, movement.to);
  return move(tx, idempotency, movement, { kind: "transfer", from, to, first: "from" });
}

/** A chase (追号) reserves its whole amount at placement: player cash → player frozen. Refused when short. */
export const freezeChase = movementOf((m) => ({
  kind: "chase_freeze",
  from: cashOf(m),
  to: frozenOf(m),
  first: "from",
}));

/** A chase issue's order is paid from the chase's reserve: player frozen → house (kind `bet`). */
export const debitChaseStake = movementOf((m) => ({
  kind: "bet",
  from: frozenOf(m),
  to: houseOf(m),
  first: "from",
}));

/** Unplaced chase issues (stopped, cancelled, missed) return their reserve: frozen → cash (entry 0 is cash). */
export const releaseChase = movementOf((m) => ({
  kind: "chase_release",
  from: frozenOf(m),
  to: cashOf(m),
  first: "to",
}));
