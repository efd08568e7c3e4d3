import { hmac } from "@noble/hashes/hmac";
import { sha256 } from "@noble/hashes/sha2";
import { hexToBytes, utf8ToBytes } from "@noble/hashes/utils";
import type { RandomInt } from "../fast/house-draw.ts";

/**
 * Unbiased integers from a committed seed (DESIGN §3, provably fair house draws). A seed is 32 bytes
 * written as 64 lowercase hex characters. The stream for a label is the 32-bit big-endian words of
 * HMAC-SHA256(key = seed bytes, message = `${label}:${counter}`) for counter 0, 1, 2, …, eight words
 * per block. A value below `max` is the first word under the largest multiple of `max` that is at most
 * 2^32, taken modulo `max` (rejection sampling: no value is favoured).
 */

const TWO_32 = 2 ** 32;
const SEED_PATTERN = /^[0-9a-f]{64}$/;

/** Whether a string is a well-formed seed (64 lowercase hex characters). */
export function isSeed(value: string): boolean {
  return SEED_PATTERN.test(value);
}

/** The bytes of a seed; throws on a malformed one (callers validate input first). */
export function seedBytes(seed: string): Uint8Array {
  if (!isSeed(seed)) throw new RangeError("a seed is 64 lowercase hex characters");
  return hexToBytes(seed);
}

/** Words at or above this limit are rejected when drawing below `max` (2^32 − 2^32 mod max). */
export function rejectionLimit(max: number): number {
  if (!Number.isInteger(max) || max < 1 || max > TWO_32) throw new RangeError(`invalid bound ${max}`);
  return TWO_32 - (TWO_32 % max);
}

/** An integer in [0, max) from a source of uniform 32-bit words, rejecting words ≥ rejectionLimit(max). */
export function sampleBelow(max: number, nextWord: () => number): number {
  const limit = rejectionLimit(max);
  for (;;) {
    const word = nextWord();
    if (word < limit) return word % max;
  }
}

/** The endless stream of 32-bit words of a seed and label (HMAC-SHA256 blocks, counter from 0). */
export function fairWordStream(seed: string, label: string): () => number {
  const key = seedBytes(seed);
  let counter = 0;
  let block: DataView | null = null;
  let offset = 0;
  return () => {
    if (block === null || offset >= block.byteLength) {
      const mac = hmac(sha256, key, utf8ToBytes(`${label}:${counter}`));
      counter += 1;
      block = new DataView(mac.buffer, mac.byteOffset, mac.byteLength);
      offset = 0;
    }
    const word = block.getUint32(offset, false);
    offset += 4;
    return word;
  };
}

/** An unbiased RandomInt fed by the seed's word stream for `label` (deterministic: same seed, same values). */
export function fairRandomInt(seed: string, label: string): RandomInt {
  const nextWord = fairWordStream(seed, label);
  return (maxExclusive) => sampleBelow(maxExclusive, nextWord);
}
