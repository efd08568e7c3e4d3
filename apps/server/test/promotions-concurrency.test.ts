import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { Msg, Status } from "@lottery/contract";
import { auditLedger } from "../src/wallet/audit.ts";
import { accountsOf } from "../src/wallet/accounts.ts";
import { ledgerJournals } from "../src/wallet/tables.ts";
import { moneyPlayer } from "./money-helpers.ts";
import { claim, startPromotionServer, type PromotionServer } from "./promotions-fixtures.ts";

// Real races need real parallel connections: PGlite runs one transaction at a time.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.info(
    "promotion concurrency tests skipped on PGlite: set DATABASE_URL to a PostgreSQL server to run them",
  );

let ctx: PromotionServer;
const db = () => ctx.server.database.db;

beforeAll(async () => {
  if (onPostgres) ctx = await startPromotionServer();
});
afterAll(async () => {
  await ctx?.server.close();
});

const rechargedPlayer = (name: string, yuan: number) => moneyPlayer(ctx.server.app, name, yuan);

async function bonusJournals(): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(ledgerJournals)
    .where(eq(ledgerJournals.kind, "bonus"));
  return row?.n ?? 0;
}

describe("concurrent claims on PostgreSQL", () => {
  it.skipIf(!onPostgres)("20 racing first-recharge claims with different requestIds pay once", async () => {
    const { token, mid: userId } = await rechargedPlayer("race01", 200);
    const before = await bonusJournals();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        claim(ctx.server.app, token, ctx.firstId, `race01-req-${i}`, "10.0.0.1"),
      ),
    );
    const statuses = answers.map((a) => a.body.status);
    expect(statuses.filter((s) => s === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.status === Status.REFUSED).map((a) => a.body.msg)).toEqual(
      Array(19).fill(Msg.promotionClaimed),
    );
    expect((await accountsOf(db(), userId)).cashFen).toBe(220_00);
    expect((await bonusJournals()) - before).toBe(1);
  });

  it.skipIf(!onPostgres)("racing repeats of one requestId all get the first answer", async () => {
    const { token, mid: userId } = await rechargedPlayer("race02", 100);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        claim(ctx.server.app, token, ctx.redId, "race02-same-request", "10.0.0.2"),
      ),
    );
    const first = answers[0]!.body;
    expect(first.status).toBe(0);
    expect(answers.map((a) => a.body)).toEqual(Array(10).fill(first));
    expect((await accountsOf(db(), userId)).cashFen).toBe(100_00 + Math.round(first.models!.amount * 100));
  });

  it.skipIf(!onPostgres)("racing red-packet claims pay once a day and the ledger audits clean", async () => {
    const { token, mid: userId } = await rechargedPlayer("race03", 100);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        claim(ctx.server.app, token, ctx.redId, `race03-req-${i}`, "10.0.0.3"),
      ),
    );
    const paid = answers.filter((a) => a.body.status === 0);
    expect(paid).toHaveLength(1);
    expect((await accountsOf(db(), userId)).cashFen).toBe(
      100_00 + Math.round(paid[0]!.body.models!.amount * 100),
    );
    expect(await auditLedger(db())).toEqual({ ok: true, problems: [] });
  });
});
