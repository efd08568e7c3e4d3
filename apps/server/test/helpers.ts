import { randomBytes } from "node:crypto";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { DEV_SIGN_KEY, signParams, type Envelope } from "@lottery/contract";
import { buildApp } from "../src/app.ts";
import { loadConfig, type Config } from "../src/config.ts";
import { openDatabase, type Database } from "../src/db/client.ts";
import { migratedImage } from "./pglite-image.ts";
import { seed } from "../src/seed.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * created on the PostgreSQL server of DATABASE_URL (dropped again on close).
 */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ pgliteDir: null, pgliteImage: await migratedImage() });
  const name = `t_${randomBytes(6).toString("hex")}`;
  await withAdminClient(url, (client) => client.query(`CREATE DATABASE ${name}`));
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: testUrl.toString(), pgliteDir: null });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh database, with configuration overrides for the test. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await freshDatabase();
  const config = loadConfig({ OPERATOR_PASSWORD: "operator-pass", SEED_DEMO: "0", ...env });
  await seed(database.db, config, () => undefined);
  const app = await buildApp({ config, db: database.db, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface CallOptions {
  token?: string;
  /** Overrides of the common parameters (t, c, …); `s: null` sends no signature. */
  common?: Record<string, string | number | null>;
  key?: string;
  ip?: string;
}

export interface CallResult<T> {
  http: number;
  body: Envelope<T>;
}

/** Calls a player endpoint the way the client does: common params, MD5 signature, form body on POST. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: "GET" | "POST",
  path: string,
  params: Record<string, string | number> = {},
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const all: Record<string, string> = { c: "1", v: "1", t: String(Math.floor(Date.now() / 1000)), p: "5" };
  if (options.token) all.tk = options.token;
  for (const [k, v] of Object.entries(params)) all[k] = String(v);
  for (const [k, v] of Object.entries(options.common ?? {})) {
    if (v === null) delete all[k];
    else all[k] = String(v);
  }
  const signed = { ...all, s: signParams(all, options.key ?? DEV_SIGN_KEY) };
  if (options.common?.s === null) delete (signed as Record<string, string>).s;
  const encoded = new URLSearchParams(signed).toString();
  const response =
    method === "GET"
      ? await app.inject({ method, url: `${path}?${encoded}`, remoteAddress: options.ip })
      : await app.inject({
          method,
          url: path,
          payload: encoded,
          headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
          remoteAddress: options.ip,
        });
  return { http: response.statusCode, body: response.json() as Envelope<T> };
}

/** Registers a player and returns the token and userInfo. */
export async function registerPlayer(app: FastifyInstance, userName: string, password = "secret123") {
  const res = await call<{ token: string; userInfo: { Mid: number } }>(
    app,
    "POST",
    "/api/account/webregist",
    {
      userName,
      password,
    },
  );
  if (res.body.status !== 0 || !res.body.models) throw new Error(`register failed: ${res.body.msg}`);
  return res.body.models;
}

/** Logs the seeded operator in and returns a bearer token. */
export async function operatorToken(app: FastifyInstance, password = "operator-pass"): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/admin/api/login",
    payload: { userName: "admin", password },
  });
  const body = res.json() as Envelope<{ token: string }>;
  if (!body.models) throw new Error(`operator login failed: ${body.msg}`);
  return body.models.token;
}

/**
 * An operator call (`/admin/api…`): a JSON body on POST, a query on GET; `operator` null or empty
 * sends no token. Answers the envelope.
 */
export async function operatorCall<T = unknown>(
  app: FastifyInstance,
  operator: string | null,
  method: "GET" | "POST",
  path: string,
  payload: Record<string, unknown> = {},
): Promise<Envelope<T>> {
  const headers = operator ? { authorization: `Bearer ${operator}` } : {};
  const url = `/admin/api${path}`;
  const res =
    method === "GET"
      ? await app.inject({ method, url, query: payload as Record<string, string>, headers })
      : await app.inject({ method, url, payload, headers });
  return res.json() as Envelope<T>;
}

/** A settable clock for business rules (lockouts, codes, heartbeats): starts at the real time. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

/**
 * Replaces the app's clock with one the test moves by hand. Each reading still moves on by 1 ms, as
 * real time does, so events keep their order. By default it starts at the current whole second, so the
 * few milliseconds a test's readings add never carry a second-precision time (China times in answers)
 * into the next second.
 */
export function useTestClock(
  server: TestServer,
  start = new Date(Math.floor(Date.now() / 1000) * 1000),
): TestClock {
  let nowMs = start.getTime();
  server.app.deps.clock = () => new Date((nowMs += 1));
  return {
    now: () => new Date(nowMs),
    advance: (ms) => {
      nowMs += ms;
    },
  };
}

/** The newest verification code the dev sink sent to a target (read through the operator call). */
export async function lastDevCode(
  app: FastifyInstance,
  operator: string,
  target: string,
): Promise<string | null> {
  const body = await operatorCall<{ list: { code: string }[] }>(app, operator, "GET", "/dev/codes", {
    target,
  });
  if (body.status !== 0) throw new Error(`dev codes failed: ${body.msg}`);
  return body.models?.list[0]?.code ?? null;
}
