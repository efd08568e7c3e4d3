import { randomInt } from "node:crypto";

/** Upper-case letters and digits without the look-alikes 0/O, 1/I/L. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const INVITE_CODE_LENGTH = 8;

/** A random invite code (31^8 ≈ 8.5e11 values; the caller retries on the rare collision). */
export function newInviteCode(): string {
  let code = "";
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
