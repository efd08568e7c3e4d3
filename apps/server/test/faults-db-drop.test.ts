import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import type { BetSzcModels } from "@lottery/contract";
import { LEADER_LOCK_KEY } from "../src/jobs/leader.ts";
import {
  exactlyOnceProblems,
  faultDatabase,
  faultSkipReason,
  moneyProblems,
  newBetParams,
  playersAndIssue,
  report,
  signedCall,
  since,
  startServer,
  storedBets,
  titled,
  waitFor,
  type Answer,
  type BetSetup,
  type FaultDatabase,
  type ServerProcess,
} from "./fault-fixtures.ts";

/**
 * Fault test (CI subset, with DATABASE_URL): while a bet and a read are in flight (held on a table lock, so
 * they are surely inside PostgreSQL), every backend of the server is terminated. Each call must answer
 * an error envelope or succeed, the bet must be whole or absent, and the server must serve the next
 * calls normally: the pool replaces its connections, the leader re-takes its advisory lock, the event
 * relay listens again.
 */
const SKIP = faultSkipReason("ci");
const PORT = 3952;
/** Concurrent reads after the drop: more than the pool's 10 connections, so every one is used. */
const READS_AFTER = 24;

/** The backend holding the job leader's advisory lock in `client`'s database, or null. */
async function leaderBackend(client: pg.Client): Promise<number | null> {
  const result = await client.query<{ pid: number }>(
    `select l.pid from pg_locks l join pg_database d on d.oid = l.database
      where l.locktype = 'advisory' and l.granted and d.datname = current_database()
        and l.classid = $1 and l.objid = $2`,
    [Number(LEADER_LOCK_KEY >> 32n), Number(LEADER_LOCK_KEY & 0xffffffffn)],
  );
  return result.rows[0]?.pid ?? null;
}

