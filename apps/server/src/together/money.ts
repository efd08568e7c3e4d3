import type { JournalKind } from "@lottery/contract";
import type { Tx } from "../db/queryable.ts";
import { requestHashOf } from "../domain/request-hash.ts";
import { postJournal, postJournals, type PostedJournal } from "../wallet/ledger.ts";
import {
  SYSTEM_SCOPE,
  houseAccount,
  playerAccount,
  type AccountRef,
  type JournalRequest,
} from "../wallet/posting.ts";

/**
 * The money of group purchases, each a ledger journal. While a scheme sells, paid shares wait in the
 * house escrow `together` (the shard of the scheme's id) and the guarantee in the initiator's frozen
 * balance. At placement the escrow pays the ticket's stake to the house; a refund returns each
 * payment from where it waits. Keys name the scheme and the participant, so a rerun moves nothing twice.
 */

/** The escrow account of one scheme (a shard of house account `together`). */
export const escrowOf = (schemeId: number): AccountRef => houseAccount("together", schemeId);

export interface SchemeMove {
  kind: JournalKind;
  from: AccountRef;
  to: AccountRef;
  amountFen: number;
  scope: string;
  key: string;
  ref: string;
  memo: string;
  at: Date;
}

function journalOf(move: SchemeMove): JournalRequest {
  return {
    kind: move.kind,
    scope: move.scope,
    key: move.key,
    requestHash: requestHashOf({ key: move.key, fen: move.amountFen }),
    lines: [
      { account: move.from, amountFen: -move.amountFen },
      { account: move.to, amountFen: move.amountFen },
    ],
    ref: { type: "scheme", id: move.ref },
    memo: move.memo,
    at: move.at,
  };
}

/** Posts one movement (a player account as `from` is entry 0: its balance after is the answer). */
export function postMove(tx: Tx, move: SchemeMove): Promise<PostedJournal> {
  return postJournal(tx, journalOf(move));
}

/** Posts many movements at once (zero amounts skipped). */
export function postMoves(tx: Tx, moves: readonly SchemeMove[]): Promise<PostedJournal[]> {
  return postJournals(tx, moves.filter((m) => m.amountFen > 0).map(journalOf));
}

export const cash = (userId: number) => playerAccount(userId, "cash");
export const frozen = (userId: number) => playerAccount(userId, "frozen");
export const house = (schemeId: number) => houseAccount("house", schemeId);
export { SYSTEM_SCOPE };
