import fs from "node:fs";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { documentedSchema, mergeParams } from "../../http/params.ts";
import { hasNul } from "../../domain/params.ts";
import { closeRecharge, confirmRecharge } from "../recharge/confirm.ts";
import { rechargeStatusOf } from "../recharge/orders.ts";
import { rechargeChannels, rechargeOrders } from "../tables.ts";
import { cashierPage, type CashierView } from "./cashier-page.ts";
import type { PaymentProvider } from "./provider.ts";
import { sandboxNotify, SANDBOX_CASHIER_PATH, SANDBOX_CODE } from "./sandbox.ts";

const CASHIER_SCRIPT_PATH = `${SANDBOX_CASHIER_PATH}.js`;
const cashierScript = fs.readFileSync(new URL("./cashier.js", import.meta.url), "utf8");

/**
 * Calls from payment providers, signed by their own rules instead of API.md §2 (no `s`, no token):
 * `POST /api/pay/<provider>/notify`; and, when the sandbox is on, its cashier page and script.
 */
export function paymentRoutes(
  app: FastifyInstance,
  deps: Deps,
  providers: ReadonlyMap<string, PaymentProvider>,
): void {
  app.route({
    method: "POST",
    url: "/api/pay/:provider/notify",
    schema: documentedSchema("POST", NOTIFY_SUMMARY, "wallet", notifyParams),
    handler: (request, reply) => handleNotify(deps, providers, request, reply),
  });
  if (providers.has(SANDBOX_CODE)) sandboxCashierRoutes(app, deps);
}

const NOTIFY_SUMMARY =
  "Payment provider notification: credits a paid recharge exactly once and answers the provider's own text " +
  "(sandbox: `success`, or `fail` for a wrong sign, unknown order or wrong amount)";
const notifyParams = z.object({
  orderNo: z.string(),
  amount: z.string().describe("yuan with two decimals, e.g. 100.00"),
  status: z.string().describe("paid, cancelled or failed"),
  sign: z.string().describe("md5 of amount=…&orderNo=…&status=paid&key=<PAYMENT_SANDBOX_KEY>"),
});

async function handleNotify(
  deps: Deps,
  providers: ReadonlyMap<string, PaymentProvider>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const text = (body: string) => reply.type("text/plain; charset=utf-8").send(body);
  const provider = providers.get((request.params as { provider: string }).provider.toLowerCase());
  if (!provider) return reply.code(404).type("text/plain; charset=utf-8").send("unknown provider");
  const verdict = provider.verifyNotify(mergeParams(request));
  if (!verdict.ok) {
    request.log.warn({ provider: provider.code, reason: verdict.reason }, "payment notify refused");
    return text(provider.ack.rejected);
  }
  const payment = { provider: provider.code, orderNo: verdict.orderNo, amountFen: verdict.amountFen };
  if (verdict.outcome === "other") return text(provider.ack.accepted); // news we do not act on
  if (verdict.outcome !== "paid") {
    const closed = await closeRecharge(deps.db, payment, verdict.outcome);
    if (closed === "closed" || closed === "not-pending") return text(provider.ack.accepted);
    request.log.warn({ provider: provider.code, orderNo: verdict.orderNo, closed }, "payment notify refused");
    return text(provider.ack.rejected);
  }
  await provider.notified?.(payment, deps.clock());
  const outcome = await confirmRecharge(deps.db, payment, deps.clock());
  if (outcome === "credited" || outcome === "already-paid") return text(provider.ack.accepted);
  request.log.warn({ provider: provider.code, orderNo: verdict.orderNo, outcome }, "payment notify refused");
  return text(provider.ack.rejected);
}

function sandboxCashierRoutes(app: FastifyInstance, deps: Deps): void {
  app.route({
    method: "GET",
    url: SANDBOX_CASHIER_PATH,
    schema: documentedSchema(
      "GET",
      "Sandbox cashier page (HTML) of a recharge order",
      "wallet",
      cashierParams,
    ),
    handler: async (request, reply) => {
      const { orderNo } = request.query as { orderNo?: string };
      // No order number holds U+0000, and PostgreSQL could not even compare one that does.
      const known = typeof orderNo === "string" && !hasNul(orderNo);
      const view = await cashierView(deps, known ? orderNo : "");
      return reply.type("text/html; charset=utf-8").send(cashierPage(view, CASHIER_SCRIPT_PATH));
    },
  });
  app.get(CASHIER_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").send(cashierScript),
  );
}

const cashierParams = z.object({ orderNo: z.string() });

/** What the cashier shows for an order of the sandbox provider. */
async function cashierView(deps: Deps, orderNo: string): Promise<CashierView> {
  const [row] = await deps.db
    .select({ order: rechargeOrders, channelName: rechargeChannels.name })
    .from(rechargeOrders)
    .innerJoin(rechargeChannels, eq(rechargeChannels.code, rechargeOrders.channelCode))
    .where(and(eq(rechargeOrders.orderNo, orderNo), eq(rechargeOrders.provider, SANDBOX_CODE)));
  if (!row) return { state: "unknownOrder", orderNo: null };
  const { order, channelName } = row;
  const status = rechargeStatusOf(order, deps.clock());
  if (status !== "pending") return { state: status === "paid" ? "alreadyPaid" : status, orderNo };
  const key = deps.config.paymentSandboxKey;
  return {
    state: "payable",
    orderNo,
    channelName,
    amountFen: order.amountFen,
    notify: { ...sandboxNotify(order, key) },
    cancelNotify: { ...sandboxNotify(order, key, "cancelled") },
    failNotify: { ...sandboxNotify(order, key, "failed") },
    notifyPath: `/api/pay/${SANDBOX_CODE}/notify`,
  };
}
