import { signParams } from "@lottery/contract";
import { timingSafeEqual } from "node:crypto";
import type { RawParams } from "../domain/params.ts";
import { refuse } from "../domain/refusal.ts";

/**
 * Checks `s` (API.md §2) and that `t` is within the window of server time; status 3 otherwise.
 * The signature stops casual tampering and stale replays only: its key ships inside the client.
 */
export function verifySignature(params: RawParams, key: string, windowS: number, nowMs = Date.now()): void {
  const given = params.s ?? "";
  const expected = signParams(params, key);
  if (!/^[0-9a-f]{32}$/.test(given) || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
    throw refuse("badSignature");
  }
  const t = Number(params.t);
  if (!Number.isInteger(t) || Math.abs(nowMs / 1000 - t) > windowS) {
    throw refuse("staleTime");
  }
}
