import { sql } from "drizzle-orm";
import type { Db } from "../../apps/server/src/db/client.ts";
import { lotteryIssues, type IssueRow } from "../../apps/server/src/lottery/tables.ts";

/**
 * Bulk data of the settlement benchmark, written by SQL (generate_series): players, one drawn SSQ
 * issue and its pending orders. Orders are inserted as placed; their stake journals are not written
 * (settlement never reads them; the ledger audit checks the journals that exist).
 */

/** The draw of the benchmark issue and the announced amounts of its floating tiers (fen per bet). */
export const SETTLE_DRAW = {
  reds: "03,09,14,21,27,30",
  blue: "08",
  prizesFen: { "1": 500_000_000, "2": 15_000_000 },
};
/** How many orders hold the drawn numbers exactly (first prizes, a floating tier). */
const JACKPOTS = 4;

/** Inserts `count` players (names bs1…; they cannot log in); answers how many exist. */
export async function insertPlayers(db: Db, count: number): Promise<number> {
  await db.execute(sql`
    insert into users (user_name, user_name_key, password_hash, nick_name, nick_name_key, invite_code)
    select 'bs' || g, 'bs' || g, 'bench-player-without-login', 'bs' || g, 'bs' || g, 'S' || lpad(g::text, 7, '0')
      from generate_series(1, ${count}::int) g`);
  return count;
}

/** Inserts the benchmark issue, drawn (numbers and floating amounts known), its sale long over. */
export async function insertDrawnIssue(db: Db, issue: string, now: Date): Promise<IssueRow> {
  const hour = 3_600_000;
  const [row] = await db
    .insert(lotteryIssues)
    .values({
      gameCode: "ssq",
      issue,
      openAt: new Date(now.getTime() - 72 * hour),
      closeAt: new Date(now.getTime() - 2 * hour),
      drawAt: new Date(now.getTime() - hour),
      status: "drawn",
      numbers: `${SETTLE_DRAW.reds}|${SETTLE_DRAW.blue}`,
      source: "operator",
      prizes: SETTLE_DRAW.prizesFen,
      drawnAt: new Date(now.getTime() - hour / 2),
    })
    .returning();
  if (!row) throw new Error("issue not inserted");
  return row;
}

/**
 * Inserts `count` pending SSQ orders of the issue, spread over the `players` bs… players in an
 * interleaved order (as bets arrive): 90 % single tickets (DS, 1 bet), 8 % FS 7+1 (7 bets), 2 % FS 8+2
 * (56 bets), random numbers; every 10th order at multiple 5, every 3rd at 2, else 1; four orders hold
 * the drawn numbers. Amount = bets × 2 yuan × multiple.
 */
export async function insertOrders(
  db: Db,
  issue: string,
  count: number,
  players: number,
  placedAt: Date,
): Promise<void> {
  const jackpotEvery = Math.max(1, Math.floor(count / JACKPOTS));
  await db.execute(sql`
    with players as (
      select row_number() over (order by id) - 1 as n, id from users where user_name_key like 'bs%'
    ), picks as (
      select g, g % 100 as kind from generate_series(1, ${count}::int) g
    ), tickets as (
      select p.g,
             case when p.g % ${jackpotEvery}::int = 0 then 'DS'
                  when p.kind < 90 then 'DS' else 'FS' end as play,
             case when p.g % ${jackpotEvery}::int = 0 then ${`DS:${SETTLE_DRAW.reds}|${SETTLE_DRAW.blue}`}::text
                  else (case when p.kind < 90 then 'DS:' else 'FS:' end) || r.reds || '|' || b.blues end as tickets,
             case when p.g % ${jackpotEvery}::int = 0 or p.kind < 90 then 1 when p.kind < 98 then 7 else 56 end as bets,
             case when p.g % 10 = 0 then 5 when p.g % 3 = 0 then 2 else 1 end as multiple
        from picks p
        cross join lateral (
          select string_agg(lpad(n::text, 2, '0'), ',' order by n) as reds
            from (select n from generate_series(1, 33) n where p.g > 0 order by random()
                  limit case when p.kind < 90 then 6 when p.kind < 98 then 7 else 8 end) s) r
        cross join lateral (
          select string_agg(lpad(n::text, 2, '0'), ',' order by n) as blues
            from (select n from generate_series(1, 16) n where p.g > 0 order by random()
                  limit case when p.kind < 98 then 1 else 2 end) s) b
    )
    insert into orders (order_no, user_id, kind, game_code, issue, play, request_id, bets, multiple,
                        amount_fen, status, detail, placed_at)
    select 'BS' || lpad(t.g::text, 12, '0'), pl.id, 'number', 'ssq', ${issue}, t.play, 'bench-' || t.g,
           t.bets, t.multiple, t.bets * 200 * t.multiple, 'pending',
           jsonb_build_object('tickets', t.tickets, 'addition', false), ${placedAt.toISOString()}::timestamptz
      from tickets t
      join players pl on pl.n = (t.g::bigint * 2654435761) % ${players}::int`);
}

/** VACUUM ANALYZE of a table (as autovacuum would soon after a bulk load). */
export async function vacuumAnalyze(db: Db, table: string): Promise<void> {
  await db.execute(sql.raw(`vacuum analyze ${table}`));
}

/**
 * The baseline: a fresh copy of the issue's orders (same columns, indexes and checks) and ONE bulk
 * UPDATE marking them all settled, timed. Answers the rows updated and the milliseconds; the copy is
 * dropped after.
 */
export async function bulkUpdateBaseline(db: Db, issue: string): Promise<{ rows: number; ms: number }> {
  await db.execute(sql`drop table if exists bench_orders_copy`);
  await db.execute(sql`create table bench_orders_copy (like orders including all)`);
  await db.execute(sql`insert into bench_orders_copy overriding system value
                       select * from orders where game_code = 'ssq' and issue = ${issue}`);
  await vacuumAnalyze(db, "bench_orders_copy");
  const t0 = performance.now();
  const updated = await db.execute(sql`
    update bench_orders_copy set status = 'lost', settled_at = now()
     where game_code = 'ssq' and issue = ${issue} and status = 'pending'`);
  const ms = performance.now() - t0;
  await db.execute(sql`drop table bench_orders_copy`);
  return { rows: updated.rowCount ?? 0, ms };
}
