import { z } from "zod";

/**
 * Web Push (issues 20 and 29): a player who allows it gets a notification on the phone when a prize is
 * paid, even with the app closed. The browser's push subscription (its endpoint and keys) is kept per
 * player; the server signs each push with its VAPID key and encrypts it for the subscription.
 */

/** GET push/Key: the server's VAPID public key (base64url), for pushManager.subscribe. */
export interface PushKeyModels {
  publicKey: string;
}

/** base64url text of a browser push key (no padding). */
const base64Url = (field: string, max: number) =>
  z
    .string({ error: `${field}不能为空` })
    .min(16, { error: `${field}格式不正确` })
    .max(max, { error: `${field}格式不正确` })
    .regex(/^[A-Za-z0-9_-]+$/, { error: `${field}格式不正确` });

const endpoint = z
  .string({ error: "推送地址不能为空" })
  .max(1000, { error: "推送地址格式不正确" })
  .url({ error: "推送地址格式不正确" });

/** POST push/Subscribe (T): the browser's PushSubscription (endpoint, keys.p256dh, keys.auth). */
export const pushSubscribeParams = z.object({
  endpoint,
  p256dh: base64Url("推送公钥", 200),
  auth: base64Url("推送密钥", 64),
});
export type PushSubscribeParams = z.infer<typeof pushSubscribeParams>;

/** POST push/Unsubscribe (T): forget one subscription of the player (the browser's endpoint). */
export const pushUnsubscribeParams = z.object({ endpoint });
export type PushUnsubscribeParams = z.infer<typeof pushUnsubscribeParams>;

/** What push/Subscribe and push/Unsubscribe answer: how many subscriptions the player now has. */
export interface PushStateModels {
  subscriptions: number;
}

/** The JSON a push carries (the service worker shows it): title, body, and the page a tap opens. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}
