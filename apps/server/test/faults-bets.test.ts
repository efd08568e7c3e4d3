import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BetSzcModels } from "@lottery/contract";
import type { TestPlayer } from "./cards-fixtures.ts";
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
  type BetSetup,
  type FaultDatabase,
  type ServerProcess,
  type StoredBet,
} from "./fault-fixtures.ts";

/**
 * Fault test (the CI one: runs whenever DATABASE_URL is set): the real server process is SIGKILLed in
 * the middle of a burst of concurrent signed bet_szc calls, restarted, and every call whose answer was
 * lost is retried with the SAME requestId, as the client does (a sample of answered ones too). Each
 * requestId must end with exactly one order and one stake debit, and each answer name that order.
 */
const SKIP = faultSkipReason("ci");
const PORT = 3951;
const PLAYERS = 8;
/** Calls each player keeps in flight (PLAYERS × LANES concurrent calls). */
const LANES = 4;
/** The kill lands once this many bets were answered. */
const KILL_AFTER = 150;
/** Answered bets retried after the restart (the last ones answered before the kill, and the first). */
const RETRIED_ANSWERED = 20;

/** One bet call: its payload, and its answer (an order number), refusal, or lost answer. */
interface SentBet {
  player: TestPlayer;
  params: Record<string, string | number>;
  orderNo?: string;
  refused?: string;
  lost?: boolean;
}

const betCall = (bet: SentBet) =>
  signedCall<BetSzcModels>(PORT, "POST", "/api/lottery/bet_szc", bet.params, bet.player.token);

/** Sends `bet` and records its outcome; answers false once the answer is lost (the lane stops). */
async function send(bet: SentBet, answered: SentBet[]): Promise<boolean> {
  try {
    const answer = await betCall(bet);
    if (answer.ok && answer.envelope?.models) {
      bet.orderNo = answer.envelope.models.orderId;
      answered.push(bet);
    } else bet.refused = `${answer.http}/${answer.envelope?.status} ${answer.envelope?.msg ?? answer.text}`;
    return true;
  } catch {
    bet.lost = true;
    return false;
  }
}

/** PLAYERS × LANES lanes betting until their connection dies. Answers every bet sent, and its promise. */
function burst(setup: BetSetup) {
  const sent: SentBet[] = [];
  const answered: SentBet[] = [];
  const lane = async (player: TestPlayer) => {
    for (;;) {
      const bet: SentBet = { player, params: newBetParams(setup) };
      sent.push(bet);
      if (!(await send(bet, answered))) return;
    }
  };
  const lanes = setup.players.flatMap((player) => Array.from({ length: LANES }, () => lane(player)));
  return { sent, answered, done: Promise.all(lanes) };
}

/**
 * The client after the restart: every bet whose answer was lost is sent again with its requestId
 * (a committed one must name its stored order), and so are answered ones (the same order again).
 * Records the lost bets' orders; answers how many calls were retried.
 */
async function retryAfterRestart(
  answered: readonly SentBet[],
  lost: readonly SentBet[],
  stored: Map<string, StoredBet>,
): Promise<number> {
  const again = [...answered.slice(-RETRIED_ANSWERED / 2), ...answered.slice(0, RETRIED_ANSWERED / 2)];
  const retries = await Promise.all(
    [...lost, ...again].map(async (bet) => {
      const answer = await betCall(bet);
      return { bet, orderNo: answer.ok ? answer.envelope?.models?.orderId : `refused ${answer.text}` };
    }),
  );
  for (const { bet, orderNo } of retries) {
    if (!bet.lost) expect(orderNo, "a retried answered bet names its first order").toBe(bet.orderNo);
    else {
      const earlier = stored.get(String(bet.params.requestId))?.orders[0]?.orderNo;
      if (earlier) expect(orderNo, "a committed bet's retry names its order").toBe(earlier);
      bet.orderNo = orderNo;
    }
  }
  return retries.length;
}

describe.skipIf(SKIP !== null)(titled("fault: SIGKILL during a burst of bets", SKIP), () => {
  let fault: FaultDatabase;
  let setup: BetSetup;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    fault = await faultDatabase("bets");
    setup = await playersAndIssue(fault, PLAYERS, 2000);
  }, 120_000);
  afterAll(async () => {
    await server?.kill();
    await fault?.drop();
  });

  it("keeps every bet exactly once when its answer was lost and it is retried", async () => {
    const t0 = performance.now();
    server = await startServer(fault.url, PORT);
    const run = burst(setup);
    await waitFor(async () => run.answered.length >= KILL_AFTER, 60_000, `${KILL_AFTER} answered bets`);
    await server.kill();
    await run.done;
    const lost = run.sent.filter((bet) => bet.lost);
    expect(run.sent.filter((bet) => bet.refused).map((bet) => bet.refused)).toEqual([]);
    expect(lost.length).toBeGreaterThan(0);
    const before = await storedBets(fault.database);
    const committedUnanswered = lost.filter((bet) => before.has(String(bet.params.requestId))).length;
    const partial = [...before].filter(([, bet]) => bet.orders.length !== 1 || bet.debits.length !== 1);
    expect(partial, "after the kill: each stored bet has its order and its debit").toEqual([]);

    const restarted = performance.now();
    server = await startServer(fault.url, PORT);
    const readyMs = since(restarted);
    const retried = await retryAfterRestart(run.answered, lost, before);
    const retryMs = since(restarted);
    await server.stop();

    const expected = new Map(
      run.sent.map((bet) => [
        String(bet.params.requestId),
        { userId: bet.player.mid, orderNo: bet.orderNo ?? "none" },
      ]),
    );
    expect(exactlyOnceProblems(await storedBets(fault.database), expected)).toEqual([]);
    expect(await moneyProblems(fault.database)).toEqual([]);
    report("bets", {
      sent: run.sent.length,
      answeredBeforeKill: run.answered.length,
      lostAnswers: lost.length,
      lostButCommitted: committedUnanswered,
      retried: retried,
      restartReadyMs: readyMs,
      retriesDoneMs: retryMs,
      testMs: since(t0),
    });
  }, 180_000);
});
