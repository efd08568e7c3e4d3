import { createHash, timingSafeEqual } from "node:crypto";
import { fenToYuanText, yuanToFen } from "@lottery/rules";
import type { RawParams } from "../../domain/params.ts";
import type {
  NotifyOutcome,
  NotifyVerdict,
  PaymentOrder,
  PaymentProvider,
  ProviderPayment,
} from "./provider.ts";

export const SANDBOX_CODE = "sandbox";

/** Where the sandbox's cashier page is served (wallet/payment/routes.ts). */
export const SANDBOX_CASHIER_PATH = "/api/pay/sandbox/cashier";

/** The notification fields the sandbox signs: amount as yuan text with two decimals, e.g. `100.00`. */
export interface SandboxNotify {
  orderNo: string;
  amount: string;
  status: string;
}

/** `sign` of API.md §4: lowercase hex MD5 of `amount=…&orderNo=…&status=…&key=<key>`. */
export function sandboxSign(notify: SandboxNotify, key: string): string {
  const text = `amount=${notify.amount}&orderNo=${notify.orderNo}&status=${notify.status}&key=${key}`;
  return createHash("md5").update(text, "utf8").digest("hex");
}

/**
 * The notification the sandbox sends when an order is paid (its cashier page's pay button), or when the
 * player cancels at its cashier or the sandbox fails the payment (its other two buttons).
 */
export function sandboxNotify(
  order: PaymentOrder,
  key: string,
  status: "paid" | "cancelled" | "failed" = "paid",
): SandboxNotify & { sign: string } {
  const notify = { orderNo: order.orderNo, amount: fenToYuanText(order.amountFen), status };
  return { ...notify, sign: sandboxSign(notify, key) };
}

/** The sandbox's own records of the payments it vouched for (sandbox-books.ts). */
export interface SandboxBooks {
  record(payment: { orderNo: string; amountFen: number }, at: Date): Promise<void>;
  listPaid(day: string): Promise<ProviderPayment[]>;
}

/**
 * The built-in sandbox provider (PAYMENT_SANDBOX=1): its cashier page is served by this server and
 * pays by posting the notification a real provider would, signed with PAYMENT_SANDBOX_KEY. With books,
 * it records every payment it signed for and offers them as its statement.
 */
export function sandboxProvider(key: string, books?: SandboxBooks): PaymentProvider {
  return {
    code: SANDBOX_CODE,
    createPayment: async (order) => `${SANDBOX_CASHIER_PATH}?orderNo=${encodeURIComponent(order.orderNo)}`,
    verifyNotify: (params) => verifySandboxNotify(params, key),
    ack: { accepted: "success", rejected: "fail" },
    ...(books ? { listPaid: (day: string) => books.listPaid(day), notified: books.record } : {}),
  };
}

function verifySandboxNotify(params: RawParams, key: string): NotifyVerdict {
  const { orderNo, amount, status, sign } = params;
  if (!orderNo || !amount || !status || !sign) return { ok: false, reason: "missing field" };
  if (!sameText(sign.toLowerCase(), sandboxSign({ orderNo, amount, status }, key)))
    return { ok: false, reason: "wrong sign" };
  const amountFen = yuanToFen(amount);
  if (amountFen === null || amountFen <= 0) return { ok: false, reason: "bad amount" };
  return { ok: true, orderNo, amountFen, outcome: SANDBOX_OUTCOMES[status] ?? "other" };
}

const SANDBOX_OUTCOMES: Partial<Record<string, NotifyOutcome>> = {
  paid: "paid",
  cancelled: "cancelled",
  failed: "failed",
};

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
