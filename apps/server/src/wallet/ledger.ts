import { and, asc, eq, sql } from "drizzle-orm";
import { preparedSql, type RawResult, type Statement } from "../db/prepared.ts";
import type { Tx } from "../db/queryable.ts";
import { lockAccounts, type LockedAccount } from "./accounts.ts";
import {
  accountKey,
  assertValidPosting,
  type AccountRef,
  type JournalRequest,
  type PostingLine,
} from "./posting.ts";
import { ledgerAccounts, ledgerEntries, ledgerJournals } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";
import { arrayParam, unnestRows } from "../db/arrays.ts";

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
  const accounts = await lockAccounts(tx, uniqueRefs(request.lines.map((line) => line.account)));
  let entries: PostedEntry[];
  try {
    entries = planEntries(accounts, request.lines);
  } catch (refusal) {
    // 余额不足 now, but the key may be an earlier, successful request's: that one answers.
    if (await journalOf(tx, request)) return replayOf(tx, request);
    throw refusal;
  }
  const journalId = await writeJournal(tx, request, entries);
  return journalId === null ? replayOf(tx, request) : { journalId, replayed: false, entries };
}

/**
 * One statement for one journal: inserts it under its key and, only when the key was free, its
 * entries and the accounts' new balances and versions (the accounts are locked by the caller, so
 * the planned entries hold). Answers the new journal's id, or null when the key was already used.
 */
async function writeJournal(tx: Tx, request: JournalRequest, entries: PostedEntry[]): Promise<number | null> {
  const values: Record<string, unknown> = {
    kind: request.kind,
    scope: request.scope,
    key: request.key,
    requestHash: request.requestHash,
    refType: request.ref?.type ?? null,
    refId: request.ref?.id ?? null,
    memo: request.memo ?? "",
    at: request.at.toISOString(),
  };
  entries.forEach((e, i) => {
    values[`a${i}`] = e.accountId;
    values[`m${i}`] = e.amountFen;
    values[`b${i}`] = e.balanceBeforeFen;
    values[`f${i}`] = e.balanceAfterFen;
    values[`v${i}`] = e.accountVersion;
  });
  const result = await journalWrite(entries.length)(tx, values);
  const [row] = result.rows as { id: number | string }[];
  return row ? Number(row.id) : null;
}

/** The statement of writeJournal for `lines` entries, built once per count of lines. */
function journalWrite(lines: number): Statement<RawResult> {
  let statement = journalWrites.get(lines);
  if (statement) return statement;
  const p = (name: string) => sql.placeholder(name);
  const rows = Array.from(
    { length: lines },
    (_, i) =>
      sql`(${p(`a${i}`)}::bigint, ${p(`m${i}`)}::bigint, ${p(`b${i}`)}::bigint, ${p(`f${i}`)}::bigint, ${p(`v${i}`)}::integer)`,
  );
  statement = preparedSql(sql`
    with j as (
      insert into ${ledgerJournals} (kind, scope, key, request_hash, ref_type, ref_id, memo, created_at)
      values (${p("kind")}, ${p("scope")}, ${p("key")}, ${p("requestHash")},
              ${p("refType")}, ${p("refId")}, ${p("memo")}, ${p("at")}::timestamptz)
      on conflict (scope, key) do nothing
      returning id),
    v (account_id, amount_fen, before_fen, after_fen, version) as (values ${sql.join(rows, sql`, `)}),
    e as (
      insert into ${ledgerEntries}
        (journal_id, account_id, amount_fen, balance_before_fen, balance_after_fen, account_version)
      select j.id, v.account_id, v.amount_fen, v.before_fen, v.after_fen, v.version from j, v),
    a as (
      update ${ledgerAccounts} as acc set balance_fen = v.after_fen, version = v.version
        from v where acc.id = v.account_id and exists (select 1 from j))
    select id from j`);
  journalWrites.set(lines, statement);
  return statement;
}

const journalWrites = new Map<number, Statement<RawResult>>();

/**
 * Posts many journals at once with the guarantees of `postJournal` for each (settlement pays a
 * chunk of winners this way): one insert of the journals, one lock of every account they touch (id
 * order), the entries planned in request order over running balances (so two journals on one account
 * chain their versions), then one statement inserting the entries and updating each touched account
 * once. Three statements whatever the batch's size: columns travel as array parameters.
 * Answers in the order of `requests`; keys already used answer their first journal (or status 9).
 */
export async function postJournals(tx: Tx, requests: readonly JournalRequest[]): Promise<PostedJournal[]> {
  if (requests.length === 0) return [];
  for (const request of requests) assertValidPosting(request.lines);
  const ids = await insertJournals(tx, requests);
  const fresh = requests.filter((_, i) => ids[i] !== null);
  const accounts = await lockAccounts(
    tx,
    uniqueRefs(fresh.flatMap((request) => request.lines.map((line) => line.account))),
  );
  const running = new Map(accounts.map((account) => [accountKey(account.ref), { ...account }]));
  const answers: PostedJournal[] = [];
  const written: { journalId: number; entry: PostedEntry }[] = [];
  for (const [i, request] of requests.entries()) {
    const journalId = ids[i];
    if (journalId === null || journalId === undefined) {
      answers.push(await replayOf(tx, request));
      continue;
    }
    const lineAccounts = request.lines.map((line) => running.get(accountKey(line.account)));
    const entries = planEntries(lineAccounts as LockedAccount[], request.lines);
    entries.forEach((entry, j) => {
      const account = lineAccounts[j] as LockedAccount;
      account.balanceFen = entry.balanceAfterFen;
      account.version = entry.accountVersion;
      written.push({ journalId, entry });
    });
    answers.push({ journalId, replayed: false, entries });
  }
  await writeEntries(tx, written, [...running.values()]);
  return answers;
}

