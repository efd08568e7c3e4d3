import { and, eq, sql } from "drizzle-orm";
import webpush from "web-push";
import type { PushPayload } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { vapidKeys, type VapidKeys } from "./keys.ts";
import { subscriptionsOf } from "./subscriptions.ts";
import { pushOutbox, pushSubscriptions } from "./tables.ts";

/** Pushes claimed per pass of the leader's loop. */
const BATCH = 100;
/** A push service that has not answered in this long is given up on for this push. */
const SEND_TIMEOUT_MS = 5000;
/** How long a push service keeps a push for a phone that is off (seconds). */
const TTL_S = 24 * 3600;

type Claimed = typeof pushOutbox.$inferSelect;
type Subscription = typeof pushSubscriptions.$inferSelect;

/** Claims waiting pushes: marked sent in one statement, so a push is claimed by one process only. */
async function claim(deps: Deps, now: Date): Promise<Claimed[]> {
  return deps.db
    .update(pushOutbox)
    .set({ sentAt: now })
    .where(
      sql`(${pushOutbox.userId}, ${pushOutbox.id}) in (select user_id, id from ${pushOutbox}
        where ${pushOutbox.sentAt} is null order by id limit ${BATCH} for update skip locked)`,
    )
    .returning();
}

/**
 * One push to one browser: encrypted for its keys and signed with our VAPID key by web-push, sent with
 * fetch (a timeout; HTTP on this machine in development). A subscription the service says is gone
 * (404, 410) is forgotten. Answers whether the service took it.
 */
async function sendOne(deps: Deps, keys: VapidKeys, sub: Subscription, payload: PushPayload) {
  const request = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    JSON.stringify(payload),
    { vapidDetails: keys, TTL: TTL_S, contentEncoding: "aes128gcm" },
  );
  try {
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body as Buffer | null,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      redirect: "error",
    });
    if (answer.status === 404 || answer.status === 410) {
      await deps.db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, sub.id), eq(pushSubscriptions.endpoint, sub.endpoint)));
    }
    return answer.ok;
  } catch (error) {
    deps.log.warn({ err: error, subscription: sub.id }, "push not delivered");
    return false;
  }
}

/** The leader's pass: sends the waiting pushes to every subscription of their players. Answers how many went. */
export async function deliverPushes(deps: Deps, now: Date): Promise<number> {
  const claimed = await claim(deps, now);
  if (claimed.length === 0) return 0;
  const keys = await vapidKeys(deps);
  const subs = await subscriptionsOf(deps.db, [...new Set(claimed.map((p) => p.userId))]);
  let sent = 0;
  for (const push of claimed) {
    const payload: PushPayload = { title: push.title, body: push.body, url: push.url };
    for (const sub of subs.filter((s) => s.userId === push.userId))
      if (await sendOne(deps, keys, sub, payload)) sent += 1;
  }
  return sent;
}
