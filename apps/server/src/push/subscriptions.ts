import { and, asc, count, eq, inArray, notInArray } from "drizzle-orm";
import type { PushStateModels, PushSubscribeParams } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { refuse } from "../domain/refusal.ts";
import { pushSubscriptions } from "./tables.ts";

/** Phones (subscriptions) kept per player; a new one beyond this replaces the oldest. */
export const MAX_SUBSCRIPTIONS = 5;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Push services are public HTTPS hosts (FCM, Mozilla, Apple): any other endpoint is refused, so a
 * player cannot make the server call into its own network. Development and tests may allow an HTTP
 * service on this machine (PUSH_ALLOW_LOOPBACK).
 */
export function assertPushEndpoint(endpoint: string, allowLoopback: boolean): void {
  const url = new URL(endpoint);
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  const ipLiteral = /^[\d.]+$/.test(url.hostname) || url.hostname.startsWith("[");
  if (allowLoopback && loopback && (url.protocol === "http:" || url.protocol === "https:")) return;
  if (url.protocol !== "https:" || loopback || ipLiteral || !url.hostname.includes("."))
    throw refuse("badParam", "endpoint", "推送地址须为推送服务的 https 地址");
}

async function countOf(db: Queryable, userId: number): Promise<PushStateModels> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return { subscriptions: Number(row?.n ?? 0) };
}

/**
 * Keeps the player's subscription (a browser that subscribed before under another login now belongs to
 * this player), and at most MAX_SUBSCRIPTIONS of theirs, newest kept.
 */
export async function subscribe(
  db: Queryable,
  userId: number,
  params: PushSubscribeParams,
  allowLoopback: boolean,
): Promise<PushStateModels> {
  assertPushEndpoint(params.endpoint, allowLoopback);
  const { endpoint, p256dh, auth } = params;
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh, auth })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh, auth } });
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
  if (rows.length > MAX_SUBSCRIPTIONS) {
    const newest = rows.slice(-MAX_SUBSCRIPTIONS).map((r) => r.id);
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  }
  return countOf(db, userId);
}

/** Forgets one of the player's subscriptions (another player's endpoint is left alone). */
export async function unsubscribe(db: Queryable, userId: number, endpoint: string): Promise<PushStateModels> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return countOf(db, userId);
}

/** The subscriptions of these players. */
export function subscriptionsOf(db: Queryable, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]));
}
