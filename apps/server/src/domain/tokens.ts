import { createHash, randomBytes } from "node:crypto";

/** A new random session token (256 bits, base64url). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored of a token: its SHA-256 in hex, never the token itself. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
