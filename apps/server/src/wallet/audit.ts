import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";

export interface LedgerAudit {
  ok: boolean;
  problems: string[];
}

/** At most this many problems of each check are listed (a broken ledger is broken enough). */
const PROBLEMS_PER_CHECK = 50;

/**
 * Proves the ledger adds up: every journal has two or more entries summing to zero; every account's
 * balance and version equal the sum and count of its entries; no player account is below zero; and
 * each account's entries chain (versions 1, 2, 3 … each starting from the balance the previous left).
 */
export async function auditLedger(db: Db): Promise<LedgerAudit> {
  const problems: string[] = [];
  for (const check of CHECKS) {
    const result = await db.execute(sql`${check.query} limit ${PROBLEMS_PER_CHECK}`);
    for (const row of result.rows as Record<string, unknown>[]) problems.push(check.describe(row));
  }
  return { ok: problems.length === 0, problems };
}

interface Check {
  query: SQL;
  describe: (row: Record<string, unknown>) => string;
}

const CHECKS: Check[] = [
  {
    // Points are a unit of their own (wallet/posting.ts unitOf): no journal may mix them with fen.
    query: sql`select e.journal_id as id from ledger_entries e join ledger_accounts a on a.id = e.account_id
      group by e.journal_id
      having count(distinct (a.kind = 'points' or a.kind like 'points:%')) > 1 order by e.journal_id`,
    describe: (r) => `journal ${r.id} mixes points with fen`,
  },
  {
    query: sql`select j.id, count(e.id) as lines, coalesce(sum(e.amount_fen), 0) as total
      from ledger_journals j left join ledger_entries e on e.journal_id = j.id
      group by j.id having count(e.id) < 2 or coalesce(sum(e.amount_fen), 0) <> 0 order by j.id`,
    describe: (r) => `journal ${r.id}: ${r.lines} entries summing to ${r.total} fen`,
  },
  {
    query: sql`select a.id, a.balance_fen, a.version, coalesce(sum(e.amount_fen), 0) as total, count(e.id) as n
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id having a.balance_fen <> coalesce(sum(e.amount_fen), 0) or a.version <> count(e.id)
      order by a.id`,
    describe: (r) =>
      `account ${r.id}: balance ${r.balance_fen} fen at version ${r.version}, entries sum to ${r.total} fen over ${r.n}`,
  },
  {
    query: sql`select id, balance_fen from ledger_accounts where user_id is not null and balance_fen < 0 order by id`,
    describe: (r) => `player account ${r.id} is below zero: ${r.balance_fen} fen`,
  },
  {
    query: sql`select id, account_id, account_version, balance_before_fen, expected_before, position from (
        select e.*, row_number() over w as position,
          coalesce(lag(e.balance_after_fen) over w, 0) as expected_before
        from ledger_entries e window w as (partition by e.account_id order by e.account_version)
      ) chain
      where account_version <> position or balance_before_fen <> expected_before
        or balance_after_fen <> balance_before_fen + amount_fen
      order by account_id, account_version`,
    describe: (r) =>
      `entry ${r.id} of account ${r.account_id}: version ${r.account_version} at position ${r.position}, ` +
      `starts from ${r.balance_before_fen} fen where the chain left ${r.expected_before}`,
  },
];
