import { createHash, randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { Status, type RechargeModels, type UserInfo } from "@lottery/contract";
import type { Tx } from "../src/db/queryable.ts";
import { Refusal } from "../src/domain/refusal.ts";
import { accountsOf } from "../src/wallet/accounts.ts";
import { auditLedger } from "../src/wallet/audit.ts";
import { postJournal } from "../src/wallet/ledger.ts";
import { debitStake, freeze, transfer } from "../src/wallet/movements.ts";
import { houseAccount, playerAccount, playerScope, SYSTEM_SCOPE } from "../src/wallet/posting.ts";
import { ledgerAccounts, ledgerJournals } from "../src/wallet/tables.ts";
import { call, registerPlayer, type TestServer } from "./helpers.ts";
import { startMoneyServer } from "./money-helpers.ts";
import { requestHashOf } from "../src/domain/request-hash.ts";

// Real races need real parallel connections: PGlite runs one transaction at a time.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.info(
    "wallet concurrency tests skipped on PGlite: set DATABASE_URL to a PostgreSQL server to run them",
  );

let server: TestServer;
const db = () => server.database.db;

beforeAll(async () => {
  if (!onPostgres) return;
  ({ server } = await startMoneyServer({ RATE_LIMIT_PER_MIN: "10000" }));
});
afterAll(async () => {
  await server?.close();
});

async function fundedPlayer(name: string, amountFen: number): Promise<{ userId: number; token: string }> {
  const { token, userInfo } = await registerPlayer(server.app, name);
  await db().transaction((tx) =>
    postJournal(tx, {
      scope: SYSTEM_SCOPE,
      key: `fund:${name}`,
      requestHash: requestHashOf({ name, amountFen }),
      kind: "adjust",
      lines: [
        { account: playerAccount(userInfo.Mid, "cash"), amountFen },
        { account: houseAccount("clearing"), amountFen: -amountFen },
      ],
      at: new Date(),
    }),
  );
  return { userId: userInfo.Mid, token };
}

/** Runs a money movement in its own transaction: its amount when it went through, 0 when refused for funds. */
async function accepted(amountFen: number, run: (tx: Tx) => Promise<unknown>): Promise<number> {
  try {
    await db().transaction(run);
    return amountFen;
  } catch (error) {
    if (error instanceof Refusal && error.status === Status.REFUSED) return 0;
    throw error;
  }
}

describe("concurrent postings on PostgreSQL", () => {
  it.skipIf(!onPostgres)("200 racing debits never overdraw and account for every fen", async () => {
    const startFen = 50_000;
    const { userId } = await fundedPlayer("race01", startFen);
    const amounts = Array.from({ length: 200 }, () => randomInt(1, 1_000));
    const results = await Promise.all(
      amounts.map((amountFen, i) =>
        accepted(amountFen, (tx) =>
          debitStake(
            tx,
            { scope: playerScope(userId), key: `race-${i}`, requestHash: requestHashOf({ i, amountFen }) },
            { userId, amountFen, at: new Date() },
          ),
        ),
      ),
    );
    const debitedFen = results.reduce((sum, fen) => sum + fen, 0);
    const { cashFen } = await accountsOf(db(), userId);
    expect(cashFen).toBeGreaterThanOrEqual(0);
    expect(startFen - cashFen).toBe(debitedFen);
    expect(results.filter((fen) => fen === 0).length).toBeGreaterThan(0); // the wallet did run dry
    expect(await auditLedger(db())).toEqual({ ok: true, problems: [] });
  });

  it.skipIf(!onPostgres)("transfers racing both ways between two accounts do not deadlock", async () => {
    const { userId } = await fundedPlayer("race02", 10_000);
    await db().transaction((tx) =>
      transfer(
        tx,
        { scope: playerScope(userId), key: "seed", requestHash: "seed" },
        {
          userId,
          amountFen: 5_000,
          at: new Date(),
          from: "cash",
          to: "yuebao",
        },
      ),
    );
    const moves = Array.from({ length: 60 }, (_, i) => {
      const [from, to] = i % 2 === 0 ? (["cash", "yuebao"] as const) : (["yuebao", "cash"] as const);
      const idempotency = { scope: playerScope(userId), key: `swap-${i}`, requestHash: `swap-${i}` };
      return accepted(100, (tx) =>
        transfer(tx, idempotency, { userId, amountFen: 100, at: new Date(), from, to }),
      );
    });
    expect(await Promise.all(moves)).toEqual(Array(60).fill(100));
    expect(await accountsOf(db(), userId)).toEqual({ cashFen: 5_000, frozenFen: 0, yuebaoFen: 5_000 });
  });

  it.skipIf(!onPostgres)("first-use accounts are created once under racing postings", async () => {
    const { userId } = await fundedPlayer("race03", 2_000);
    const freezes = Array.from({ length: 20 }, (_, i) =>
      accepted(100, (tx) =>
        freeze(
          tx,
          { scope: playerScope(userId), key: `w-${i}`, requestHash: `w-${i}` },
          {
            userId,
            amountFen: 100,
            at: new Date(),
          },
        ),
      ),
    );
    expect(await Promise.all(freezes)).toEqual(Array(20).fill(100));
    const frozen = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
    expect(frozen.map((a) => [a.kind, a.balanceFen]).sort()).toEqual([
      ["cash", 0],
      ["frozen", 2_000],
    ]);
  });

  it.skipIf(!onPostgres)("5 concurrent identical payment notifications credit once", async () => {
    const { token } = await registerPlayer(server.app, "race04");
    const created = await call<RechargeModels>(
      server.app,
      "POST",
      "/api/fund/recharge",
      { amount: "88.80", channel: "sandbox" },
      { token },
    );
    const { orderNo } = created.body.models!;
    const sign = createHash("md5")
      .update(`amount=88.80&orderNo=${orderNo}&status=paid&key=sandbox-dev-key`)
      .digest("hex");
    const payload = new URLSearchParams({ orderNo, amount: "88.80", status: "paid", sign }).toString();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.app.inject({
          method: "POST",
          url: "/api/pay/sandbox/notify",
          payload,
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
      ),
    );
    expect(answers.map((a) => a.body)).toEqual(Array(5).fill("success"));
    const info = await call<UserInfo>(server.app, "GET", "/api/account/userinfo", {}, { token });
    expect(info.body.models).toMatchObject({ Balance: 88.8, GameTransferPermission: true });
    const [journals] = await db()
      .select({ n: count() })
      .from(ledgerJournals)
      .where(eq(ledgerJournals.key, `recharge:${orderNo}`));
    expect(journals?.n).toBe(1);
    expect((await auditLedger(db())).ok).toBe(true);
  });
});
