import { sha256 } from "@noble/hashes/sha2";
import { bytesToHex } from "@noble/hashes/utils";
import { seedBytes } from "./random.ts";

/**
 * Seed hash chains. From a secret terminal seed s_N the chain is s_{i−1} = sha256(s_i) down to the
 * public anchor s_0. Issue k of a chain draws with s_k; its commitment sha256(s_k) is s_{k−1}, the
 * seed the chain's previous issue revealed (the anchor for k = 1), so the anchor commits every
 * future seed of the chain while no seed can be derived from the ones already public.
 */

/** SHA-256 of a seed's 32 bytes, as 64 hex characters (the commitment published before sale opens). */
export function seedHash(seed: string): string {
  return bytesToHex(sha256(seedBytes(seed)));
}

/** Hashes seed bytes `times` times (bytes throughout: no hex round trips in the loop). */
function hashTimes(seed: Uint8Array, times: number): Uint8Array {
  let value = seed;
  for (let i = 0; i < times; i += 1) value = sha256(value);
  return value;
}

/** s_index of the chain whose terminal seed s_length is given (hashes length − index times). */
export function chainSeedAt(terminal: string, length: number, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index > length)
    throw new RangeError(`index ${index} outside 0…${length}`);
  return bytesToHex(hashTimes(seedBytes(terminal), length - index));
}

/** s_from … s_to of a chain (inclusive, in index order), hashing down from the terminal seed once. */
export function chainSegment(terminal: string, length: number, from: number, to: number): string[] {
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to > length || from > to)
    throw new RangeError(`segment ${from}…${to} outside 0…${length}`);
  let seed = hashTimes(seedBytes(terminal), length - to);
  const segment = [bytesToHex(seed)];
  for (let i = to; i > from; i -= 1) {
    seed = sha256(seed);
    segment.push(bytesToHex(seed));
  }
  return segment.reverse();
}

/** Every seed of a chain, s_0 (the anchor) … s_length, in index order. */
export function hashChain(terminal: string, length: number): string[] {
  return chainSegment(terminal, length, 0, length);
}

/** Whether a revealed seed matches its commitment: sha256(seed) equals the committed hash. */
export function verifyChainLink(seed: string, committedHash: string): boolean {
  try {
    return seedHash(seed) === committedHash.toLowerCase();
  } catch {
    return false;
  }
}

/** Whether a revealed seed is s_index of the chain with this anchor (hashes index times). */
export function verifyAgainstAnchor(seed: string, index: number, anchor: string): boolean {
  if (!Number.isInteger(index) || index < 1) return false;
  try {
    return bytesToHex(hashTimes(seedBytes(seed), index)) === anchor.toLowerCase();
  } catch {
    return false;
  }
}
