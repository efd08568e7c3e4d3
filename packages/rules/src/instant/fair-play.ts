import { sha256 } from "@noble/hashes/sha2";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils";
import type { RandomInt } from "../fast/house-draw.ts";
import { fairRandomInt, isSeed } from "../fair/random.ts";
import { seedHash } from "../fair/chain.ts";

/**
 * Per-player provably fair plays (issue 26). The server commits sha256(serverSeed) before play; the
 * player may set a client seed; play n of a seed draws with the unbiased integers of the house draws'
 * stream (fair/random.ts) keyed by the server seed, for the label `${clientSeed}:${nonce}`, i.e. the
 * words of HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${counter}`), counter 0, 1, 2, …
 * Rotating the seed reveals it, and anyone can recompute every play made with it.
 */

/** A client seed: 1–32 letters, digits, _ or - (no ':' so the label cannot be read two ways). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export function isClientSeed(value: string): boolean {
  return CLIENT_SEED_PATTERN.test(value);
}

/** The unbiased integers of one play. */
export function playRandom(serverSeed: string, clientSeed: string, nonce: number): RandomInt {
  if (!isClientSeed(clientSeed)) throw new RangeError("invalid client seed");
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError("invalid nonce");
  return fairRandomInt(serverSeed, `${clientSeed}:${nonce}`);
}

/** Whether a revealed server seed matches the commitment published before its plays. */
export function seedMatches(serverSeed: string, commitment: string): boolean {
  return isSeed(serverSeed) && seedHash(serverSeed) === commitment;
}

/** A default client seed derived from text (the player can replace it at any time). */
export function defaultClientSeed(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text))).slice(0, 16);
}
