import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, count, eq, sql } from "drizzle-orm";
import { Msg, Status, type UserInfo } from "@lottery/contract";
import { Refusal } from "../src/domain/refusal.ts";
import { accountsOf } from "../src/wallet/accounts.ts";
import { auditLedger } from "../src/wallet/audit.ts";
import { balanceAfter, postJournal } from "../src/wallet/ledger.ts";
import {
  creditPrize,
  debitStake,
  freeze,
  payOutFrozen,
  refundStake,
  releaseFrozen,
  transfer,
} from "../src/wallet/movements.ts";
import {
  houseAccount,
  playerAccount,
  playerScope,
  SYSTEM_SCOPE,
  type Idempotency,
} from "../src/wallet/posting.ts";
import { ledgerAccounts, ledgerEntries, ledgerJournals } from "../src/wallet/tables.ts";
import { call, operatorToken, registerPlayer, startTestServer, type TestServer } from "./helpers.ts";
import { requestHashOf } from "../src/domain/request-hash.ts";

let server: TestServer;
const db = () => server.database.db;
const now = () => new Date();

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_PER_MIN: "1000" });
});
afterAll(async () => {
  await server.close();
});

/** Credits a player's cash from the clearing account (as a recharge would). */
async function fund(userId: number, amountFen: number, key: string) {
  return db().transaction((tx) =>
    postJournal(tx, {
      scope: SYSTEM_SCOPE,
      key,
      requestHash: requestHashOf({ key, amountFen }),
      kind: "adjust",
      lines: [
        { account: playerAccount(userId, "cash"), amountFen },
        { account: houseAccount("clearing"), amountFen: -amountFen },
      ],
      at: now(),
    }),
  );
}

const idem = (userId: number, key: string, request: unknown): Idempotency => ({
  scope: playerScope(userId),
  key,
  requestHash: requestHashOf(request),
});

async function newPlayer(name: string, fundedFen = 0): Promise<number> {
  const { userInfo } = await registerPlayer(server.app, name);
  if (fundedFen > 0) await fund(userInfo.Mid, fundedFen, `fund:${name}`);
  return userInfo.Mid;
}

async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

async function ledgerCounts() {
  const [journals] = await db().select({ n: count() }).from(ledgerJournals);
  const [entries] = await db().select({ n: count() }).from(ledgerEntries);
  return { journals: journals?.n, entries: entries?.n };
}

describe("idempotency", () => {
  it("answers a replay with the first journal and moves money once", async () => {
    const userId = await newPlayer("ledger01", 10_000);
    const key = idem(userId, "bet-1", { tickets: "DS:01", amount: 200 });
    const stake = { userId, amountFen: 200, at: now(), ref: { type: "bet", id: "B1" } };
    const first = await db().transaction((tx) => debitStake(tx, key, stake));
    const again = await db().transaction((tx) => debitStake(tx, key, stake));
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ ...first, replayed: true });
    expect(balanceAfter(again, 0)).toBe(9_800);
    expect((await accountsOf(db(), userId)).cashFen).toBe(9_800);
    const journals = await db()
      .select()
      .from(ledgerJournals)
      .where(eq(ledgerJournals.scope, playerScope(userId)));
    expect(journals).toHaveLength(1);
    expect(journals[0]).toMatchObject({ kind: "bet", key: "bet-1", refType: "bet", refId: "B1" });
  });

  it("refuses the same key with another request (status 9) and moves nothing", async () => {
    const userId = await newPlayer("ledger02", 10_000);
    await db().transaction((tx) =>
      debitStake(tx, idem(userId, "bet-1", { amount: 100 }), { userId, amountFen: 100, at: now() }),
    );
    const before = await ledgerCounts();
    const refusal = await refusalOf(
      db().transaction((tx) =>
        debitStake(tx, idem(userId, "bet-1", { amount: 300 }), { userId, amountFen: 300, at: now() }),
      ),
    );
    expect(refusal).toMatchObject({ status: Status.REQUEST_ID_REUSED, message: Msg.requestIdReused });
    expect(await ledgerCounts()).toEqual(before);
    expect((await accountsOf(db(), userId)).cashFen).toBe(9_900);
  });

  it("keeps each player's keys apart", async () => {
    const a = await newPlayer("ledger03", 1_000);
    const b = await newPlayer("ledger04", 1_000);
    const request = { amount: 100 };
    await db().transaction((tx) =>
      debitStake(tx, idem(a, "same", request), { userId: a, amountFen: 100, at: now() }),
    );
    const other = await db().transaction((tx) =>
      debitStake(tx, idem(b, "same", request), { userId: b, amountFen: 100, at: now() }),
    );
    expect(other.replayed).toBe(false);
    expect((await accountsOf(db(), b)).cashFen).toBe(900);
  });
});

