import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { DEV_SIGN_KEY, signParams, type Envelope } from "@lottery/contract";
import { issueOnSaleNow, randomSingleTicket, type BetGame } from "../../../bench/lib/lottery.ts";
import { withClient } from "../../../bench/lib/postgres.ts";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase, type Database } from "../src/db/client.ts";
import { seed } from "../src/seed.ts";
import { auditLedger } from "../src/wallet/audit.ts";
import { seedRechargeChannels } from "../src/demo/wallet/seed.ts";
import type { TestPlayer } from "./cards-fixtures.ts";
import { moneyPlayer, newRequestId } from "./money-helpers.ts";

/**
 * What the fault tests (faults-*.test.ts) share: a scratch PostgreSQL database per test, the REAL
 * server process (src/main.ts: routes, leader, settlement jobs, event relay) started and SIGKILLed at
 * will, signed HTTP calls to it, and the money checks every test ends with.
 */

/** Why a fault test cannot run here (null: it runs). `full` tests run only under FAULTS=full. */
export function faultSkipReason(set: "ci" | "full"): string | null {
  if (!process.env.DATABASE_URL) return "needs PostgreSQL: set DATABASE_URL";
  if (set === "full" && process.env.FAULTS !== "full") return "in the full fault set: set FAULTS=full";
  return null;
}

/** The describe title with the skip reason appended, so a skipped run says why. */
export const titled = (title: string, reason: string | null) =>
  reason ? `${title} (skipped: ${reason})` : title;

/** Configuration of the server process: no demo data or feeds, per-IP limits out of the way. */
export const SERVER_ENV: Record<string, string> = {
  OPERATOR_PASSWORD: "operator-pass",
  SEED_DEMO: "0",
  RESULT_FEED: "none",
  SPORTS_FEED: "none",
  RATE_LIMIT_PER_MIN: "100000000",
  AUTH_RATE_LIMIT_PER_MIN: "100000000",
  LOG_LEVEL: "warn",
  HOST: "127.0.0.1",
};

/** A scratch database `fault_<label>_<hex>` (migrated, seeded) and the test's own connection to it. */
export interface FaultDatabase {
  name: string;
  url: string;
  database: Database;
  drop(): Promise<void>;
}

