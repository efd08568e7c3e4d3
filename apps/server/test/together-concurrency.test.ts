import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { isRefusal } from "../src/domain/refusal.ts";
import { users } from "../src/account/tables.ts";
import { orders } from "../src/orders/tables.ts";
import { joinScheme } from "../src/together/join.ts";
import { resolveOne, resolveTuning } from "../src/together/resolve.ts";
import { startScheme } from "../src/together/start.ts";
import { togetherJoins, togetherSchemes } from "../src/together/tables.ts";
import { auditLedger } from "../src/wallet/audit.ts";
import { accountsOf, houseBalanceFen } from "../src/wallet/accounts.ts";
import { postJournal } from "../src/wallet/ledger.ts";
import { houseAccount, playerAccount, SYSTEM_SCOPE } from "../src/wallet/posting.ts";
import { openIssue, startLotteryServer, type LotteryServer } from "./lottery-orders-fixtures.ts";
import { SSQ_FS } from "./together-fixtures.ts";

// Real races need real parallel connections: PGlite runs one transaction at a time.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.info("group purchase concurrency tests skipped on PGlite: set DATABASE_URL to run them");

let ctx: LotteryServer;
const db = () => ctx.server.database.db;

beforeAll(async () => {
  if (onPostgres) ctx = await startLotteryServer();
});
afterAll(async () => {
  await ctx?.server.close();
});

let serial = 0;
/** Players made straight in the database, each credited `yuan` through the ledger (kind adjust). */
async function players(count: number, yuan: number): Promise<number[]> {
  const rows = Array.from({ length: count }, () => {
    serial += 1;
    const name = `hmrace${serial}`;
    const code = `R${String(serial).padStart(7, "0")}`;
    return {
      userName: name,
      userNameKey: name,
      nickName: name,
      nickNameKey: name,
      passwordHash: "x",
      inviteCode: code,
    };
  });
  const inserted = await db().insert(users).values(rows).returning({ id: users.id });
  const now = ctx.clock.now();
  for (const { id } of inserted)
    await db().transaction((tx) =>
      postJournal(tx, {
        kind: "adjust",
        scope: SYSTEM_SCOPE,
        key: `test-credit:${id}`,
        requestHash: "test",
        lines: [
          { account: houseAccount("house", id), amountFen: -yuan * 100 },
          { account: playerAccount(id, "cash"), amountFen: yuan * 100 },
        ],
        at: now,
      }),
    );
  return inserted.map((r) => r.id);
}

async function newScheme(
  initiator: number,
  multiple: number,
  buy: number,
  guarantee = 0,
  requestId?: string,
) {
  const issue = await openIssue(ctx, "ssq");
  const params = {
    gameCode: "ssq",
    issue: issue.issue,
    tickets: SSQ_FS,
    multiple,
    addition: "0" as const,
    requestId: requestId ?? `start-${(serial += 1)}`,
    buyShares: buy,
    guaranteeShares: guarantee,
    commissionPercent: 0,
    privacy: "0" as const,
  };
  return (await startScheme(db(), initiator, params, ctx.clock.now())).scheme;
}

const sharesSold = async (schemeId: number) =>
  (await db().select().from(togetherJoins).where(eq(togetherJoins.schemeId, schemeId))).reduce(
    (sum, j) => sum + j.shares,
    0,
  );

describe("group purchase races on PostgreSQL", () => {
  it.skipIf(!onPostgres)(
    "200 players racing for the last shares never oversell and lose nothing",
    async () => {
      const [boss] = await players(1, 1000);
      // 28 × 10 = 280 shares; the initiator buys 180, 100 are left for 200 players wanting 1 or 2.
      const scheme = await newScheme(boss!, 10, 180);
      const racers = await players(200, 10);
      const results = await Promise.allSettled(
        racers.map((id, i) =>
          joinScheme(
            db(),
            id,
            { schemeId: scheme.schemeNo, shares: 1 + (i % 2), requestId: `race-${id}` },
            ctx.clock.now(),
          ),
        ),
      );
      const refused = results.filter((r) => r.status === "rejected");
      for (const r of refused) expect(isRefusal(r.reason), String(r.reason)).toBe(true);
      const [row] = await db().select().from(togetherSchemes).where(eq(togetherSchemes.id, scheme.id));
      expect(row!.soldShares).toBeLessThanOrEqual(280);
      expect(row!.soldShares).toBe(await sharesSold(scheme.id));
      expect(row!.soldShares).toBeGreaterThanOrEqual(279);
      let paid = 0;
      for (const id of racers) paid += 1000 - (await accountsOf(db(), id)).cashFen / 1;
      expect(paid).toBe((row!.soldShares - 180) * 100);
      expect(await houseBalanceFen(db(), "together")).toBe(row!.soldShares * 100);
      expect((await auditLedger(db())).ok).toBe(true);
    },
  );

  it.skipIf(!onPostgres)(
    "two resolvers racing, a replayed start and a crash half-way place once",
    async () => {
      const [boss, ann] = await players(2, 100);
      const scheme = await newScheme(boss!, 1, 20, 8, "start-replay-1");
      const again = await newScheme(boss!, 1, 20, 8, "start-replay-1");
      expect(again.id).toBe(scheme.id);
      expect((await accountsOf(db(), boss!)).cashFen).toBe(7_200);
      await joinScheme(
        db(),
        ann!,
        { schemeId: scheme.schemeNo, shares: 3, requestId: "join-ann-1" },
        ctx.clock.now(),
      );
      const late = new Date(scheme.deadline.getTime() + 1000);

      resolveTuning.beforeCommit = () => {
        throw new Error("crash before commit");
      };
      await expect(resolveOne(ctx.server.app.deps, scheme.schemeNo, late)).rejects.toThrow("crash");
      resolveTuning.beforeCommit = null;
      expect((await accountsOf(db(), boss!)).frozenFen).toBe(800);

      const both = await Promise.all([
        resolveOne(ctx.server.app.deps, scheme.schemeNo, late),
        resolveOne(ctx.server.app.deps, scheme.schemeNo, late),
      ]);
      expect(both.filter((r) => r !== null)).toHaveLength(1);
      const placed = await db()
        .select()
        .from(orders)
        .where(eq(orders.requestId, `scheme:${scheme.schemeNo}`));
      expect(placed).toHaveLength(1);
      expect(placed[0]!.amountFen).toBe(2_800);
      // 20 bought, 5 of the guarantee used, 3 back; nothing left frozen or in escrow.
      expect(await accountsOf(db(), boss!)).toMatchObject({ cashFen: 7_500, frozenFen: 0 });
      expect((await auditLedger(db())).ok).toBe(true);
    },
  );
});