describe("insufficient funds", () => {
  it("refuses with status 1 余额不足 and writes nothing; the key stays free", async () => {
    const userId = await newPlayer("ledger05", 500);
    const before = await ledgerCounts();
    const key = idem(userId, "big", { amount: 501 });
    const refusal = await refusalOf(
      db().transaction((tx) => debitStake(tx, key, { userId, amountFen: 501, at: now() })),
    );
    expect(refusal).toMatchObject({ status: Status.REFUSED, message: Msg.insufficientBalance });
    expect(await ledgerCounts()).toEqual(before);
    expect((await accountsOf(db(), userId)).cashFen).toBe(500);

    await fund(userId, 1, "top-up:ledger05");
    const retried = await db().transaction((tx) =>
      debitStake(tx, key, { userId, amountFen: 501, at: now() }),
    );
    expect(retried.replayed).toBe(false);
    expect(balanceAfter(retried, 0)).toBe(0);
  });

  it("refuses a freeze or transfer larger than the account", async () => {
    const userId = await newPlayer("ledger06", 300);
    const tooMuch = { userId, amountFen: 301, at: now() };
    expect(
      await refusalOf(db().transaction((tx) => freeze(tx, idem(userId, "f", 1), tooMuch))),
    ).toMatchObject({
      status: Status.REFUSED,
    });
    const move = { ...tooMuch, from: "yuebao" as const, to: "cash" as const, amountFen: 1 };
    expect(await refusalOf(db().transaction((tx) => transfer(tx, idem(userId, "t", 1), move)))).toMatchObject(
      {
        status: Status.REFUSED,
      },
    );
    expect(await accountsOf(db(), userId)).toEqual({ cashFen: 300, frozenFen: 0, yuebaoFen: 0 });
  });
});

