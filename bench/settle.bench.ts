/**
 * Benchmark 2: settling one SSQ issue of BENCH_SETTLE_TICKETS orders (default 1,000,000; one ticket
 * each, many players) through the real `settleDrawnIssue`, beside ONE bulk `UPDATE … SET status` of a
 * fresh copy of the same rows. Orders are inserted by SQL (lib/settle-data.ts). Verified after: no
 * order pending, each won order paid exactly once (one prize journal, amounts equal), a second run
 * pays nothing, a random sample (and every first prize) priced as the rules price it, turnover counted
 * once per settled stake, ledger audit clean. Needs PostgreSQL (skipped otherwise).
 */
import { eq, sql } from "drizzle-orm";
import { issueRuleOptions, nextDraw, prizeTickets } from "@lottery/rules";
import type { Db } from "../apps/server/src/db/client.ts";
import { settleDrawnIssue } from "../apps/server/src/lottery/settlement.ts";
import type { Deps } from "../apps/server/src/deps.ts";
import { lotteryIssues, type IssueRow } from "../apps/server/src/lottery/tables.ts";
import { auditLedger } from "../apps/server/src/wallet/audit.ts";
import { startBenchApp } from "./lib/app.ts";
import { postgresUrl, unreachableReason } from "./lib/postgres.ts";
import { countRoundTrips, roundTrips } from "./lib/round-trips.ts";
import {
  fail,
  fmt,
  newResult,
  ratioText,
  round,
  skippedResult,
  timed,
  type Benchmark,
  type BenchResult,
} from "./lib/report.ts";
import {
  bulkUpdateBaseline,
  insertDrawnIssue,
  insertOrders,
  insertPlayers,
  SETTLE_DRAW,
  vacuumAnalyze,
} from "./lib/settle-data.ts";

const SAMPLE = 500;

/** One row of a query as plain values. */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** Totals of the issue's orders and of the prize journals that paid them. */
async function settledTotals(db: Db, issue: string) {
  const [orders] = await rowsOf<Record<string, string>>(
    db,
    sql`select count(*) filter (where status = 'pending') as pending,
               count(*) filter (where settled_at is null) as unsettled,
               count(*) filter (where status = 'won') as won,
               count(*) filter (where status = 'lost') as lost,
               coalesce(sum(prize_fen) filter (where status = 'won'), 0) as prize_fen,
               coalesce(sum(prize_fen - tax_fen) filter (where status = 'won'), 0) as payable_fen,
               coalesce(sum(amount_fen) filter (where status in ('won', 'lost')), 0) as staked_fen,
               coalesce(sum(bets), 0) as bets
          from orders where game_code = 'ssq' and issue = ${issue}`,
  );
  const [journals] = await rowsOf<Record<string, string>>(
    db,
    sql`select count(*) as journals, count(distinct j.ref_id) as orders,
               coalesce(sum(e.amount_fen), 0) as paid_fen
          from ledger_journals j
          join ledger_entries e on e.journal_id = j.id
          join ledger_accounts a on a.id = e.account_id and a.user_id is not null
         where j.kind = 'prize' and j.ref_type = 'order'`,
  );
  const [turnover] = await rowsOf<Record<string, string>>(
    db,
    sql`select coalesce(sum(wagered_total_fen), 0) as wagered_fen from player_turnover`,
  );
  const n = (v: string | undefined) => Number(v ?? 0);
  return {
    pending: n(orders?.pending),
    unsettled: n(orders?.unsettled),
    won: n(orders?.won),
    lost: n(orders?.lost),
    prizeFen: n(orders?.prize_fen),
    payableFen: n(orders?.payable_fen),
    stakedFen: n(orders?.staked_fen),
    bets: n(orders?.bets),
    prizeJournals: n(journals?.journals),
    paidOrders: n(journals?.orders),
    paidFen: n(journals?.paid_fen),
    wageredFen: n(turnover?.wagered_fen),
  };
}

