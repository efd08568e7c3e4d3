import { and, eq, gte, inArray, lt } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import type { Reconciliation } from "@lottery/contract";
import type { Db } from "../../db/client.ts";
import { chinaDateStart } from "../../db/date-range.ts";
import { chinaTimeIso } from "../../domain/china-time.ts";
import { rechargeOrders } from "../tables.ts";
import type { PaymentProvider, ProviderPayment } from "./provider.ts";

const DAY_MS = 86_400_000;

/**
 * GET /admin/api/recharges/reconcile: per provider, our recharges paid on China day `day` against the
 * provider's statement of that day, matched by order number: matched, paid there but not here (with
 * our order's status, if we know the order), paid here but not there, and different amounts. A
 * payment near midnight may fall on different days on the two sides; it then shows on both lists.
 */
export async function reconcile(
  db: Db,
  providers: ReadonlyMap<string, PaymentProvider>,
  day: string,
): Promise<{ list: Reconciliation[] }> {
  const list: Reconciliation[] = [];
  for (const provider of providers.values()) {
    const ours = await ourPaid(db, provider.code, day);
    const theirs = provider.listPaid ? await provider.listPaid(day) : null;
    list.push(await compare(db, provider.code, day, ours, theirs));
  }
  return { list };
}

async function ourPaid(db: Db, provider: string, day: string): Promise<ProviderPayment[]> {
  const start = chinaDateStart(day);
  const rows = await db
    .select({
      orderNo: rechargeOrders.orderNo,
      amountFen: rechargeOrders.amountFen,
      paidAt: rechargeOrders.paidAt,
    })
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.provider, provider),
        eq(rechargeOrders.status, "paid"),
        gte(rechargeOrders.paidAt, start),
        lt(rechargeOrders.paidAt, new Date(start.getTime() + DAY_MS)),
      ),
    );
  return rows.map((row) => ({ orderNo: row.orderNo, amountFen: row.amountFen, paidAt: row.paidAt ?? start }));
}

const totalOf = (payments: ProviderPayment[]) => ({
  count: payments.length,
  amount: fenToYuan(payments.reduce((sum, payment) => sum + payment.amountFen, 0)),
});

async function compare(
  db: Db,
  provider: string,
  day: string,
  ours: ProviderPayment[],
  theirs: ProviderPayment[] | null,
): Promise<Reconciliation> {
  const base = { day, provider, ours: totalOf(ours) };
  if (!theirs)
    return {
      ...base,
      available: false,
      matched: 0,
      theirs: { count: 0, amount: 0 },
      missingOurs: [],
      missingTheirs: [],
      amountMismatch: [],
    };
  const ourByNo = new Map(ours.map((payment) => [payment.orderNo, payment]));
  const theirByNo = new Map(theirs.map((payment) => [payment.orderNo, payment]));
  const missing = theirs.filter((payment) => !ourByNo.has(payment.orderNo));
  const statuses = await statusesOf(
    db,
    missing.map((payment) => payment.orderNo),
  );
  const both = theirs.filter((payment) => ourByNo.has(payment.orderNo));
  const mismatched = both.filter((payment) => ourByNo.get(payment.orderNo)!.amountFen !== payment.amountFen);
  return {
    ...base,
    available: true,
    matched: both.length - mismatched.length,
    theirs: totalOf(theirs),
    missingOurs: missing.map((payment) => ({
      orderNo: payment.orderNo,
      amount: fenToYuan(payment.amountFen),
      paidAt: chinaTimeIso(payment.paidAt),
      ourStatus: statuses.get(payment.orderNo) ?? null,
    })),
    missingTheirs: ours
      .filter((payment) => !theirByNo.has(payment.orderNo))
      .map((payment) => ({
        orderNo: payment.orderNo,
        amount: fenToYuan(payment.amountFen),
        paidAt: chinaTimeIso(payment.paidAt),
      })),
    amountMismatch: mismatched.map((payment) => ({
      orderNo: payment.orderNo,
      ourAmount: fenToYuan(ourByNo.get(payment.orderNo)!.amountFen),
      theirAmount: fenToYuan(payment.amountFen),
    })),
  };
}

/** Our stored status of orders (paid another day, pending, …), by order number. */
async function statusesOf(db: Db, orderNos: string[]): Promise<Map<string, string>> {
  if (orderNos.length === 0) return new Map();
  const rows = await db
    .select({ orderNo: rechargeOrders.orderNo, status: rechargeOrders.status })
    .from(rechargeOrders)
    .where(inArray(rechargeOrders.orderNo, orderNos));
  return new Map(rows.map((row) => [row.orderNo, row.status]));
}