/** Backends of the database (not `client`'s own) waiting on a lock, and those LISTENing for events. */
async function backends(client: pg.Client): Promise<{ waiting: number; listening: number }> {
  // Backend states are snapshotted per transaction: read fresh ones inside the locking transaction.
  await client.query("select pg_stat_clear_snapshot()");
  const result = await client.query<{ waiting: string; listening: string }>(
    `select count(*) filter (where wait_event_type = 'Lock') as waiting,
            count(*) filter (where query ilike 'LISTEN %' and state = 'idle') as listening
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return { waiting: Number(result.rows[0]?.waiting), listening: Number(result.rows[0]?.listening) };
}

/** An in-flight call's outcome: its answer, or why none came (connection lost, timeout). */
type Outcome = { answer: Answer } | { error: string };
const outcomeOf = (call: Promise<Answer>): Promise<Outcome> =>
  call.then(
    (answer) => ({ answer }),
    (error: unknown) => ({ error: String(error) }),
  );

/** A success, or an error envelope with a message (status ≠ 0) and no trace of the fault's internals. */
function expectEnvelope(outcome: Outcome): void {
  expect(outcome).toHaveProperty("answer");
  if (!("answer" in outcome)) return;
  const { envelope, text } = outcome.answer;
  expect(envelope, text).not.toBeNull();
  if (outcome.answer.ok) return;
  expect(envelope?.status).not.toBe(0);
  expect(envelope?.msg).toMatch(/\S/);
  expect(text).not.toMatch(/\.ts:\d|\bat \w|terminat|stack/i);
}

/** The player's calls: bets (answered ones recorded for the exactly-once check) and order reads. */
function playerCalls(setup: BetSetup) {
  const player = setup.players[0]!;
  const answered = new Map<string, { userId: number; orderNo: string }>();
  const bet = (params: Record<string, string | number>) =>
    signedCall<BetSzcModels>(PORT, "POST", "/api/lottery/bet_szc", params, player.token);
  const read = () => signedCall(PORT, "GET", "/api/order/list", {}, player.token);
  return {
    answered,
    bet,
    read,
    /** Places a bet that must succeed. */
    placed: async (params = newBetParams(setup)) => {
      const answer = await bet(params);
      expect(answer.ok, answer.text).toBe(true);
      answered.set(String(params.requestId), {
        userId: player.mid,
        orderNo: answer.envelope!.models!.orderId,
      });
    },
    /** READS_AFTER concurrent reads that must all succeed; answers their time. */
    readAll: async () => {
      const t = performance.now();
      const reads = await Promise.all(Array.from({ length: READS_AFTER }, read));
      expect(reads.filter((r) => !r.ok).map((r) => r.text)).toEqual([]);
      return since(t);
    },
  };
}

/**
 * Holds the orders table (so a bet and a read wait inside PostgreSQL), then terminates every other
 * backend of the database, as the brief's pg_terminate_backend query does. Answers the calls' outcomes.
 */
async function dropDuringCalls(
  client: pg.Client,
  calls: ReturnType<typeof playerCalls>,
  bet: Record<string, string | number>,
) {
  await client.query("begin");
  await client.query("lock table orders in access exclusive mode");
  const inFlight = [outcomeOf(calls.bet(bet)), outcomeOf(calls.read())];
  await waitFor(async () => (await backends(client)).waiting >= 2, 10_000, "the calls to wait on the lock");
  const terminated = await client.query(
    "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
  );
  await client.query("rollback");
  const dropAt = performance.now();
  return { terminated: terminated.rowCount ?? 0, dropAt, outcomes: await Promise.all(inFlight) };
}

describe.skipIf(SKIP !== null)(titled("fault: database connections dropped mid-request", SKIP), () => {
  let fault: FaultDatabase;
  let setup: BetSetup;
  let server: ServerProcess | undefined;
  let watch: pg.Client | undefined;

  beforeAll(async () => {
    fault = await faultDatabase("dbdrop");
    setup = await playersAndIssue(fault, 1, 500);
  }, 120_000);
  afterAll(async () => {
    await watch?.end().catch(() => undefined);
    await server?.kill();
    await fault?.drop();
  });

  it("answers the calls in flight, writes nothing partial and recovers", async () => {
    const t0 = performance.now();
    const calls = playerCalls(setup);
    server = await startServer(fault.url, PORT);
    const client = new pg.Client({ connectionString: fault.url });
    watch = client;
    // Dropping the scratch database after a failure ends this connection: not an uncaught error.
    client.on("error", () => undefined);
    await client.connect();
    await calls.placed();
    // Every pool connection in use once, so the drop breaks a full pool.
    const readsBeforeMs = await calls.readAll();
    await waitFor(async () => (await leaderBackend(client)) !== null, 10_000, "the leader's lock");
    const leaderBefore = await leaderBackend(client);

    const dropped = newBetParams(setup);
    const drop = await dropDuringCalls(client, calls, dropped);
    const answerMs = since(drop.dropAt);
    expect(server.exited(), `the server died:\n${server.output().slice(-3000)}`).toBe(false);
    drop.outcomes.forEach(expectEnvelope);
    const half = (await storedBets(fault.database)).get(String(dropped.requestId));
    expect(half?.orders.length ?? 0, "the dropped bet is whole or absent").toBe(half?.debits.length ?? 0);

    // The next calls are served normally: reads over every pool connection, a new bet, the retry.
    const readsAfterMs = await calls.readAll();
    await calls.placed();
    await calls.placed(dropped);
    const recoverMs = since(drop.dropAt);
    await waitFor(
      async () => (await leaderBackend(client)) !== null,
      10_000,
      "the leader to re-take its lock",
    );
    expect(await leaderBackend(client)).not.toBe(leaderBefore);
    await waitFor(async () => (await backends(client)).listening >= 1, 10_000, "the event relay to listen");
    const leaderMs = since(drop.dropAt);
    expect(server.exited()).toBe(false);
    await server.stop();

    expect(exactlyOnceProblems(await storedBets(fault.database), calls.answered)).toEqual([]);
    expect(await moneyProblems(fault.database)).toEqual([]);
    report("db-drop", {
      backendsTerminated: drop.terminated,
      inFlight: drop.outcomes
        .map((o) => ("answer" in o ? `${o.answer.http}/${o.answer.envelope?.status}` : o.error))
        .join(","),
      droppedBetStored: half?.orders.length ?? 0,
      answersMs: answerMs,
      [`${READS_AFTER}ReadsBeforeMs`]: readsBeforeMs,
      [`${READS_AFTER}ReadsAfterMs`]: readsAfterMs,
      servingAgainMs: recoverMs,
      leaderAndRelayBackMs: leaderMs,
      testMs: since(t0),
    });
  }, 120_000);
});
