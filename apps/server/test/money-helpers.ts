import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Envelope, RechargeModels, UserInfo, WalletListModels } from "@lottery/contract";
import { seedRechargeChannels } from "../src/demo/wallet/seed.ts";
import { cardNumber, newPlayer, type TestPlayer } from "./cards-fixtures.ts";
import { call, operatorCall, operatorToken, startTestServer, type TestServer } from "./helpers.ts";

/** Servers, players and checks the money tests share (recharge, withdrawal, 余额宝, transfers, promotions). */

export interface MoneyServer {
  server: TestServer;
  /** The seeded operator's token. */
  operator: string;
}

/**
 * A test server for money calls: the sandbox recharge channel seeded and the operator logged in;
 * `env` adds to a raised register/login limit. A test clock (useTestClock) may be installed after.
 */
export async function startMoneyServer(env: Record<string, string> = {}): Promise<MoneyServer> {
  const server = await startTestServer({ AUTH_RATE_LIMIT_PER_MIN: "1000", ...env });
  await seedRechargeChannels(server.database.db);
  return { server, operator: await operatorToken(server.app) };
}

/** The development key of the sandbox payment provider (API.md §4). */
export const SANDBOX_KEY = "sandbox-dev-key";

const md5 = (text: string) => createHash("md5").update(text).digest("hex");

/** The notification the sandbox provider sends, signed per API.md §4 unless a sign is given. */
export function sandboxNotify(
  app: FastifyInstance,
  fields: { orderNo: string; amount: string; status?: string; sign?: string },
) {
  const status = fields.status ?? "paid";
  const sign =
    fields.sign ??
    md5(`amount=${fields.amount}&orderNo=${fields.orderNo}&status=${status}&key=${SANDBOX_KEY}`);
  return app.inject({
    method: "POST",
    url: "/api/pay/sandbox/notify",
    payload: new URLSearchParams({ orderNo: fields.orderNo, amount: fields.amount, status, sign }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

/**
 * Recharges a player through the real sandbox channel (order, then a signed paid notification);
 * answers the order number. The test server needs the sandbox channel (seedRechargeChannels).
 */
export async function rechargeViaSandbox(app: FastifyInstance, token: string, yuan: number): Promise<string> {
  const amount = yuan.toFixed(2);
  const order = await call<RechargeModels>(
    app,
    "POST",
    "/api/fund/recharge",
    { amount, channel: "sandbox" },
    { token },
  );
  const orderNo = order.body.models?.orderNo;
  if (!orderNo) throw new Error(`recharge refused: ${order.body.status} ${order.body.msg}`);
  const answer = await sandboxNotify(app, { orderNo, amount });
  if (answer.body !== "success") throw new Error(`sandbox notify answered ${answer.body}`);
  return orderNo;
}

/** A new player, recharged with `yuan` through the sandbox when more than 0 (opening the transfer centre). */
export async function moneyPlayer(app: FastifyInstance, userName: string, yuan = 0): Promise<TestPlayer> {
  const player = await newPlayer(app, userName);
  if (yuan > 0) await rechargeViaSandbox(app, player.token, yuan);
  return player;
}

export interface Withdrawer extends TestPlayer {
  /** The player's default bank card (a payout account id). */
  walletId: number;
}

/**
 * A player ready to withdraw: real name verified, withdrawal password set, a bank card bound and,
 * with `rechargeYuan`, cash recharged through the sandbox.
 */
export async function newWithdrawer(
  app: FastifyInstance,
  userName: string,
  rechargeYuan = 0,
): Promise<Withdrawer> {
  const player = await newPlayer(app, userName, { realName: "张三", withdrawPassword: true });
  const walletId = await bindCard(app, player);
  if (rechargeYuan > 0) await rechargeViaSandbox(app, player.token, rechargeYuan);
  return { ...player, walletId };
}

let cardSerial = 0;

/** Binds an ICBC card and answers its walletId. */
export async function bindCard(app: FastifyInstance, player: TestPlayer): Promise<number> {
  const cardNo = cardNumber("622202", 19, (cardSerial += 1));
  const res = await call<WalletListModels>(
    app,
    "POST",
    "/api/BankCard/BindWallet",
    { bankCode: "ICBC", cardNo },
    { token: player.token },
  );
  const card = res.body.models?.list.find((row) => row.cardNo.endsWith(cardNo.slice(-4)));
  if (!card) throw new Error(`binding a card failed: ${res.body.msg}`);
  return card.walletId;
}

let requestSerial = 0;
/** A fresh requestId (8-64 of A-Za-z0-9_-). */
export const newRequestId = () => `req-${Date.now()}-${(requestSerial += 1)}`;

/** A player call to `/api/<path>`; answers the envelope. */
export async function playerCall<T>(
  app: FastifyInstance,
  player: TestPlayer,
  method: "GET" | "POST",
  path: string,
  params: Record<string, string | number> = {},
): Promise<Envelope<T>> {
  return (await call<T>(app, method, `/api/${path}`, params, { token: player.token })).body;
}

/** models of a call that must succeed. */
export async function okModels<T>(promise: Promise<Envelope<T>>): Promise<T> {
  const envelope = await promise;
  expect(envelope, envelope.msg).toMatchObject({ status: 0 });
  return envelope.models as T;
}

/** The player's cash balance in yuan, as account/userinfo shows it. */
export async function cashBalance(app: FastifyInstance, token: string): Promise<number> {
  return (await call<UserInfo>(app, "GET", "/api/account/userinfo", {}, { token })).body.models!.Balance;
}

/** Asserts the ledger audit (the operator call) is clean. */
export async function expectAuditOk(app: FastifyInstance, operator: string): Promise<void> {
  const audit = await operatorCall<{ ok: boolean; problems: string[] }>(
    app,
    operator,
    "GET",
    "/ledger/audit",
  );
  expect(audit.models).toEqual({ ok: true, problems: [] });
}
