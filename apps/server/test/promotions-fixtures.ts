import type { FastifyInstance } from "fastify";
import type {
  ClaimPromotionModels,
  Envelope,
  Paged,
  PlayerPromotion,
  PromotionListModels,
  PromotionRecord,
  UserInfo,
} from "@lottery/contract";
import type { OperatorPromotion } from "../src/promotions/store.ts";
import { seedRechargeChannels } from "../src/wallet/seed.ts";
import { turnoverOf } from "../src/wallet/turnover.ts";
import {
  call,
  operatorToken,
  registerPlayer,
  startTestServer,
  useTestClock,
  type TestClock,
  type TestServer,
} from "./helpers.ts";

/** An operator call with a JSON body (or query on GET). */
export async function adminCall<T>(
  app: FastifyInstance,
  token: string | null,
  method: "GET" | "POST",
  path: string,
  payload: Record<string, unknown> = {},
): Promise<Envelope<T>> {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const url = `/admin/api${path}`;
  const res =
    method === "GET"
      ? await app.inject({ method, url, headers })
      : await app.inject({ method, url, payload, headers });
  return res.json() as Envelope<T>;
}

/** Saves a promotion through the operator call and answers it; throws when refused. */
export async function savePromotion(
  app: FastifyInstance,
  operator: string,
  promotion: Record<string, unknown>,
): Promise<OperatorPromotion> {
  const saved = await adminCall<OperatorPromotion>(app, operator, "POST", "/promotions", promotion);
  if (saved.status !== 0 || !saved.models) throw new Error(`promotion refused: ${saved.msg}`);
  return saved.models;
}

/** The 首充礼金 of the brief: 10 % of a first recharge ≥ 50 yuan, at most 188 yuan, wagered 10×. */
export const FIRST_RECHARGE = {
  kind: "first_recharge",
  title: "首充礼金",
  description: "首充送10%",
  percent: 10,
  cap: 188,
  minRecharge: 50,
  turnoverPercent: 1000,
  sort: 1,
};

/** The 每日红包 of the brief: 0.88 to 8.88 yuan a China day, wagered 5×. */
export const RED_PACKET = {
  kind: "red_packet",
  title: "每日红包",
  description: "每天一次",
  min: 0.88,
  max: 8.88,
  turnoverPercent: 500,
  sort: 2,
};

export async function promotionList(app: FastifyInstance, token: string): Promise<PlayerPromotion[]> {
  const res = await call<PromotionListModels>(app, "GET", "/api/Activity/PromotionList", {}, { token });
  if (!res.body.models) throw new Error(`PromotionList failed: ${res.body.msg}`);
  return res.body.models.list;
}

/** The player's standing with promotion `id` in the list. */
export async function standing(app: FastifyInstance, token: string, id: number) {
  return (await promotionList(app, token)).find((p) => p.id === id);
}

/** POST Activity/ClaimPromotion; `ip` spreads racing tests over the per-IP claim limit. */
export function claim(
  app: FastifyInstance,
  token: string,
  id: number | string,
  requestId: string,
  ip?: string,
) {
  return call<ClaimPromotionModels>(
    app,
    "POST",
    "/api/Activity/ClaimPromotion",
    { id, requestId },
    { token, ip },
  );
}

export async function records(app: FastifyInstance, token: string, params: Record<string, number> = {}) {
  const res = await call<Paged<PromotionRecord>>(app, "GET", "/api/Activity/PromotionRecords", params, {
    token,
  });
  return res.body;
}

export interface PromotionServer {
  server: TestServer;
  clock: TestClock;
  operator: string;
  /** The FIRST_RECHARGE and RED_PACKET promotions, created through the operator call. */
  firstId: number;
  redId: number;
}

/** A test server with the sandbox recharge channel, an operator and the two promotions of the brief. */
export async function startPromotionServer(clockStart?: Date): Promise<PromotionServer> {
  const server = await startTestServer({ AUTH_RATE_LIMIT_PER_MIN: "1000", RATE_LIMIT_PER_MIN: "10000" });
  const clock = useTestClock(server, clockStart);
  const operator = await operatorToken(server.app);
  await seedRechargeChannels(server.database.db);
  const firstId = (await savePromotion(server.app, operator, FIRST_RECHARGE)).id;
  const redId = (await savePromotion(server.app, operator, RED_PACKET)).id;
  return { server, clock, operator, firstId, redId };
}

export async function newPlayer(server: TestServer, name: string) {
  const { token, userInfo } = await registerPlayer(server.app, name);
  return { token, userId: userInfo.Mid };
}

export const balanceOf = async (server: TestServer, token: string) =>
  (await call<UserInfo>(server.app, "GET", "/api/account/userinfo", {}, { token })).body.models!.Balance;

/** The wagering the player still owes, in fen. */
export const owedFen = async (server: TestServer, userId: number) =>
  (await turnoverOf(server.database.db, userId)).owedFen;
