import type { JournalKind } from "@lottery/contract";

/**
 * A player's own accounts; `game:<company>` holds money moved into a third-party game; `credit` is
 * bet-only red-packet credit (fen, never withdrawable); `points` holds loyalty points, a unit of its
 * own (the `amount_fen` column then counts points): a journal never mixes points with fen.
 */
export type PlayerAccountKind = "cash" | "frozen" | "yuebao" | "credit" | "points" | `game:${string}`;
/** Accounts of the house, with no owner; they may go negative. */
export type HouseAccountBase =
  | "house"
  | "clearing"
  | "promotions"
  | "interest"
  | "game-clearing"
  /** The loyalty programme's side of points (issued and taken back) and of red-packet credit. */
  | "points"
  | "credit"
  /** The escrow of group purchases (合买): shares paid in wait there until the ticket is placed. */
  | "together"
  /** Prize tax withheld from winners (偶然所得税), owed to the tax office. */
  | "tax";
/**
 * Each house account is kept as HOUSE_SHARDS rows (`house:0` … `house:15`), a player's movements
 * using the shard of their id, so concurrent players never queue on one row lock. A house account's
 * balance is the sum of its shards; the bare kind (unsharded) stays valid for one-off postings.
 */
export const HOUSE_SHARDS = 16;
export type HouseAccountKind = HouseAccountBase | `${HouseAccountBase}:${number}`;

/** Names one ledger account without knowing its row id (rows are created on first use). */
export type AccountRef =
  { userId: number; kind: PlayerAccountKind } | { userId: null; kind: HouseAccountKind };

/** One leg of a posting: a signed amount (credit positive) on an account. */
export interface PostingLine {
  account: AccountRef;
  amountFen: number;
}

/** What a journal belongs to (a recharge order, a bet order…): lets a replay find its answer. */
export interface JournalRef {
  type: string;
  id: string;
}

/** The idempotency key of a journal: UNIQUE (scope, key), and the hash of the request behind it. */
export interface Idempotency {
  /** `p:<mid>` for calls a player started (playerScope), `sys` for jobs and callbacks. */
  scope: string;
  key: string;
  /** SHA-256 of the caller's request (requestHashOf): same key with another request is refused. */
  requestHash: string;
}

export interface JournalRequest extends Idempotency {
  kind: JournalKind;
  lines: PostingLine[];
  ref?: JournalRef;
  memo?: string;
  /** The business time of the movement (the caller's clock). */
  at: Date;
}

/** The scope of calls a player started. */
export function playerScope(userId: number): string {
  return `p:${userId}`;
}
/** The scope of jobs and outside callbacks (settlement, payment notifications). */
export const SYSTEM_SCOPE = "sys";

export const playerAccount = (userId: number, kind: PlayerAccountKind): AccountRef => ({ userId, kind });
/** A house account; with `forUserId`, the shard that player's movements use. */
export const houseAccount = (kind: HouseAccountBase, forUserId?: number): AccountRef => ({
  userId: null,
  kind: forUserId === undefined ? kind : `${kind}:${forUserId % HOUSE_SHARDS}`,
});

const PLAYER_KINDS = /^(cash|frozen|yuebao|credit|points|game:[a-z0-9_-]{1,19})$/;
const HOUSE_KINDS =
  /^(house|clearing|promotions|interest|game-clearing|points|credit|together|tax)(:(\d|1[0-5]))?$/;

/** The unit an account counts: loyalty points, or fen (every other account). */
export function unitOf(ref: AccountRef): "points" | "fen" {
  return ref.kind === "points" || ref.kind.startsWith("points:") ? "points" : "fen";
}

/** A stable text for an account reference (same account, same text). */
export function accountKey(ref: AccountRef): string {
  return `${ref.userId ?? "house"}/${ref.kind}`;
}

/**
 * What is wrong with a posting, or null when it may be posted: at least two lines, each on a valid
 * account, no account twice, every amount a non-zero safe integer of fen, and the amounts summing to zero.
 */
export function postingProblem(lines: readonly PostingLine[]): string | null {
  if (lines.length < 2) return "a posting needs at least two lines";
  const seen = new Set<string>();
  const units = new Set(lines.map((line) => unitOf(line.account)));
  if (units.size > 1) return "a posting mixes points with fen";
  let sum = 0;
  for (const { account, amountFen } of lines) {
    const problem = accountProblem(account) ?? amountProblem(amountFen);
    if (problem) return problem;
    const key = accountKey(account);
    if (seen.has(key)) return `account ${key} appears twice`;
    seen.add(key);
    sum += amountFen;
  }
  return sum === 0 ? null : `lines sum to ${sum} fen, not zero`;
}

function accountProblem(ref: AccountRef): string | null {
  if (ref.userId === null) return HOUSE_KINDS.test(ref.kind) ? null : `unknown house account ${ref.kind}`;
  if (!Number.isSafeInteger(ref.userId) || ref.userId < 1) return `bad account owner ${ref.userId}`;
  return PLAYER_KINDS.test(ref.kind) ? null : `unknown player account ${ref.kind}`;
}

function amountProblem(amountFen: number): string | null {
  if (!Number.isSafeInteger(amountFen)) return `amount ${amountFen} is not a whole number of fen`;
  return amountFen === 0 ? "an amount of zero moves nothing" : null;
}

/** Throws on a posting that may not be posted: the caller computed it wrong (a bug, never input). */
export function assertValidPosting(lines: readonly PostingLine[]): void {
  const problem = postingProblem(lines);
  if (problem) throw new Error(`invalid posting: ${problem}`);
}
