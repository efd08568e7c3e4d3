import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Envelope } from "@lottery/contract";
import { call, registerPlayer } from "./helpers.ts";
import { rechargeViaSandbox } from "./money-helpers.ts";
import { operatorCall } from "./withdrawal-fixtures.ts";

/** Players, calls and checks the 余额宝 and transfer-centre tests share. */

export interface MoneyPlayer {
  token: string;
  mid: number;
}

/** A new player, recharged with `yuan` through the sandbox when more than 0 (opening the transfer centre). */
export async function moneyPlayer(app: FastifyInstance, userName: string, yuan = 0): Promise<MoneyPlayer> {
  const { token, userInfo } = await registerPlayer(app, userName);
  if (yuan > 0) await rechargeViaSandbox(app, token, yuan);
  return { token, mid: userInfo.Mid };
}

let serial = 0;
/** A fresh requestId. */
export const requestId = () => `rq${Date.now().toString(36)}${(serial += 1).toString().padStart(4, "0")}`;

/** A player call; answers the envelope. */
export async function playerCall<T>(
  app: FastifyInstance,
  player: MoneyPlayer,
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

/** Asserts the ledger audit is clean. */
export async function expectAuditOk(app: FastifyInstance, operator: string): Promise<void> {
  const audit = await operatorCall<{ ok: boolean; problems: string[] }>(
    app,
    operator,
    "GET",
    "/ledger/audit",
  );
  expect(audit.models).toEqual({ ok: true, problems: [] });
}

export { operatorCall };
