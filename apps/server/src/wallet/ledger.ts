import { and, asc, eq } from "drizzle-orm";
import { Msg, Status } from "@lottery/contract";
import type { Tx } from "../db/queryable.ts";
import { ApiError, refused } from "../http/envelope.ts";
import { lockAccounts, type LockedAccount } from "./accounts.ts";
import { assertValidPosting, type AccountRef, type JournalRequest, type PostingLine } from "./posting.ts";
import { ledgerAccounts, ledgerEntries, ledgerJournals } from "./tables.ts";

/** One written leg: the account, the amount and the balance it left. */
export interface PostedEntry {
  accountId: number;
  amountFen: number;
  balanceBeforeFen: number;
  balanceAfterFen: number;
  accountVersion: number;
}

export interface PostedJournal {
  journalId: number;
  /** True when the key was already used by the same request: nothing moved this time. */
  replayed: boolean;
  /** In the order of the request's lines. */
  entries: PostedEntry[];
}

/**
 * The one way money moves. Inside the caller's transaction: records the journal under its
 * idempotency key, locks the accounts in id order, refuses (status 1 余额不足) a player account going
 * below zero, and writes entries with balances before and after and the new account versions.
 * A key already used by the same request answers the first journal and moves nothing; used by
 * another request it is refused with status 9. Refusals throw: let them abort the transaction.
 */
export async function postJournal(tx: Tx, request: JournalRequest): Promise<PostedJournal> {
  assertValidPosting(request.lines);
  const journalId = await insertJournal(tx, request);
  if (journalId === null) return replayOf(tx, request);
  const accounts = await lockAccounts(
    tx,
    request.lines.map((line) => line.account),
  );
  const entries = planEntries(accounts, request.lines);
  await writeEntries(tx, journalId, entries);
  return { journalId, replayed: false, entries };
}

/**
 * The entries a posting makes on locked accounts: each line's balance before and after and the next
 * version. Throws the 余额不足 refusal when a player account would go below zero.
 */
export function planEntries(
  accounts: readonly LockedAccount[],
  lines: readonly PostingLine[],
): PostedEntry[] {
  return lines.map((line, index) => {
    const account = accounts[index];
    if (!account) throw new Error("an account is missing for a posting line");
    const balanceAfterFen = account.balanceFen + line.amountFen;
    if (isPlayer(account.ref) && balanceAfterFen < 0) throw refused(Msg.insufficientBalance);
    return {
      accountId: account.id,
      amountFen: line.amountFen,
      balanceBeforeFen: account.balanceFen,
      balanceAfterFen,
      accountVersion: account.version + 1,
    };
  });
}

function isPlayer(ref: AccountRef): boolean {
  return ref.userId !== null;
}

/** The new journal's id, or null when its (scope, key) is taken (waits for a concurrent holder). */
async function insertJournal(tx: Tx, request: JournalRequest): Promise<number | null> {
  const [row] = await tx
    .insert(ledgerJournals)
    .values({
      kind: request.kind,
      scope: request.scope,
      key: request.key,
      requestHash: request.requestHash,
      refType: request.ref?.type ?? null,
      refId: request.ref?.id ?? null,
      memo: request.memo ?? "",
      createdAt: request.at,
    })
    .onConflictDoNothing({ target: [ledgerJournals.scope, ledgerJournals.key] })
    .returning({ id: ledgerJournals.id });
  return row?.id ?? null;
}

/** The journal that already holds the key: its entries when the request matches, status 9 if not. */
async function replayOf(tx: Tx, request: JournalRequest): Promise<PostedJournal> {
  const [journal] = await tx
    .select({ id: ledgerJournals.id, requestHash: ledgerJournals.requestHash })
    .from(ledgerJournals)
    .where(and(eq(ledgerJournals.scope, request.scope), eq(ledgerJournals.key, request.key)));
  if (!journal) throw new Error(`journal ${request.scope}/${request.key} vanished`);
  if (journal.requestHash !== request.requestHash)
    throw new ApiError(Status.REQUEST_ID_REUSED, Msg.requestIdReused);
  const entries = await tx
    .select({
      accountId: ledgerEntries.accountId,
      amountFen: ledgerEntries.amountFen,
      balanceBeforeFen: ledgerEntries.balanceBeforeFen,
      balanceAfterFen: ledgerEntries.balanceAfterFen,
      accountVersion: ledgerEntries.accountVersion,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.journalId, journal.id))
    .orderBy(asc(ledgerEntries.id));
  return { journalId: journal.id, replayed: true, entries };
}

async function writeEntries(tx: Tx, journalId: number, entries: readonly PostedEntry[]): Promise<void> {
  await tx.insert(ledgerEntries).values(entries.map((entry) => ({ journalId, ...entry })));
  for (const entry of entries) {
    await tx
      .update(ledgerAccounts)
      .set({ balanceFen: entry.balanceAfterFen, version: entry.accountVersion })
      .where(eq(ledgerAccounts.id, entry.accountId));
  }
}

/** The balance an account was left with by a posted journal (e.g. the player's cash after a bet). */
export function balanceAfter(posted: PostedJournal, accountIndex: number): number {
  const entry = posted.entries[accountIndex];
  if (!entry) throw new Error(`the journal has no line ${accountIndex}`);
  return entry.balanceAfterFen;
}
