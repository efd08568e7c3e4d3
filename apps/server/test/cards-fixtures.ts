import type { FastifyInstance } from "fastify";
import { passesLuhn } from "@lottery/contract";
import { idCardCheckChar } from "../src/account/id-card.ts";
import { call, registerPlayer } from "./helpers.ts";

/** Players and numbers the cards tests share (cards-wallets, cards-alipay). */

export interface TestPlayer {
  token: string;
  mid: number;
}

export const LOGIN_PASSWORD = "secret123";
export const WITHDRAW_PASSWORD = "246810";

let idSequence = 100;

/** Registers a player; `realName` verifies it (a fresh valid ID each time), `withdrawPassword` sets one. */
export async function newPlayer(
  app: FastifyInstance,
  userName: string,
  options: { realName?: string; withdrawPassword?: boolean } = {},
): Promise<TestPlayer> {
  const { token, userInfo } = await registerPlayer(app, userName, LOGIN_PASSWORD);
  if (options.realName) {
    const first17 = `11010519800101${(idSequence += 1)}`;
    const idCard = first17 + idCardCheckChar(first17);
    await expectOk(app, "/api/RealNameAuthor", { realName: options.realName, idCard }, token);
  }
  if (options.withdrawPassword) {
    const params = { withdrawPassword: WITHDRAW_PASSWORD, password: LOGIN_PASSWORD };
    await expectOk(app, "/api/account/setwithdrawpwd", params, token);
  }
  return { token, mid: userInfo.Mid };
}

async function expectOk(app: FastifyInstance, path: string, params: Record<string, string>, token: string) {
  const res = await call(app, "POST", path, params, { token });
  if (res.body.status !== 0) throw new Error(`${path} failed: ${res.body.msg}`);
}

/** A Luhn-valid card number: `prefix`, filler digits from `serial`, then the check digit. */
export function cardNumber(prefix: string, length: number, serial = 0): string {
  const body = prefix + String(serial).padStart(length - 1 - prefix.length, "0");
  for (let check = 0; check <= 9; check += 1) {
    if (passesLuhn(body + check)) return body + check;
  }
  throw new Error("unreachable: one check digit always fits");
}
