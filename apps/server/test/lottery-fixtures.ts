import { and, asc, eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Envelope } from "@lottery/contract";
import type { GameEvent } from "../src/events/bus.ts";
import { noResultFeed, type ResultFeed } from "../src/lottery/feed.ts";
import { lotteryIssues, lotterySeedChains, type IssueRow } from "../src/lottery/tables.ts";
import { systemSettings } from "../src/system/tables.ts";
import { runLotteryTick, type LotteryTickSummary } from "../src/lottery/tick.ts";
import type { Db } from "../src/db/client.ts";
import {
  call,
  operatorToken,
  startTestServer,
  useTestClock,
  type TestClock,
  type TestServer,
} from "./helpers.ts";

/** Servers, clocks and look-ups the lottery draw and result tests share (L2 may add to this file). */

/** The instant of a China (UTC+8) wall-clock time written "YYYY-MM-DDTHH:MM:SS". */
export function chinaInstant(local: string): Date {
  return new Date(`${local}+08:00`);
}

export interface DrawServer {
  server: TestServer;
  clock: TestClock;
  operator: string;
  /** Every event published on the app's bus since start. */
  events: GameEvent[];
  /** Runs one scheduler tick at the clock's time (official games ask `feed`, none by default). */
  tick(feed?: ResultFeed): Promise<LotteryTickSummary>;
  /** Moves the clock to a China wall-clock time and ticks. */
  tickAt(local: string, feed?: ResultFeed): Promise<LotteryTickSummary>;
  /** Empties the issues, seed chains and lottery settings, sets the clock and forgets events. */
  reset(startLocal: string): Promise<void>;
}

/** A test server with a test clock starting at a China wall-clock time, events recorded. */
export async function startDrawServer(
  startLocal: string,
  env: Record<string, string> = {},
): Promise<DrawServer> {
  const server = await startTestServer(env);
  const clock = useTestClock(server, chinaInstant(startLocal));
  const events: GameEvent[] = [];
  server.app.deps.events.subscribe("*", (event) => events.push(event));
  const tick = (feed: ResultFeed = noResultFeed) => runLotteryTick(server.app.deps, clock.now(), feed);
  const moveTo = (local: string) => clock.advance(chinaInstant(local).getTime() - clock.now().getTime());
  return {
    server,
    clock,
    operator: await operatorToken(server.app),
    events,
    tick,
    tickAt: (local, feed) => {
      moveTo(local);
      return tick(feed);
    },
    reset: async (local) => {
      const db = server.database.db;
      await db.delete(lotteryIssues);
      await db.delete(lotterySeedChains);
      await db.delete(systemSettings).where(like(systemSettings.key, "lottery.%"));
      moveTo(local);
      events.length = 0;
    },
  };
}

/** Every issue of a game, in draw order. */
export async function issuesOf(db: Db, gameCode: string): Promise<IssueRow[]> {
  return db
    .select()
    .from(lotteryIssues)
    .where(eq(lotteryIssues.gameCode, gameCode))
    .orderBy(asc(lotteryIssues.drawAt));
}

/** One issue row (throws when missing). */
export async function issueRow(db: Db, gameCode: string, issue: string): Promise<IssueRow> {
  const [row] = await db
    .select()
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.gameCode, gameCode), eq(lotteryIssues.issue, issue)));
  if (!row) throw new Error(`no issue ${gameCode} ${issue}`);
  return row;
}

/** A player GET call that must succeed: answers its models. */
export async function publicGet<T>(
  app: FastifyInstance,
  path: string,
  params: Record<string, string | number> = {},
): Promise<T> {
  const res = await call<T>(app, "GET", path, params);
  if (res.body.status !== 0) throw new Error(`${path} answered ${res.body.status}: ${res.body.msg}`);
  return res.body.models as T;
}

/** A player GET call's whole envelope (for refusals). */
export async function publicCall<T = unknown>(
  app: FastifyInstance,
  path: string,
  params: Record<string, string | number> = {},
): Promise<Envelope<T>> {
  return (await call<T>(app, "GET", path, params)).body;
}
