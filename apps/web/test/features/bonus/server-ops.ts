import type { ClaimPromotionModels } from "@lottery/contract";
import type { TestServer } from "@lottery/server/test/helpers.ts";
import { newRequestId } from "@lottery/server/test/money-helpers.ts";
import {
  claim,
  FIRST_RECHARGE,
  RED_PACKET,
  records,
  savePromotion,
} from "@lottery/server/test/promotions-fixtures.ts";

/** Test-only set-up of the discount-centre page tests, run in the real server's worker (test/real-server.ts). */

type Ctx = { server: TestServer; operator: string };

/**
 * The 首充礼金 (always on) and the 每日红包 open from `startsAt` to `endsAt` (ISO), created through
 * the operator call; answers their ids.
 */
export async function createPromotions(ctx: Ctx, startsAt: string, endsAt: string) {
  const first = await savePromotion(ctx.server.app, ctx.operator, FIRST_RECHARGE);
  const red = await savePromotion(ctx.server.app, ctx.operator, { ...RED_PACKET, startsAt, endsAt });
  return { firstId: first.id, redId: red.id };
}

/** The player claims promotion `id` with a fresh requestId (must succeed): amount and balance, yuan. */
export async function claimFor(ctx: Ctx, token: string, id: number): Promise<ClaimPromotionModels> {
  const answer = await claim(ctx.server.app, token, id, newRequestId());
  if (!answer.body.models) throw new Error(`claim refused: ${answer.body.msg}`);
  return answer.body.models;
}

/** The player's claim records as the server answers them (Activity/PromotionRecords). */
export async function recordsOf(ctx: Ctx, token: string) {
  const body = await records(ctx.server.app, token);
  if (!body.models) throw new Error(`records failed: ${body.msg}`);
  return body.models.list;
}
