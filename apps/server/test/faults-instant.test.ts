import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, sql } from "drizzle-orm";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { buyScratchCard } from "../src/instant/scratch-buy.ts";
import { scratchCards } from "../src/instant/tables.ts";
import { orders } from "../src/orders/tables.ts";
import { accountsOf } from "../src/wallet/accounts.ts";
import type { TestPlayer } from "./cards-fixtures.ts";
import { operatorToken } from "./helpers.ts";
import { createBatch } from "./instant-fixtures.ts";
import { moneyPlayer, newRequestId } from "./money-helpers.ts";
import {
  faultDatabase,
  faultSkipReason,
  moneyProblems,
  SERVER_ENV,
  startServer,
  titled,
  waitFor,
  type FaultDatabase,
  type ServerProcess,
} from "./fault-fixtures.ts";

/**
 * Fault test (PostgreSQL): the real server process is SIGKILLed while its leader reveals and pays
 * scratch cards past their timeout, restarted, and must pay every card exactly once.
 */
const SKIP = faultSkipReason("ci");
const PORT = 3953;
const PLAYERS = 4;
const CARDS_EACH = 400;

interface Setup {
  players: TestPlayer[];
  batchId: number;
}

/** Players who bought every card of a batch (1 yuan each), all past their reveal time. */
async function prepare(fault: FaultDatabase): Promise<Setup> {
  const config = loadConfig({ ...SERVER_ENV, DATABASE_URL: fault.url });
  const app = await buildApp({ config, db: fault.database.db, logger: false });
  try {
    const operator = await operatorToken(app);
    const batch = await createBatch(app, operator, {
      price: 1,
      cards: PLAYERS * CARDS_EACH,
      tiers: [
        [100, 4],
        [5, 100],
        [1, 300],
      ],
    });
    const players: TestPlayer[] = [];
    for (let i = 0; i < PLAYERS; i += 1) players.push(await moneyPlayer(app, `faultig${i}`, CARDS_EACH));
    const now = new Date();
    for (const player of players)
      for (let i = 0; i < CARDS_EACH; i += 1)
        await buyScratchCard(
          fault.database.db,
          player.mid,
          { batchId: batch.batchId, requestId: newRequestId() },
          now,
        );
    await fault.database.db.update(scratchCards).set({ revealDueAt: new Date(now.getTime() - 60_000) });
    return { players, batchId: batch.batchId };
  } finally {
    await app.close();
  }
}

async function revealedCount(fault: FaultDatabase): Promise<number> {
  const [row] = await fault.database.db
    .select({ n: count() })
    .from(scratchCards)
    .where(eq(scratchCards.state, "revealed"));
  return row?.n ?? 0;
}

describe.skipIf(SKIP)(titled("scratch cards revealed by the leader survive a kill", SKIP), () => {
  let fault: FaultDatabase;
  let setup: Setup;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    fault = await faultDatabase("instant");
    setup = await prepare(fault);
  }, 300_000);
  afterAll(async () => {
    await server?.kill();
    await fault?.drop();
  });

  it("pays every card exactly once after a restart", async () => {
    const total = PLAYERS * CARDS_EACH;
    server = await startServer(fault.url, PORT);
    await waitFor(async () => (await revealedCount(fault)) > 0, 120_000, "the reveal job to start");
    await server.kill();
    const atKill = await revealedCount(fault);
    expect(atKill).toBeLessThan(total);

    server = await startServer(fault.url, PORT);
    await waitFor(async () => (await revealedCount(fault)) === total, 120_000, "every card revealed");
    await server.stop();

    const db = fault.database.db;
    const rows = await db
      .select({ prize: scratchCards.prizeFen, paid: orders.prizeFen, status: orders.status })
      .from(scratchCards)
      .innerJoin(orders, eq(orders.id, scratchCards.orderId));
    expect(rows.filter((r) => r.status === "pending")).toEqual([]);
    expect(rows.filter((r) => r.paid !== r.prize || r.prize > 0 !== (r.status === "won"))).toEqual([]);
    for (const player of setup.players) {
      const [won] = await db
        .select({ fen: sql<string>`coalesce(sum(${scratchCards.prizeFen}), 0)` })
        .from(scratchCards)
        .where(eq(scratchCards.userId, player.mid));
      expect((await accountsOf(db, player.mid)).cashFen).toBe(Number(won?.fen ?? 0));
    }
    expect(await moneyProblems(fault.database)).toEqual([]);
  }, 300_000);
});
