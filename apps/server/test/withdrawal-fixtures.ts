import type { FastifyInstance } from "fastify";
import type {
  AlipayListModels,
  Envelope,
  Paged,
  WalletListModels,
  WithdrawalRecord,
  WithdrawModels,
  WithdrawSummary,
} from "@lottery/contract";
import { cardNumber, newPlayer, WITHDRAW_PASSWORD, type TestPlayer } from "./cards-fixtures.ts";
import { call } from "./helpers.ts";
import { rechargeViaSandbox } from "./money-helpers.ts";

/** Players, withdrawals and operator calls the withdrawal tests share. */

export interface Withdrawer extends TestPlayer {
  /** The player's default bank card (a payout account id). */
  walletId: number;
}

let cardSerial = 0;
let requestSerial = 0;

/** A fresh requestId (8-64 of A-Za-z0-9_-). */
export const newRequestId = () => `req-${Date.now()}-${(requestSerial += 1)}`;

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

/** Binds an Alipay phone account and answers its id (usable as walletId). */
export async function bindAlipay(app: FastifyInstance, player: TestPlayer, phone: string): Promise<number> {
  const res = await call<AlipayListModels>(
    app,
    "POST",
    "/api/BankCard/BindAlipay",
    { account: phone },
    { token: player.token },
  );
  const row = res.body.models?.list[0];
  if (!row) throw new Error(`binding Alipay failed: ${res.body.msg}`);
  return row.alipayId;
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

/** POST fund/withdraw with the player's card, the right password and a fresh requestId unless given. */
export function withdraw(
  app: FastifyInstance,
  player: Withdrawer,
  params: Record<string, string | number> = {},
) {
  const all = {
    amount: "10",
    walletId: player.walletId,
    requestId: newRequestId(),
    withdrawPassword: WITHDRAW_PASSWORD,
    ...params,
  };
  return call<WithdrawModels>(app, "POST", "/api/fund/withdraw", all, { token: player.token }).then(
    (res) => res.body,
  );
}

export async function summaryOf(app: FastifyInstance, player: TestPlayer): Promise<WithdrawSummary> {
  const res = await call<WithdrawSummary>(
    app,
    "GET",
    "/api/Fund/withdrawToFillmoney",
    {},
    { token: player.token },
  );
  if (!res.body.models) throw new Error(`summary failed: ${res.body.msg}`);
  return res.body.models;
}

export async function fundOut(app: FastifyInstance, player: TestPlayer): Promise<Paged<WithdrawalRecord>> {
  const res = await call<Paged<WithdrawalRecord>>(app, "GET", "/api/fund/out", {}, { token: player.token });
  if (!res.body.models) throw new Error(`fund/out failed: ${res.body.msg}`);
  return res.body.models;
}

/** An operator call with a JSON body (POST) or query (GET); answers the envelope. */
export async function operatorCall<T = unknown>(
  app: FastifyInstance,
  operator: string,
  method: "GET" | "POST",
  url: string,
  payload?: Record<string, unknown>,
): Promise<Envelope<T>> {
  const res = await app.inject({
    method,
    url: `/admin/api${url}`,
    headers: { authorization: `Bearer ${operator}` },
    ...(method === "POST" ? { payload: payload ?? {} } : {}),
  });
  return res.json() as Envelope<T>;
}

/** Sets withdrawal rules (yuan) through the operator call; throws when refused. */
export async function setWithdrawalRules(
  app: FastifyInstance,
  operator: string,
  rules: Record<string, number>,
): Promise<void> {
  const res = await operatorCall(app, operator, "POST", "/withdrawals/settings", rules);
  if (res.status !== 0) throw new Error(`settings refused: ${res.msg}`);
}
