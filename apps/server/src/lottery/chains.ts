import { randomBytes } from "node:crypto";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { chainSeedAt, chainSegment } from "@lottery/rules";
import type { Queryable, Tx } from "../db/queryable.ts";
import { lotterySeedChains, type SeedChainRow } from "./tables.ts";

/**
 * Seed hash chains of the house-drawn games (rules/fair/chain.ts). Each game uses one chain at a
 * time; issues take its indices 1, 2, … in draw order, and issue k's commitment (seed_hash) is
 * s_{k−1}: the seed the chain's previous issue reveals when it draws (the anchor for k = 1). When a
 * chain is used up the next one starts; its anchor is public from its creation.
 */

/** Seeds per chain: about 34 hours of a one-minute game; recomputing a seed costs at most this many hashes (~10 ms). */
export const CHAIN_LENGTH = 2048;

/** A fresh secret seed: 32 bytes from the operating system's CSPRNG, as 64 hex characters. */
export function randomSeed(): string {
  return randomBytes(32).toString("hex");
}

/** One issue's place in a chain and its public commitment. */
export interface ChainSlot {
  chainId: number;
  chainIndex: number;
  seedHash: string;
}

async function openChain(tx: Tx, gameCode: string): Promise<SeedChainRow | undefined> {
  const [row] = await tx
    .select()
    .from(lotterySeedChains)
    .where(
      and(
        eq(lotterySeedChains.gameCode, gameCode),
        lte(lotterySeedChains.nextIndex, lotterySeedChains.length),
      ),
    )
    .orderBy(asc(lotterySeedChains.id))
    .limit(1)
    .for("update");
  return row;
}

async function newChain(tx: Tx, gameCode: string, now: Date, length: number): Promise<SeedChainRow> {
  const terminalSeed = randomSeed();
  const anchor = chainSeedAt(terminalSeed, length, 0);
  const [row] = await tx
    .insert(lotterySeedChains)
    .values({ gameCode, terminalSeed, anchor, length, createdAt: now })
    .returning();
  if (!row) throw new Error("seed chain insert returned nothing");
  return row;
}

/**
 * Takes the next `count` slots of a game's chains in order (starting a new chain when one runs out),
 * in the caller's transaction (the chain row is locked, so slots are never handed out twice).
 */
export async function takeChainSlots(
  tx: Tx,
  gameCode: string,
  count: number,
  now: Date,
  length = CHAIN_LENGTH,
): Promise<ChainSlot[]> {
  const slots: ChainSlot[] = [];
  while (slots.length < count) {
    const chain = (await openChain(tx, gameCode)) ?? (await newChain(tx, gameCode, now, length));
    const from = chain.nextIndex;
    const to = Math.min(chain.length, from + (count - slots.length) - 1);
    const hashes = chainSegment(chain.terminalSeed, chain.length, from - 1, to - 1);
    hashes.forEach((seedHash, i) => slots.push({ chainId: chain.id, chainIndex: from + i, seedHash }));
    await tx
      .update(lotterySeedChains)
      .set({ nextIndex: sql`${to + 1}` })
      .where(eq(lotterySeedChains.id, chain.id));
  }
  return slots;
}

/** The secret seed of a chain slot (recomputed from the terminal seed); throws for an unknown chain. */
export async function seedOfSlot(db: Queryable, chainId: number, chainIndex: number): Promise<string> {
  const [chain] = await db.select().from(lotterySeedChains).where(eq(lotterySeedChains.id, chainId));
  if (!chain) throw new Error(`seed chain ${chainId} not found`);
  return chainSeedAt(chain.terminalSeed, chain.length, chainIndex);
}

/** The public anchor (s_0) of a chain, or null. */
export async function anchorOf(db: Queryable, chainId: number): Promise<string | null> {
  const [row] = await db
    .select({ anchor: lotterySeedChains.anchor })
    .from(lotterySeedChains)
    .where(eq(lotterySeedChains.id, chainId));
  return row?.anchor ?? null;
}

/** The seeds of consecutive slots of one chain (one walk from its terminal seed), in index order. */
export async function seedsOfSlots(
  db: Queryable,
  chainId: number,
  from: number,
  to: number,
): Promise<string[]> {
  const [chain] = await db.select().from(lotterySeedChains).where(eq(lotterySeedChains.id, chainId));
  if (!chain) throw new Error(`seed chain ${chainId} not found`);
  return chainSegment(chain.terminalSeed, chain.length, from, to);
}
