import { createHmac, timingSafeEqual } from "node:crypto";

/** What a launch token grants: one player, one game of one company, until `expiresAt` (unix seconds). */
export interface LaunchGrant {
  userId: number;
  company: string;
  gameCode: string;
  expiresAt: number;
}

/** How long a launched game stays playable without a new launch. */
export const LAUNCH_TTL_S = 2 * 60 * 60;

/**
 * A launch token: base64url of the grant as JSON, a dot, and base64url of its HMAC-SHA256 under the
 * launch key. Anyone may read a token; only the key holder can make or alter one.
 */
export function signLaunch(grant: LaunchGrant, key: string): string {
  const body = Buffer.from(
    JSON.stringify({ u: grant.userId, c: grant.company, g: grant.gameCode, e: grant.expiresAt }),
  ).toString("base64url");
  return `${body}.${mac(body, key)}`;
}

/** The grant of a token made with `key` and not expired at `nowS`; null for anything else. */
export function verifyLaunch(token: string, key: string, nowS: number): LaunchGrant | null {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(body, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const grant = parseGrant(body);
  return grant && grant.expiresAt > nowS ? grant : null;
}

function parseGrant(body: string): LaunchGrant | null {
  try {
    const raw = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Record<string, unknown>;
    const { u, c, g, e } = raw;
    if (!Number.isSafeInteger(u) || typeof c !== "string" || typeof g !== "string") return null;
    if (!Number.isSafeInteger(e)) return null;
    return { userId: u as number, company: c, gameCode: g, expiresAt: e as number };
  } catch {
    return null;
  }
}

function mac(body: string, key: string): string {
  return createHmac("sha256", key).update(body).digest("base64url");
}
