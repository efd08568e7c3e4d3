import { createECDH, randomBytes, type ECDH } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { Db } from "../src/db/client.ts";
import { pushSubscriptions } from "../src/push/tables.ts";
// http_ece has no types: decrypt(body, { version, privateKey, authSecret }) → Buffer.
// @ts-expect-error untyped CommonJS module
import ece from "http_ece";

/** A push as the push service received it. */
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on this machine (a stand-in for FCM or Mozilla's, which are outside): it takes every
 * POST and answers 201, except under /gone/ where it answers 410 as for an unsubscribed browser.
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith("/gone/") ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, as pushManager makes them. */
export interface BrowserKeys {
  ecdh: ECDH;
  p256dh: string;
  auth: string;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
}

/** Decrypts a received push (RFC 8291, aes128gcm) as the browser would. */
export function decryptPush(keys: BrowserKeys, body: Buffer): unknown {
  const plain = ece.decrypt(body, {
    version: "aes128gcm",
    privateKey: keys.ecdh,
    authSecret: keys.auth,
  }) as Buffer;
  return JSON.parse(plain.toString("utf8"));
}

/** The push endpoints the server keeps for a player (push_subscriptions). */
export async function pushEndpointsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return rows.map((row) => row.endpoint);
}
