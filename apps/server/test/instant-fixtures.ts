import type { FastifyInstance } from "fastify";
import type {
  BetScratchCardModels,
  BetSmallGameModels,
  Envelope,
  FairPlayModels,
  RotateSeedModels,
  ScratchProduct,
} from "@lottery/contract";
import type { TestPlayer } from "./cards-fixtures.ts";
import { operatorCall } from "./helpers.ts";
import { newRequestId, okModels, playerCall } from "./money-helpers.ts";
import type { Db } from "../src/db/client.ts";
import { postPoints } from "../src/loyalty/points.ts";

/** Scratch cards, the small games and fairness calls the instant-game tests share. */

/** A batch the operator creates: `cards` cards at `price` yuan, tiers best first. */
export async function createBatch(
  app: FastifyInstance,
  operator: string,
  batch: { name?: string; price: number; cards: number; tiers: [number, number][]; revealMinutes?: number },
): Promise<ScratchProduct> {
  return okModels(
    operatorCall<ScratchProduct>(app, operator, "POST", "/instant/scratch-batches", {
      name: batch.name ?? "幸运7",
      price: batch.price,
      cardCount: batch.cards,
      tiers: batch.tiers.map(([prize, count]) => ({ prize, count })),
      ...(batch.revealMinutes ? { revealMinutes: batch.revealMinutes } : {}),
    }),
  );
}

export function buyCard(
  app: FastifyInstance,
  player: TestPlayer,
  batchId: number,
  requestId = newRequestId(),
): Promise<Envelope<BetScratchCardModels>> {
  return playerCall(app, player, "POST", "Activity/Bet_ScratchCard", { batchId, requestId });
}

export function revealCard(app: FastifyInstance, player: TestPlayer, cardId: number) {
  return playerCall<BetScratchCardModels>(app, player, "POST", "Activity/Prize_ScratchCard", { cardId });
}

export function spin(
  app: FastifyInstance,
  player: TestPlayer,
  params: { stake?: number; useChance?: "0" | "1"; requestId?: string },
): Promise<Envelope<BetSmallGameModels>> {
  const { requestId = newRequestId(), ...rest } = params;
  return playerCall(app, player, "POST", "Activity/Bet_SmallGame", {
    game: "slot",
    requestId,
    ...rest,
  } as Record<string, string | number>);
}

/** Smashes golden egg `choice` (0-2) with `stake` points or a free chance. */
export function smash(
  app: FastifyInstance,
  player: TestPlayer,
  params: { stake?: number; useChance?: "0" | "1"; choice?: number; requestId?: string },
): Promise<Envelope<BetSmallGameModels>> {
  const { requestId = newRequestId(), choice = 1, ...rest } = params;
  return playerCall(app, player, "POST", "Activity/Bet_SmallGame", {
    game: "egg",
    requestId,
    choice,
    ...rest,
  } as Record<string, string | number>);
}

export function rotate(app: FastifyInstance, player: TestPlayer) {
  return okModels(playerCall<RotateSeedModels>(app, player, "POST", "Activity/RotateSeed"));
}

export function fairPlay(
  app: FastifyInstance,
  player: TestPlayer,
  game: "scratch" | "slot" | "egg",
  id: number,
) {
  return playerCall<FairPlayModels>(app, player, "GET", "Activity/FairPlay", { game, id });
}

/** Gives a player points (an operator adjustment through the ledger). */
export async function givePoints(db: Db, userId: number, points: number): Promise<void> {
  await db.transaction((tx) =>
    postPoints(tx, {
      userId,
      delta: points,
      kind: "points_adjust",
      key: `test:points:${userId}:${newRequestId()}`,
      memo: "测试积分",
      at: new Date(),
    }),
  );
}
