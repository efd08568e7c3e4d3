import { and, asc, gte, lt } from "drizzle-orm";
import { chinaDateStart } from "../../db/date-range.ts";
import type { Db } from "../../db/client.ts";
import { hasNul } from "../../domain/params.ts";
import type { SandboxBooks } from "./sandbox.ts";
import { sandboxPayments } from "./tables.ts";

const DAY_MS = 86_400_000;

/** The sandbox provider's books in the sandbox_payments table: one row per order, the first time it paid. */
export function sandboxBooks(db: Db): SandboxBooks {
  return {
    record: async (payment, at) => {
      if (hasNul(payment.orderNo)) return; // no order is numbered so; PostgreSQL could not store it
      await db
        .insert(sandboxPayments)
        .values({ orderNo: payment.orderNo.slice(0, 64), amountFen: payment.amountFen, paidAt: at })
        .onConflictDoNothing();
    },
    listPaid: async (day) => {
      const start = chinaDateStart(day);
      return db
        .select()
        .from(sandboxPayments)
        .where(
          and(
            gte(sandboxPayments.paidAt, start),
            lt(sandboxPayments.paidAt, new Date(start.getTime() + DAY_MS)),
          ),
        )
        .orderBy(asc(sandboxPayments.paidAt));
    },
  };
}
