/**
 * Benchmark 3: server time of POST /api/lottery/bet_jc_create for a jczq 8_247 混合过关 (HH) ticket —
 * 8 matches, SPF and BRQSPF legs alternating, all 3 options on each (65,511 bets) — beside a one-leg
 * single (1_1, one option), timed in process through app.inject (signature, params, placement,
 * answer). Matches are created through the operator call, players recharged through the sandbox.
 * Verified after: bets and amount as the rules count them, one order per bet, the stakes debited,
 * ledger audit clean. PostgreSQL when reachable, else in-memory PGlite (named in the output).
 */
import { and, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { countSportsBets } from "@lottery/rules";
import type { BetJcModels, SportsMatchAdminView } from "@lottery/contract";
import { orders } from "../apps/server/src/orders/tables.ts";
import { auditLedger } from "../apps/server/src/wallet/audit.ts";
import { accountsOf } from "../apps/server/src/wallet/accounts.ts";
import type { TestPlayer } from "../apps/server/test/cards-fixtures.ts";
import { call, operatorCall, operatorToken } from "../apps/server/test/helpers.ts";
import { moneyPlayer, newRequestId } from "../apps/server/test/money-helpers.ts";
import { matchBody, spOf } from "../apps/server/test/sports-fixtures.ts";
import { startBenchApp, type BenchApp } from "./lib/app.ts";
import { rechargeInParts } from "./lib/money.ts";
import { postgresUrl, unreachableReason } from "./lib/postgres.ts";
import {
  fail,
  fmt,
  median,
  newResult,
  percentile,
  ratioText,
  round,
  type Benchmark,
  type BenchResult,
} from "./lib/report.ts";
import { countRoundTrips, roundTrips } from "./lib/round-trips.ts";

const WARMUP = 3;
const SAMPLES = Number(process.env.BENCH_SPORTS_SAMPLES || 20);

interface Leg {
  matchId: string;
  play: string;
  options: { code: string; sp: number }[];
}

/** Creates a jczq match through POST /admin/api/sports/match (kick-off in 3 hours). */
async function createMatch(
  app: FastifyInstance,
  operator: string,
  singles: string[] = [],
): Promise<SportsMatchAdminView> {
  const body = matchBody({ gameCode: "jczq", singles }, app.deps.clock());
  const answer = await operatorCall<SportsMatchAdminView>(app, operator, "POST", "/sports/match", body);
  if (answer.status !== 0 || !answer.models) throw new Error(`match refused: ${answer.status} ${answer.msg}`);
  return answer.models;
}

const legOf = (match: SportsMatchAdminView, play: string, codes: string[]): Leg => ({
  matchId: match.matchId,
  play,
  options: codes.map((code) => ({ code, sp: spOf(match, play, code) })),
});

/** One timed bet_jc_create; answers the envelope's models (throws on a refusal) and the milliseconds. */
async function timedBet(
  app: FastifyInstance,
  player: TestPlayer,
  passTypes: string,
  legs: Leg[],
): Promise<{ ms: number; statements: number; models: BetJcModels }> {
  const params = {
    gameCode: "jczq",
    passTypes,
    legs: JSON.stringify(legs),
    multiple: 1,
    requestId: newRequestId(),
  };
  const sentBefore = roundTrips();
  const t0 = performance.now();
  const res = await call<BetJcModels>(app, "POST", "/api/lottery/bet_jc_create", params, {
    token: player.token,
  });
  const ms = performance.now() - t0;
  if (res.body.status !== 0 || !res.body.models)
    throw new Error(`bet_jc_create ${passTypes} refused: ${res.body.status} ${res.body.msg}`);
  return { ms, statements: roundTrips() - sentBefore, models: res.body.models };
}

/** The two tickets on freshly created matches, the HH ticket's count by the rules, and a funded player each. */
async function prepare(app: FastifyInstance, rounds: number) {
  const operator = await operatorToken(app, "operator-pass");
  const matches: SportsMatchAdminView[] = [];
  for (let i = 0; i < 8; i += 1) matches.push(await createMatch(app, operator));
  const single = await createMatch(app, operator, ["SPF"]);
  const hh = matches.map((m, i) => legOf(m, i % 2 === 0 ? "SPF" : "BRQSPF", ["3", "1", "0"]));
  const oneLeg = [legOf(single, "SPF", ["3"])];
  const ruleLegs = hh.map((l) => ({ ...l, line: l.play === "BRQSPF" ? -1 : null }));
  const counted = countSportsBets({ game: "jczq", legs: ruleLegs, passTypes: "8_247" });
  if (!counted.ok) throw new Error(`the rules refuse the HH ticket: ${JSON.stringify(counted)}`);
  const big = await moneyPlayer(app, "benchjcbig", 0);
  await rechargeInParts(app, big.token, (rounds * counted.value.costFen) / 100);
  const small = await moneyPlayer(app, "benchjcsmall", rounds * 2);
  return { hh, oneLeg, bets: counted.value.bets, bigYuan: counted.value.costFen / 100, big, small };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;
type Timing = { ms: number; statements: number };

/** Big and one-leg bets in turn (warm-up first); checks each answer against the rules' count. */
async function measure(app: FastifyInstance, p: Prepared, result: BenchResult) {
  const bigRuns: Timing[] = [];
  const smallRuns: Timing[] = [];
  for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
    const b = await timedBet(app, p.big, "8_247", p.hh);
    const s = await timedBet(app, p.small, "1_1", p.oneLeg);
    if (b.models.bets !== p.bets || b.models.amount !== p.bigYuan)
      fail(
        result,
        `HH answered ${b.models.bets} bets, ${b.models.amount} yuan; rules ${p.bets}, ${p.bigYuan}`,
      );
    if (s.models.bets !== 1 || s.models.amount !== 2)
      fail(result, `one-leg ticket answered ${JSON.stringify(s.models)}`);
    if (i < WARMUP) continue;
    bigRuns.push(b);
    smallRuns.push(s);
  }
  return { bigRuns, smallRuns };
}

/** Orders stored per player, the HH player's cash spent exactly, the ledger audit. */
async function verify(bench: BenchApp, p: Prepared, result: BenchResult) {
  const rounds = WARMUP + SAMPLES;
  const placed = async (player: TestPlayer) => {
    const where = and(eq(orders.userId, player.mid), eq(orders.kind, "sports"));
    const [row] = await bench.database.db.select({ n: count() }).from(orders).where(where);
    return Number(row?.n ?? 0);
  };
  const stored = [await placed(p.big), await placed(p.small)];
  if (stored.some((n) => n !== rounds))
    fail(result, `${stored.join(" and ")} orders stored for ${rounds} bets each`);
  const bigCash = (await accountsOf(bench.database.db, p.big.mid)).cashFen;
  if (bigCash !== 0)
    fail(result, `the HH player keeps ${bigCash} fen after ${rounds} stakes of what was recharged`);
  const audit = await auditLedger(bench.database.db);
  if (!audit.ok) fail(result, `ledger audit: ${audit.problems.slice(0, 5).join("; ")}`);
  return { stored, auditOk: audit.ok };
}

async function run(): Promise<BenchResult> {
  const url = postgresUrl();
  const unreachable = await unreachableReason(url);
  if (unreachable) console.log(`  ${unreachable}: using in-memory PGlite`);
  const result = newResult();
  const bench = await startBenchApp(unreachable ? null : url, "sports");
  try {
    countRoundTrips();
    const prepared = await prepare(bench.app, WARMUP + SAMPLES);
    const { bigRuns, smallRuns } = await measure(bench.app, prepared, result);
    const bigMs = bigRuns.map((r) => r.ms).sort((a, b) => a - b);
    const smallMs = smallRuns.map((r) => r.ms).sort((a, b) => a - b);
    const ratio = median(bigMs) / median(smallMs);
    const onPostgres = bench.database.kind === "postgres";
    const statementsOf = (runs: Timing[]) => (onPostgres ? median(runs.map((r) => r.statements)) : null);
    const said = (runs: Timing[]) => (onPostgres ? `; ${statementsOf(runs)} SQL statements` : "");
    console.log(
      `bet_jc_create jczq 8_247 HH (8 matches × 3 options, ${fmt(prepared.bets, 0)} bets): median ` +
        `${fmt(median(bigMs), 2)} ms/request, p90 ${fmt(percentile(bigMs, 90), 2)} ms, ratio ` +
        `${ratioText(ratio)} baseline${said(bigRuns)}`,
    );
    console.log(
      `  baseline (one-leg single 1_1, one option): median ${fmt(median(smallMs), 2)} ms/request, ` +
        `p90 ${fmt(percentile(smallMs, 90), 2)} ms${said(smallRuns)}`,
    );
    const checked = await verify(bench, prepared, result);
    console.log(
      `  ${bench.where}; ${SAMPLES} timed requests each after ${WARMUP} warm-up, interleaved; checks: bets and ` +
        `amounts as the rules count them, ${checked.stored.join(" + ")} orders stored, stakes debited, ` +
        `ledger audit ${checked.auditOk ? "clean" : "NOT clean"}`,
    );
    Object.assign(result.figures, {
      hhMedianMs: round(median(bigMs), 3),
      hhP90Ms: round(percentile(bigMs, 90), 3),
      oneLegMedianMs: round(median(smallMs), 3),
      oneLegP90Ms: round(percentile(smallMs, 90), 3),
      ratio: round(ratio, 3),
      hhStatements: statementsOf(bigRuns),
      oneLegStatements: statementsOf(smallRuns),
      database: bench.database.kind,
      auditClean: checked.auditOk,
    });
    return result;
  } finally {
    await bench.close();
  }
}

/** bet_jc_create of a big HH ticket beside a one-leg single. */
export const sportsBenchmark: Benchmark = { name: "sports", run };
