import { and, eq } from "drizzle-orm";
import type { FairPlayModels, FairPlayParams, SmallGame } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { refuse } from "../domain/refusal.ts";
import { seedOf } from "./seeds.ts";
import { scratchCards, smallGamePlays } from "./tables.ts";

/**
 * GET Activity/FairPlay: what one of the player's plays drew with (the seed's commitment, the client
 * seed, the nonce, for a scratch card the unsold counts it was picked from) and its outcome; the
 * server seed once the player has rotated it. Another player's play answers as not found.
 */
export async function fairPlay(db: Db, userId: number, params: FairPlayParams): Promise<FairPlayModels> {
  const play =
    params.game === "scratch"
      ? await scratchPlay(db, userId, params.id)
      : await smallGamePlay(db, userId, params.game, params.id);
  if (!play) throw refuse("instant.playNotFound");
  const seed = await seedOf(db, userId, play.seedId);
  if (!seed) throw new Error(`seed ${play.seedId} of play ${params.id} is missing`);
  return {
    game: params.game,
    id: params.id,
    seedHash: seed.seedHash,
    serverSeed: seed.revealedAt ? seed.serverSeed : null,
    clientSeed: seed.clientSeed,
    nonce: play.nonce,
    remaining: play.remaining,
    losingLeft: play.losingLeft,
    outcome: play.outcome,
  };
}

async function scratchPlay(db: Db, userId: number, id: number) {
  const [card] = await db
    .select()
    .from(scratchCards)
    .where(and(eq(scratchCards.id, id), eq(scratchCards.userId, userId)));
  return card
    ? {
        seedId: card.seedId,
        nonce: card.nonce,
        remaining: card.remainingBefore,
        losingLeft: card.losingBefore,
        outcome: [card.tier],
      }
    : undefined;
}

async function smallGamePlay(db: Db, userId: number, game: SmallGame, id: number) {
  const [row] = await db
    .select()
    .from(smallGamePlays)
    .where(and(eq(smallGamePlays.id, id), eq(smallGamePlays.userId, userId), eq(smallGamePlays.game, game)));
  return row
    ? { seedId: row.seedId, nonce: row.nonce, remaining: null, losingLeft: null, outcome: row.stops }
    : undefined;
}
