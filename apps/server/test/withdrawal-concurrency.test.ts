import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, min } from "drizzle-orm";
import { Msg, Status } from "@lottery/contract";
import { accountsOf } from "../src/wallet/accounts.ts";
import { auditLedger } from "../src/wallet/audit.ts";
import { ledgerAccounts, ledgerEntries } from "../src/wallet/tables.ts";
import type { TestServer } from "./helpers.ts";
import { newWithdrawer, startMoneyServer } from "./money-helpers.ts";
import { fundOut, setWithdrawalRules, withdraw } from "./withdrawal-fixtures.ts";

// Real races need real parallel connections: PGlite runs one transaction at a time.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.info(
    "withdrawal concurrency tests skipped on PGlite: set DATABASE_URL to a PostgreSQL server to run them",
  );

let server: TestServer;

/** The lowest balance the player's cash account was ever left with. */
async function lowestCash(userId: number): Promise<number | null> {
  const [row] = await server.database.db
    .select({ lowest: min(ledgerEntries.balanceAfterFen) })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, "cash")));
  return row?.lowest ?? null;
}

beforeAll(async () => {
  if (!onPostgres) return;
  const started = await startMoneyServer({ RATE_LIMIT_PER_MIN: "10000" });
  server = started.server;
  await setWithdrawalRules(server.app, started.operator, { rechargeTurnoverPercent: 0, dailyCount: 100 });
});
afterAll(async () => {
  await server?.close();
});

describe("concurrent withdrawals on PostgreSQL", () => {
  it.skipIf(!onPostgres)(
    "20 racing withdrawals of 10 on 100 accept exactly 10 and never overdraw",
    async () => {
      const player = await newWithdrawer(server.app, "race01", 100);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => withdraw(server.app, player, { amount: 10 })),
      );
      const accepted = answers.filter((answer) => answer.status === Status.OK);
      const refused = answers.filter((answer) => answer.status !== Status.OK);
      expect(accepted).toHaveLength(10);
      expect(
        refused.every((answer) => answer.status === Status.REFUSED && answer.msg === Msg.insufficientBalance),
      ).toBe(true);
      expect(new Set(accepted.map((answer) => answer.models!.withdrawNo)).size).toBe(10);
      expect(await accountsOf(server.database.db, player.mid)).toMatchObject({
        cashFen: 0,
        frozenFen: 100_00,
      });
      expect(await lowestCash(player.mid)).toBe(0);
      expect((await fundOut(server.app, player)).total).toBe(10);
      expect(await auditLedger(server.database.db)).toEqual({ ok: true, problems: [] });
    },
  );

  it.skipIf(!onPostgres)("one requestId sent 10 times at once freezes once", async () => {
    const player = await newWithdrawer(server.app, "race02", 100);
    const requestId = "same-request-0001";
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => withdraw(server.app, player, { amount: 25, requestId })),
    );
    expect(answers.every((answer) => answer.status === Status.OK)).toBe(true);
    expect(new Set(answers.map((answer) => answer.models!.withdrawNo)).size).toBe(1);
    expect(await accountsOf(server.database.db, player.mid)).toMatchObject({
      cashFen: 75_00,
      frozenFen: 25_00,
    });
    expect(await auditLedger(server.database.db)).toEqual({ ok: true, problems: [] });
  });
});
