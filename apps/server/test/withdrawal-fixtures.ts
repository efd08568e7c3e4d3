import type { FastifyInstance } from "fastify";
import type {
  AlipayListModels,
  Paged,
  WithdrawalRecord,
  WithdrawModels,
  WithdrawSummary,
} from "@lottery/contract";
import { WITHDRAW_PASSWORD, type TestPlayer } from "./cards-fixtures.ts";
import { call, operatorCall } from "./helpers.ts";
import { newRequestId, type Withdrawer } from "./money-helpers.ts";

/** Withdrawals, summaries and rules the withdrawal tests share (players: money-helpers.ts). */

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

export async function fundOut(
  app: FastifyInstance,
  player: TestPlayer,
  filters: Record<string, string> = {},
): Promise<Paged<WithdrawalRecord>> {
  const res = await call<Paged<WithdrawalRecord>>(app, "GET", "/api/fund/out", filters, {
    token: player.token,
  });
  if (!res.body.models) throw new Error(`fund/out failed: ${res.body.msg}`);
  return res.body.models;
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
