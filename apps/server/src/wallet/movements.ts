import type { JournalKind } from "@lottery/contract";
import type { Tx } from "../db/queryable.ts";
import { postJournal, type PostedJournal } from "./ledger.ts";
import {
  houseAccount,
  playerAccount,
  type AccountRef,
  type Idempotency,
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

function move(tx: Tx, idempotency: Idempotency, movement: Movement, route: Route): Promise<PostedJournal> {
  const outgoing = { account: route.from, amountFen: -movement.amountFen };
  const incoming = { account: route.to, amountFen: movement.amountFen };
  const lines = route.first === "from" ? [outgoing, incoming] : [incoming, outgoing];
  const { ref, memo, at } = movement;
  return postJournal(tx, { ...idempotency, kind: route.kind, lines, ref, memo, at });
}

const cashOf = (movement: Movement) => playerAccount(movement.userId, "cash");
const frozenOf = (movement: Movement) => playerAccount(movement.userId, "frozen");

/** A bet's stake: player cash → house. Refused with 余额不足 when cash is short. */
export function debitStake(tx: Tx, idempotency: Idempotency, movement: Movement): Promise<PostedJournal> {
  const route = {
    kind: "bet",
    from: cashOf(movement),
    to: houseAccount("house", movement.userId),
    first: "from",
  } as const;
  return move(tx, idempotency, movement, route);
}

/** A winning bet's prize: house → player cash. */
export function creditPrize(tx: Tx, idempotency: Idempotency, movement: Movement): Promise<PostedJournal> {
  const route = {
    kind: "prize",
    from: houseAccount("house", movement.userId),
    to: cashOf(movement),
    first: "to",
  } as const;
  return move(tx, idempotency, movement, route);
}

/** A cancelled bet's stake back: house → player cash. */
export function refundStake(tx: Tx, idempotency: Idempotency, movement: Movement): Promise<PostedJournal> {
  const route = {
    kind: "refund",
    from: houseAccount("house", movement.userId),
    to: cashOf(movement),
    first: "to",
  } as const;
  return move(tx, idempotency, movement, route);
}

/** A withdrawal request reserves the amount: player cash → player frozen. Refused when cash is short. */
export function freeze(tx: Tx, idempotency: Idempotency, movement: Movement): Promise<PostedJournal> {
  const route = {
    kind: "withdraw_freeze",
    from: cashOf(movement),
    to: frozenOf(movement),
    first: "from",
  } as const;
  return move(tx, idempotency, movement, route);
}

/** A rejected withdrawal returns the reserve: player frozen → player cash (entry 0 is cash). */
export function releaseFrozen(tx: Tx, idempotency: Idempotency, movement: Movement): Promise<PostedJournal> {
  const route = {
    kind: "withdraw_release",
    from: frozenOf(movement),
    to: cashOf(movement),
    first: "to",
  } as const;
  return move(tx, idempotency, movement, route);
}

/** An approved withdrawal pays the reserve out: player frozen → clearing (money leaves). */
export function payOutFrozen(tx: Tx, idempotency: Idempotency, movement: Movement): Promise<PostedJournal> {
  const route = {
    kind: "withdraw_pay",
    from: frozenOf(movement),
    to: houseAccount("clearing", movement.userId),
    first: "from",
  } as const;
  return move(tx, idempotency, movement, route);
}

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