/** Orders whose status or prize differ from the rules' answer (a random sample and every first prize). */
async function sampleMismatches(db: Db, issue: string): Promise<{ checked: number; wrong: string[] }> {
  const rows = await rowsOf<{
    order_no: string;
    tickets: string;
    multiple: number;
    status: string;
    prize_fen: string;
  }>(
    db,
    sql`(select order_no, detail->>'tickets' as tickets, multiple, status, prize_fen from orders
          where game_code = 'ssq' and issue = ${issue} order by random() limit ${SAMPLE})
        union
        (select order_no, detail->>'tickets', multiple, status, prize_fen from orders
          where game_code = 'ssq' and issue = ${issue} and prize_fen >= 100000000)`,
  );
  const draw = `${SETTLE_DRAW.reds}|${SETTLE_DRAW.blue}`;
  const options = { ...issueRuleOptions("ssq", issue), floatingFen: SETTLE_DRAW.prizesFen };
  const wrong: string[] = [];
  for (const row of rows) {
    const priced = prizeTickets("ssq", row.tickets, draw, options);
    if (!priced.ok) {
      wrong.push(`${row.order_no}: the rules refuse ${row.tickets}`);
      continue;
    }
    const expected = priced.value.totalFen * row.multiple;
    const status = expected > 0 ? "won" : "lost";
    if (Number(row.prize_fen) !== expected || row.status !== status)
      wrong.push(
        `${row.order_no} ${row.tickets} ×${row.multiple}: ${row.status} ${row.prize_fen} fen, rules ${status} ${expected}`,
      );
  }
  return { checked: rows.length, wrong };
}

type Totals = Awaited<ReturnType<typeof settledTotals>>;

/** Players, the drawn issue and its orders, inserted by SQL and vacuumed; answers the issue row. */
async function prepare(db: Db, issue: string, tickets: number, players: number, now: Date) {
  await insertPlayers(db, players);
  const row = await insertDrawnIssue(db, issue, now);
  await insertOrders(db, issue, tickets, players, new Date(now.getTime() - 3 * 3_600_000));
  await vacuumAnalyze(db, "orders");
  await vacuumAnalyze(db, "users");
  return row;
}

/** The real settlement timed (with the SQL statements it sent), then a second run after a reset. */
async function settleTwice(deps: Deps, issue: IssueRow) {
  countRoundTrips();
  const sentBefore = roundTrips();
  const first = await timed(() => settleDrawnIssue(deps, issue));
  const statements = roundTrips() - sentBefore;
  const totals = await settledTotals(deps.db, issue.issue);
  // As after a crash before the issue was marked settled: drawn again, every order already settled.
  await deps.db
    .update(lotteryIssues)
    .set({ status: "drawn", settledAt: null })
    .where(eq(lotteryIssues.id, issue.id));
  const again = await timed(() => settleDrawnIssue(deps, issue));
  return {
    ms: first.ms,
    statements,
    totals,
    againMs: again.ms,
    afterAgain: await settledTotals(deps.db, issue.issue),
  };
}

/** Every check of the settled issue; failures go to `result`. Answers the sample and audit outcome. */
async function verify(
  db: Db,
  issue: IssueRow,
  tickets: number,
  run: Awaited<ReturnType<typeof settleTwice>>,
  result: BenchResult,
) {
  const t: Totals = run.totals;
  const [issueNow] = await db.select().from(lotteryIssues).where(eq(lotteryIssues.id, issue.id));
  if (issueNow?.status !== "settled") fail(result, `issue status ${issueNow?.status}, not settled`);
  if (t.pending + t.unsettled > 0)
    fail(result, `${t.pending} orders pending, ${t.unsettled} without settled_at`);
  if (t.won + t.lost !== tickets) fail(result, `${t.won + t.lost} settled of ${tickets}`);
  if (t.prizeJournals !== t.won || t.paidOrders !== t.won)
    fail(result, `${t.prizeJournals} prize journals for ${t.paidOrders} orders, ${t.won} won`);
  if (t.paidFen !== t.payableFen)
    fail(result, `prize journals paid ${t.paidFen} fen, won orders hold ${t.payableFen} fen after tax`);
  if (JSON.stringify(run.afterAgain) !== JSON.stringify(t)) fail(result, "the second run changed something");
  if (t.wageredFen !== t.stakedFen)
    fail(result, `turnover counted ${t.wageredFen} fen of ${t.stakedFen} fen staked`);
  const sample = await sampleMismatches(db, issue.issue);
  for (const w of sample.wrong.slice(0, 5)) fail(result, `prize differs from the rules: ${w}`);
  const audit = await auditLedger(db);
  if (!audit.ok) fail(result, `ledger audit: ${audit.problems.slice(0, 5).join("; ")}`);
  return { sample, auditOk: audit.ok };
}