describe("movements", () => {
  it("chain every account's entries: each starts from the balance the one before left", async () => {
    const userId = await newPlayer("ledger07", 100_000);
    const at = now();
    await db().transaction(async (tx) => {
      await debitStake(tx, idem(userId, "b1", 1), { userId, amountFen: 2_000, at });
      await creditPrize(tx, idem(userId, "p1", 1), { userId, amountFen: 5_000, at });
      await refundStake(tx, idem(userId, "r1", 1), { userId, amountFen: 1_000, at });
      await freeze(tx, idem(userId, "w1", 1), { userId, amountFen: 30_000, at });
      await releaseFrozen(tx, idem(userId, "w1-reject", 1), { userId, amountFen: 10_000, at });
      await payOutFrozen(tx, idem(userId, "w1-pay", 1), { userId, amountFen: 20_000, at });
      await transfer(tx, idem(userId, "y1", 1), { userId, amountFen: 4_000, at, from: "cash", to: "yuebao" });
      await transfer(tx, idem(userId, "g1", 1), {
        userId,
        amountFen: 3_000,
        at,
        from: "cash",
        to: "game:ag",
      });
      await transfer(tx, idem(userId, "g2", 1), {
        userId,
        amountFen: 1_000,
        at,
        from: "game:ag",
        to: "cash",
      });
    });
    expect(await accountsOf(db(), userId)).toEqual({ cashFen: 78_000, frozenFen: 0, yuebaoFen: 4_000 });

    const [cash] = await db()
      .select()
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.userId} = ${userId} and ${ledgerAccounts.kind} = 'cash'`);
    const chain = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, cash!.id))
      .orderBy(asc(ledgerEntries.accountVersion));
    expect(chain.map((e) => e.amountFen)).toEqual([
      100_000, -2_000, 5_000, 1_000, -30_000, 10_000, -4_000, -3_000, 1_000,
    ]);
    chain.forEach((entry, index) => {
      expect(entry.accountVersion).toBe(index + 1);
      expect(entry.balanceBeforeFen).toBe(index === 0 ? 0 : chain[index - 1]!.balanceAfterFen);
      expect(entry.balanceAfterFen).toBe(entry.balanceBeforeFen + entry.amountFen);
    });
    expect(cash).toMatchObject({ balanceFen: 78_000, version: chain.length });
  });

  it("shows the cash balance in userinfo", async () => {
    const { token, userInfo } = await registerPlayer(server.app, "ledger08");
    await fund(userInfo.Mid, 12_345, "fund:ledger08");
    const res = await call<UserInfo>(server.app, "GET", "/api/account/userinfo", {}, { token });
    expect(res.body.models?.Balance).toBe(123.45);
  });
});

describe("audit", () => {
  it("is clean after many movements, through the operator call too", async () => {
    const userId = await newPlayer("ledger09", 50_000);
    for (let i = 0; i < 40; i += 1) {
      const amountFen = 100 + i;
      await db().transaction(async (tx) => {
        await debitStake(tx, idem(userId, `s${i}`, i), { userId, amountFen, at: now() });
        if (i % 3 === 0)
          await creditPrize(tx, idem(userId, `w${i}`, i), { userId, amountFen: amountFen * 2, at: now() });
      });
    }
    expect(await auditLedger(db())).toEqual({ ok: true, problems: [] });
    const operator = await operatorToken(server.app);
    const res = await server.app.inject({
      method: "GET",
      url: "/admin/api/ledger/audit",
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(res.json()).toEqual({ status: 0, msg: "", models: { ok: true, problems: [] } });
    const anonymous = await server.app.inject({ method: "GET", url: "/admin/api/ledger/audit" });
    expect(anonymous.json()).toMatchObject({ status: Status.LOGIN_REQUIRED });
  });

  it("detects a balance changed behind the ledger's back", async () => {
    const userId = await newPlayer("ledger10", 1_000);
    const where = sql`${ledgerAccounts.userId} = ${userId} and ${ledgerAccounts.kind} = 'cash'`;
    const [cash] = await db().select().from(ledgerAccounts).where(where);
    await db().update(ledgerAccounts).set({ balanceFen: 1_000_000 }).where(where);
    try {
      const audit = await auditLedger(db());
      expect(audit.ok).toBe(false);
      expect(audit.problems).toEqual([
        `account ${cash!.id}: balance 1000000 fen at version 1, entries sum to 1000 fen over 1`,
      ]);
    } finally {
      await db().update(ledgerAccounts).set({ balanceFen: 1_000 }).where(where);
    }
    expect((await auditLedger(db())).ok).toBe(true);
  });

  it("detects an entry rewritten so its journal no longer sums to zero", async () => {
    const userId = await newPlayer("ledger11", 1_000);
    const posted = await fund(userId, 700, "fund:ledger11:extra");
    const entry = posted.entries[0]!;
    const rewrite = (amountFen: number) =>
      db()
        .update(ledgerEntries)
        .set({ amountFen, balanceAfterFen: entry.balanceBeforeFen + amountFen })
        .where(
          sql`${ledgerEntries.journalId} = ${posted.journalId} and ${ledgerEntries.accountId} = ${entry.accountId}`,
        );
    await rewrite(900);
    try {
      const audit = await auditLedger(db());
      expect(audit.ok).toBe(false);
      expect(audit.problems).toContain(`journal ${posted.journalId}: 2 entries summing to 200 fen`);
      expect(audit.problems.some((p) => p.startsWith(`account ${entry.accountId}:`))).toBe(true);
    } finally {
      await rewrite(700);
    }
    expect((await auditLedger(db())).ok).toBe(true);
  });
});
