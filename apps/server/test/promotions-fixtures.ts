import type { FastifyInstance } from "fastify";
import type {
  ClaimPromotionModels,
  Paged,
  PlayerPromotion,
  PromotionListModels,
  PromotionRecord,
} from "@lottery/contract";
import type { OperatorPromotion } from "../src/promotions/store.ts";
import { turnoverOf } from "../src/wallet/turnover.ts";
import { call, operatorCall, useTestClock, type TestClock, type TestServer } from "./helpers.ts";
import { startMoneyServer } from "./money-helpers.ts";

/** Saves a promotion through the operator call and answers it; throws when refused. */
export async function savePromotion(
  app: FastifyInstance,
  operator: string,
  promotion: Record<string, unknown>,
): Promise<OperatorPromotion> {
  const saved = await operatorCall<OperatorPromotion>(app, operator, "POST", "/promotions", promotion);
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

/** A money test server (money-helpers.ts) with the two promotions of the brief. */
export async function startPromotionServer(clockStart?: Date): Promise<PromotionServer> {
  const { server, operator } = await startMoneyServer({ RATE_LIMIT_PER_MIN: "10000" });
  const clock = useTestClock(server, clockStart);
  const firstId = (await savePromotion(server.app, operator, FIRST_RECHARGE)).id;
  const redId = (await savePromotion(server.app, operator, RED_PACKET)).id;
  return { server, clock, operator, firstId, redId };
}

/** The wagering the player still owes, in fen. */
export const owedFen = async (server: TestServer, userId: number) =>
  (await turnoverOf(server.database.db, userId)).owedFen;