async function run(): Promise<BenchResult> {
  const url = postgresUrl();
  const unreachable = await unreachableReason(url);
  if (unreachable) return skippedResult(unreachable);
  const tickets = Number(process.env.BENCH_SETTLE_TICKETS || 1_000_000);
  const players = Number(process.env.BENCH_SETTLE_PLAYERS || Math.max(1, Math.round(tickets / 50)));
  const result = newResult();
  const bench = await startBenchApp(url, "settle");
  try {
    const { db } = bench.database;
    const now = bench.app.deps.clock();
    const issueName = nextDraw("ssq", now)?.issue ?? "2026001";
    const setup = await timed(() => prepare(db, issueName, tickets, players, now));
    console.log(
      `  ${bench.where}; ${fmt(tickets, 0)} SSQ orders of issue ${issueName} by ${fmt(players, 0)} players ` +
        `inserted in ${fmt(setup.ms / 1000)} s`,
    );
    const baseline = await bulkUpdateBaseline(db, issueName);
    const settled = await settleTwice(bench.app.deps, setup.value);
    const t = settled.totals;
    const perSecond = tickets / (settled.ms / 1000);
    const basePerSecond = baseline.rows / (baseline.ms / 1000);
    const ratio = perSecond / basePerSecond;
    console.log(
      `settleDrawnIssue, ${fmt(tickets, 0)} tickets of one issue: ${fmt(settled.ms / 1000, 2)} s, ` +
        `${fmt(perSecond, 0)} tickets/s, ratio ${ratioText(ratio)} baseline (tickets/s ÷ bulk UPDATE rows/s)`,
    );
    console.log(
      `  baseline (one bulk UPDATE orders SET status of a fresh copy of the ${fmt(baseline.rows, 0)} rows): ` +
        `${fmt(baseline.ms / 1000, 2)} s, ${fmt(basePerSecond, 0)} rows/s`,
    );
    console.log(
      `  ${fmt(t.bets, 0)} bets; ${fmt(t.won, 0)} won (${fmt(t.prizeFen / 100, 2)} yuan), ${fmt(t.lost, 0)} lost; ` +
        `${fmt(settled.statements, 0)} SQL statements (${fmt(settled.statements / tickets, 3)} per ticket); ` +
        `second run (issue reset to drawn) ${fmt(settled.againMs, 0)} ms`,
    );
    const checked = await verify(db, setup.value, tickets, settled, result);
    console.log(
      `  checks: none pending, ${fmt(t.prizeJournals, 0)} prize journals for ${fmt(t.won, 0)} won orders, a second ` +
        `run paid nothing, ${checked.sample.checked} sampled orders ` +
        `${checked.sample.wrong.length === 0 ? "match" : "DIFFER from"} the rules, turnover counted once, ` +
        `ledger audit ${checked.auditOk ? "clean" : "NOT clean"}`,
    );
    Object.assign(result.figures, {
      tickets,
      players,
      bets: t.bets,
      won: t.won,
      settleSeconds: round(settled.ms / 1000, 2),
      ticketsPerSecond: round(perSecond, 0),
      baselineSeconds: round(baseline.ms / 1000, 3),
      baselineRowsPerSecond: round(basePerSecond, 0),
      ratio: round(ratio, 5),
      // issue 21's goal is stated as time: settling ÷ the bulk UPDATE of the same rows
      timeRatio: round(settled.ms / baseline.ms, 2),
      statementsPerTicket: round(settled.statements / tickets, 3),
      setupSeconds: round(setup.ms / 1000, 1),
      auditClean: checked.auditOk,
    });
    return result;
  } finally {
    await bench.close();
  }
}

/** Settlement of one big issue beside a bulk UPDATE. */
export const settleBenchmark: Benchmark = { name: "settle", run };