export async function faultDatabase(label: string): Promise<FaultDatabase> {
  const admin = process.env.DATABASE_URL ?? "";
  const name = `fault_${label}_${randomBytes(4).toString("hex")}`;
  await withClient(admin, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: null });
  await database.migrate();
  await seed(database.db, loadConfig(SERVER_ENV), () => undefined);
  await seedRechargeChannels(database.db);
  return {
    name,
    url: url.toString(),
    database,
    drop: async () => {
      await database.close();
      await withClient(admin, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Players funded through the real sandbox recharge, and an SSQ/DLT issue on sale for 10 minutes. */
export interface BetSetup {
  players: TestPlayer[];
  game: BetGame;
  issue: string;
}

export async function playersAndIssue(fault: FaultDatabase, count: number, yuan: number): Promise<BetSetup> {
  // The app in this process, without background jobs, only for this setup.
  const config = loadConfig({ ...SERVER_ENV, DATABASE_URL: fault.url });
  const app = await buildApp({ config, db: fault.database.db, logger: false });
  try {
    const open = await issueOnSaleNow(app.deps, 10);
    if (!open) throw new Error("neither SSQ nor DLT has an issue on sale for the next 10 minutes");
    const players: TestPlayer[] = [];
    for (let i = 0; i < count; i += 1)
      players.push(await moneyPlayer(app, `fault${fault.name.slice(-6)}${i}`, yuan));
    return { players, game: open.gameCode, issue: open.issue };
  } finally {
    await app.close();
  }
}

/** A fresh bet_szc payload: one random single ticket on the setup's issue, a new requestId. */
export function newBetParams(setup: BetSetup): Record<string, string | number> {
  return {
    gameCode: setup.game,
    issue: setup.issue,
    tickets: randomSingleTicket(setup.game),
    multiple: 1,
    requestId: newRequestId(),
  };
}

/** A running `node --import tsx src/main.ts`. */
export interface ServerProcess {
  /** Whether the process has exited (it should only when we stop or kill it). */
  exited(): boolean;
  /** Everything it printed (logs at LOG_LEVEL warn), for diagnosis. */
  output(): string;
  /** SIGKILL; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (graceful close), SIGKILL after 10 s. */
  stop(): Promise<void>;
}

const mainScript = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src/main.ts");

/** Starts the real server on `url` at 127.0.0.1:`port` and waits until it answers (60 s at most). */
export async function startServer(url: string, port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", mainScript], {
    env: { ...process.env, ...SERVER_ENV, DATABASE_URL: url, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await gone;
  };
  const server: ServerProcess = {
    exited: () => child.exitCode !== null || child.signalCode !== null,
    output: () => output,
    kill: () => signal("SIGKILL"),
    stop: async () => {
      const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await signal("SIGTERM");
      clearTimeout(force);
    },
  };
  try {
    await waitFor(
      async () => {
        if (server.exited()) throw new Error(`the server exited while starting:\n${output.slice(-2000)}`);
        const answer = signedCall(port, "GET", "/api/SystemConfig/GetServerTime", {}, null, 2000);
        return (await answer.catch(() => null))?.ok === true;
      },
      60_000,
      "the server to answer",
    );
  } catch (error) {
    await server.kill();
    throw error;
  }
  return server;
}

/** One answered call: HTTP status, the envelope (null when the body is not JSON) and the raw body. */
export interface Answer<T = unknown> {
  http: number;
  envelope: Envelope<T> | null;
  text: string;
  ok: boolean;
}

/**
 * A player call as the H5 client makes it (common parameters, MD5 signature; form body on POST).
 * Rejects when no answer arrives (connection lost, or nothing within `timeoutMs`).
 */
export async function signedCall<T = unknown>(
  port: number,
  method: "GET" | "POST",
  pathName: string,
  params: Record<string, string | number>,
  token: string | null,
  timeoutMs = 30_000,
): Promise<Answer<T>> {
  const all: Record<string, string> = { c: "1", v: "1", t: String(Math.floor(Date.now() / 1000)), p: "5" };
  if (token) all.tk = token;
  for (const [k, v] of Object.entries(params)) all[k] = String(v);
  const body = new URLSearchParams({ ...all, s: signParams(all, DEV_SIGN_KEY) }).toString();
  const base = `http://127.0.0.1:${port}${pathName}`;
  const response = await fetch(method === "GET" ? `${base}?${body}` : base, {
    method,
    signal: AbortSignal.timeout(timeoutMs),
    ...(method === "POST"
      ? { body, headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" } }
      : {}),
  });
  const text = await response.text();
  let envelope: Envelope<T> | null = null;
  try {
    envelope = JSON.parse(text) as Envelope<T>;
  } catch {
    envelope = null;
  }
  return { http: response.status, envelope, text, ok: response.status === 200 && envelope?.status === 0 };
}

/** The seeded operator's bearer token from the server at `port`. */
export async function operatorLogin(port: number): Promise<string> {
  const answer = await operatorPost<{ token: string }>(port, null, "/login", {
    userName: "admin",
    password: SERVER_ENV.OPERATOR_PASSWORD ?? "",
  });
  if (!answer.models) throw new Error(`operator login failed: ${answer.msg}`);
  return answer.models.token;
}

/** An operator call (JSON POST to /admin/api<path>); rejects when no answer arrives. */
export async function operatorPost<T = unknown>(
  port: number,
  token: string | null,
  pathName: string,
  body: Record<string, unknown>,
): Promise<Envelope<T>> {
  const response = await fetch(`http://127.0.0.1:${port}/admin/api${pathName}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return (await response.json()) as Envelope<T>;
}

/** Polls `check` every 100 ms until it answers true; throws after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Milliseconds since `t0` (performance.now), rounded. */
export const since = (t0: number) => Math.round(performance.now() - t0);

/**
 * The money checks after a fault: the ledger audit of `npm run audit:ledger` (journals balance,
 * account balances equal their entries, chains unbroken, no player below zero), plus the player
 * accounts checked on their own. Answers every problem found (empty: clean).
 */
export async function moneyProblems(database: Database): Promise<string[]> {
  const audit = await auditLedger(database.db);
  const players = await database.db.execute(sql`
    select a.id, a.user_id, a.balance_fen, coalesce(sum(e.amount_fen), 0) as total
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
     where a.user_id is not null
     group by a.id
    having a.balance_fen < 0 or a.balance_fen <> coalesce(sum(e.amount_fen), 0)`);
  const accounts = (players.rows as Record<string, unknown>[]).map(
    (r) => `player ${r.user_id} account ${r.id}: balance ${r.balance_fen} fen, entries sum to ${r.total}`,
  );
  return [...audit.problems, ...accounts];
}

/** What the database holds for one bet requestId: its orders and its stake debits (`bet:<requestId>`). */
export interface StoredBet {
  orders: { orderNo: string; userId: number; amountFen: number }[];
  debits: { scope: string; orderNo: string | null; amountFen: number }[];
}

/** Every bet order and stake debit of the database, by requestId (the player legs of the debits). */
export async function storedBets(database: Database): Promise<Map<string, StoredBet>> {
  const bets = new Map<string, StoredBet>();
  const of = (id: string) => bets.get(id) ?? bets.set(id, { orders: [], debits: [] }).get(id)!;
  const orders = await database.db.execute(
    sql`select request_id, order_no, user_id, amount_fen from orders where request_id is not null`,
  );
  for (const r of orders.rows as Record<string, string>[])
    of(r.request_id!).orders.push({
      orderNo: r.order_no!,
      userId: Number(r.user_id),
      amountFen: Number(r.amount_fen),
    });
  const debits = await database.db.execute(sql`
    select substr(j.key, 5) as request_id, j.scope, j.ref_id, e.amount_fen
      from ledger_journals j
      join ledger_entries e on e.journal_id = j.id
      join ledger_accounts a on a.id = e.account_id and a.user_id is not null
     where j.key like 'bet:%'`);
  for (const r of debits.rows as Record<string, string | null>[])
    of(r.request_id!).debits.push({
      scope: r.scope!,
      orderNo: r.ref_id ?? null,
      amountFen: Number(r.amount_fen),
    });
  return bets;
}

/**
 * Exactly once: each expected requestId has ONE order (the one its answer named, of its player) and
 * ONE stake debit of that player moving the order's amount; nothing is stored for other requestIds.
 */
export function exactlyOnceProblems(
  stored: Map<string, StoredBet>,
  expected: Map<string, { userId: number; orderNo: string }>,
): string[] {
  const problems: string[] = [];
  for (const [id, bet] of stored)
    if (!expected.has(id)) problems.push(`${id}: stored but never answered: ${JSON.stringify(bet)}`);
  for (const [id, want] of expected) {
    const bet = stored.get(id) ?? { orders: [], debits: [] };
    const [order] = bet.orders;
    const [debit] = bet.debits;
    const right =
      bet.orders.length === 1 &&
      bet.debits.length === 1 &&
      order?.orderNo === want.orderNo &&
      order.userId === want.userId &&
      debit?.scope === `p:${want.userId}` &&
      debit.orderNo === want.orderNo &&
      debit.amountFen === -order.amountFen;
    if (!right) problems.push(`${id}: answered ${JSON.stringify(want)}, stored ${JSON.stringify(bet)}`);
  }
  return problems;
}

/** Logs a test's figures in one line, so a run prints what it measured. */
export function report(test: string, figures: Record<string, unknown>): void {
  const text = Object.entries(figures)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(" ");
  console.log(`[faults] ${test}: ${text}`);
}
