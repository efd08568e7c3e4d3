import { randomBytes } from "node:crypto";
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { defaultClientSeed, seedHash } from "@lottery/rules";
import type { FairSeedModels, FairSeedState, RevealedSeed, RotateSeedModels } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Queryable, Tx } from "../db/queryable.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { lockPlayer } from "../orders/place.ts";
import { fairSeeds, type FairSeedRow } from "./tables.ts";

/** What one play draws with: the seed row and the nonce it took. */
export interface PlaySeed {
  seedId: number;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** A fresh server seed: 32 random bytes as 64 hex characters. */
function newServerSeed(): string {
  return randomBytes(32).toString("hex");
}

/** Inserts a new current seed for the player (nothing when one exists). */
async function ensureCurrent(q: Queryable, userId: number, clientSeed: string, now: Date): Promise<void> {
  const serverSeed = newServerSeed();
  await q
    .insert(fairSeeds)
    .values({ userId, serverSeed, seedHash: seedHash(serverSeed), clientSeed, createdAt: now })
    .onConflictDoNothing();
}

async function currentRow(q: Queryable, userId: number, lock: boolean): Promise<FairSeedRow | undefined> {
  const query = q
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.userId, userId), isNull(fairSeeds.revealedAt)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The player's current seed row, created (with a default client seed) on first use. */
async function current(q: Queryable, userId: number, now: Date, lock: boolean): Promise<FairSeedRow> {
  const row = await currentRow(q, userId, lock);
  if (row) return row;
  await ensureCurrent(q, userId, defaultClientSeed(`${userId}:${now.toISOString()}`), now);
  const created = await currentRow(q, userId, lock);
  if (!created) throw new Error(`no current seed for player ${userId}`);
  return created;
}

const stateOf = (row: FairSeedRow): FairSeedState => ({
  seedHash: row.seedHash,
  clientSeed: row.clientSeed,
  nonce: row.nextNonce,
});

const revealedOf = (row: FairSeedRow): RevealedSeed => ({
  serverSeed: row.serverSeed,
  seedHash: row.seedHash,
  clientSeed: row.clientSeed,
  plays: row.nextNonce,
  revealedAt: row.revealedAt ? chinaTimeIso(row.revealedAt) : "",
});

/**
 * Takes the next nonce of the player's current seed, in the caller's transaction (under the seed
 * row's lock, so two plays never share a nonce). The caller holds the player's lock already.
 */
export async function nextPlaySeed(tx: Tx, userId: number, now: Date): Promise<PlaySeed> {
  const row = await current(tx, userId, now, true);
  await tx
    .update(fairSeeds)
    .set({ nextNonce: sql`${fairSeeds.nextNonce} + 1` })
    .where(and(eq(fairSeeds.userId, row.userId), eq(fairSeeds.id, row.id)));
  return { seedId: row.id, serverSeed: row.serverSeed, clientSeed: row.clientSeed, nonce: row.nextNonce };
}

/** GET Activity/FairSeed: the commitment, client seed and next nonce, and the seeds revealed so far. */
export async function fairSeedState(db: Db, userId: number, now: Date): Promise<FairSeedModels> {
  const row = await db.transaction((tx) => current(tx, userId, now, false));
  const revealed = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.userId, userId), isNotNull(fairSeeds.revealedAt)))
    .orderBy(desc(fairSeeds.id))
    .limit(20);
  return { current: stateOf(row), revealed: revealed.map(revealedOf) };
}

/**
 * POST Activity/SetClientSeed: a new client seed pairs with a new server seed (the current one is
 * revealed unless no play used it, then it is kept), so no player can pick a client seed after
 * seeing results of the same server seed.
 */
export async function setClientSeed(
  db: Db,
  userId: number,
  clientSeed: string,
  now: Date,
): Promise<FairSeedState> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const row = await current(tx, userId, now, true);
    if (row.nextNonce === 0) {
      await tx
        .update(fairSeeds)
        .set({ clientSeed })
        .where(and(eq(fairSeeds.userId, row.userId), eq(fairSeeds.id, row.id)));
      return stateOf({ ...row, clientSeed });
    }
    await tx
      .update(fairSeeds)
      .set({ revealedAt: now })
      .where(and(eq(fairSeeds.userId, row.userId), eq(fairSeeds.id, row.id)));
    await ensureCurrent(tx, userId, clientSeed, now);
    return stateOf(await current(tx, userId, now, false));
  });
}

/** POST Activity/RotateSeed: reveals the current server seed and commits a new one (same client seed). */
export async function rotateSeed(db: Db, userId: number, now: Date): Promise<RotateSeedModels> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const row = await current(tx, userId, now, true);
    await tx
      .update(fairSeeds)
      .set({ revealedAt: now })
      .where(and(eq(fairSeeds.userId, row.userId), eq(fairSeeds.id, row.id)));
    await ensureCurrent(tx, userId, row.clientSeed, now);
    const next = await current(tx, userId, now, false);
    return { revealed: revealedOf({ ...row, revealedAt: now }), current: stateOf(next) };
  });
}

/** A seed row of the player's (another player's answers as missing). */
export async function seedOf(q: Queryable, userId: number, seedId: number): Promise<FairSeedRow | undefined> {
  const [row] = await q
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.id, seedId), eq(fairSeeds.userId, userId)));
  return row;
}
