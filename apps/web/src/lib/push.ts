import type { PushKeyModels, PushStateModels } from "@lottery/contract";
import { post, request } from "./request.ts";

/**
 * Web Push in the browser: the service worker's pushManager subscribes with the server's VAPID key
 * and the subscription goes to push/Subscribe; the worker (public/push-sw.js) shows each push and
 * opens its page on a tap. Installed apps and browsers that allow notifications only.
 */

export type PushRefusal = "unsupported" | "denied";

/** Whether this browser can take pushes at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

async function pushManager(): Promise<PushManager | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.pushManager ?? null;
}

/** This browser's current subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await pushManager())?.getSubscription()) ?? null;
}

/** base64url text → the bytes pushManager.subscribe takes as applicationServerKey. */
export function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Asks permission, subscribes this browser and hands the subscription to the server. */
export async function enablePush(): Promise<PushRefusal | null> {
  const manager = await pushManager();
  if (!manager) return "unsupported";
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  const { publicKey } = await request<PushKeyModels>("push/Key", {}, { withToken: false });
  const subscription =
    (await manager.getSubscription()) ??
    (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const { endpoint, keys } = subscription.toJSON();
  await post<PushStateModels>("push/Subscribe", {
    endpoint: endpoint ?? "",
    p256dh: keys?.p256dh ?? "",
    auth: keys?.auth ?? "",
  });
  return null;
}

/** Tells the server to forget this browser, then unsubscribes it. */
export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await post<PushStateModels>("push/Unsubscribe", { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