function uniqueRefs(refs: readonly AccountRef[]): AccountRef[] {
  return [...new Map(refs.map((ref) => [accountKey(ref), ref])).values()];
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
    if (isPlayer(account.ref) && balanceAfterFen < 0) throw refuse("insufficientBalance");
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

/**
 * The new journals' ids in request order, null where the (scope, key) is taken (the insert waits for
 * a concurrent holder of the key). Two requests of one batch must not share a key. One statement
 * whatever the batch's size: each column is one array parameter.
 */
async function insertJournals(tx: Tx, requests: readonly JournalRequest[]): Promise<(number | null)[]> {
  const column = <T extends string | number | null>(of: (r: JournalRequest) => T, type: string) =>
    arrayParam(requests.map(of), type);
  const result = await tx.execute(sql`
    insert into ${ledgerJournals} (kind, scope, key, request_hash, ref_type, ref_id, memo, created_at)
    select * from unnest(${column((r) => r.kind, "varchar[]")}, ${column((r) => r.scope, "varchar[]")},
                         ${column((r) => r.key, "varchar[]")}, ${column((r) => r.requestHash, "varchar[]")},
                         ${column((r) => r.ref?.type ?? null, "varchar[]")}, ${column((r) => r.ref?.id ?? null, "varchar[]")},
                         ${column((r) => r.memo ?? "", "varchar[]")}, ${column((r) => r.at.toISOString(), "timestamptz[]")})
    on conflict (scope, key) do nothing
    returning id, scope, key`);
  const byKey = new Map(
    (result.rows as { id: number | string; scope: string; key: string }[]).map((row) => [
      `${row.scope}\u0000${row.key}`,
      Number(row.id),
    ]),
  );
  return requests.map((request) => byKey.get(`${request.scope}\u0000${request.key}`) ?? null);
}

/** The journal holding the request's key, if any. */
async function journalOf(tx: Tx, request: JournalRequest) {
  const [journal] = await tx
    .select({ id: ledgerJournals.id, requestHash: ledgerJournals.requestHash })
    .from(ledgerJournals)
    .where(and(eq(ledgerJournals.scope, request.scope), eq(ledgerJournals.key, request.key)));
  return journal;
}

/** The journal that already holds the key: its entries when the request matches, status 9 if not. */
async function replayOf(tx: Tx, request: JournalRequest): Promise<PostedJournal> {
  const journal = await journalOf(tx, request);
  if (!journal) throw new Error(`journal ${request.scope}/${request.key} vanished`);
  if (journal.requestHash !== request.requestHash) throw refuse("requestIdReused");
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

/**
 * Inserts the entries and leaves each touched account at its final balance and version: one
 * statement, the entries and the balances as array parameters (one balance update per account).
 */
async function writeEntries(
  tx: Tx,
  written: readonly { journalId: number; entry: PostedEntry }[],
  accounts: readonly LockedAccount[],
): Promise<void> {
  if (written.length === 0) return;
  const touched = new Set(written.map(({ entry }) => entry.accountId));
  const finals = accounts.filter((account) => touched.has(account.id));
  const entry = (of: (w: { journalId: number; entry: PostedEntry }) => number, type = "bigint[]") =>
    arrayParam(written.map(of), type);
  await tx.execute(sql`
    with e as (
      insert into ${ledgerEntries}
        (journal_id, account_id, amount_fen, balance_before_fen, balance_after_fen, account_version)
      select * from unnest(${entry((w) => w.journalId)}, ${entry((w) => w.entry.accountId)},
                           ${entry((w) => w.entry.amountFen)}, ${entry((w) => w.entry.balanceBeforeFen)},
                           ${entry((w) => w.entry.balanceAfterFen)}, ${entry((w) => w.entry.accountVersion, "integer[]")}))
    update ${ledgerAccounts} as a
       set balance_fen = v.balance, version = v.version
      from ${unnestRows(finals, {
        id: [(f) => f.id, "bigint[]"],
        balance: [(f) => f.balanceFen, "bigint[]"],
        version: [(f) => f.version, "integer[]"],
      })}
     where a.id = v.id`);
}

/** The balance an account was left with by a posted journal (e.g. the player's cash after a bet). */
export function balanceAfter(posted: PostedJournal, accountIndex: number): number {
  const entry = posted.entries[accountIndex];
  if (!entry) throw new Error(`the journal has no line ${accountIndex}`);
  return entry.balanceAfterFen;
}
