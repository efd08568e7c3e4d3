import type { RawParams } from "../../domain/params.ts";

/** What a provider needs to open a payment. */
export interface PaymentOrder {
  orderNo: string;
  amountFen: number;
}

/**
 * A provider's notification, once its signature checks out: `paid`, or the provider closed the payment
 * (`cancelled` by the player at its cashier, `failed`), or `other` news we do not act on.
 */
export type NotifyVerdict =
  { ok: true; orderNo: string; amountFen: number; outcome: NotifyOutcome } | { ok: false; reason: string };
export type NotifyOutcome = "paid" | "cancelled" | "failed" | "other";

/** A payment as the provider's own records have it (reconciliation). */
export interface ProviderPayment {
  orderNo: string;
  amountFen: number;
  paidAt: Date;
}

/**
 * A payment provider: opens a payment for an order (the page the player pays on) and verifies the
 * notifications it sends to `POST /api/pay/<code>/notify`, answered with its own acknowledgement texts.
 * Adapters: the built-in sandbox (sandbox.ts); deps.ts switches them on from the configuration.
 */
export interface PaymentProvider {
  code: string;
  /** The payUrl of an order. Called outside any database transaction (it may call the provider). */
  createPayment(order: PaymentOrder): Promise<string>;
  verifyNotify(params: RawParams): NotifyVerdict;
  /** What the provider expects back: `accepted` stops its retries, `rejected` does not. */
  ack: { accepted: string; rejected: string };
  /**
   * The provider's statement: the payments it completed on China day `day` (YYYY-MM-DD), for
   * reconciliation. Absent when the provider offers none.
   */
  listPaid?(day: string): Promise<ProviderPayment[]>;
  /** Told of each verified `paid` notification, whatever our side makes of it (the sandbox keeps books). */
  notified?(payment: { orderNo: string; amountFen: number }, at: Date): Promise<void>;
}
