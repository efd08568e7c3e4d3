import { pgTable, varchar } from "drizzle-orm/pg-core";
import { at, fen } from "../../db/columns.ts";

/**
 * The sandbox payment provider's own books: every payment it vouched for (a correctly signed `paid`
 * notification), whatever our side made of it. Reconciliation (GET /admin/api/recharges/reconcile)
 * compares these with our paid recharge orders, as it would a real provider's statement.
 */
export const sandboxPayments = pgTable("sandbox_payments", {
  orderNo: varchar("order_no", { length: 64 }).primaryKey(),
  amountFen: fen("amount_fen").notNull(),
  paidAt: at("paid_at").notNull(),
});
