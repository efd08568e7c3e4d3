import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import type { KefuMessage } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import type { KefuEvent } from "../events/bus.ts";
import { sseStreams, type SseStream } from "../http/sse.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { documentedSchema, mergeParams } from "../http/params.ts";
import { admitPlayerCall, noParams } from "../http/player-route.ts";
import { adminStreamRoute } from "../admin/admin-route.ts";
import { messageOf, type ConversationRow } from "./service.ts";
import { kefuMessages } from "./tables.ts";

/**
 * Customer service pushed live both ways (Server-Sent Events on the event bus, carried between
 * processes by the relay): a player's chat receives its own conversation's new messages and state,
 * the console desk hears of every conversation that changed. The clients fetch the history once on
 * every (re)connect; the streams carry only what happens after.
 */

/** Streams one player may hold open at once (tabs, a reopened page); a new one ends the oldest. */
export const KEFU_STREAMS_PER_PLAYER = 3;

/** Tells every stream (in every process) that a conversation changed; call after the change committed. */
export function publishKefu(deps: Deps, conversation: ConversationRow, message?: KefuMessage): void {
  const event: KefuEvent = {
    type: "kefu",
    conversationId: conversation.id,
    userId: conversation.userId,
    status: conversation.status as KefuEvent["status"],
    operatorId: conversation.operatorId,
    at: chinaTimeIso(new Date()),
    ...(message ? { messageId: message.id, sender: message.sender } : {}),
  };
  deps.events.publish(event);
}

async function messageOfEvent(deps: Deps, event: KefuEvent): Promise<KefuMessage | null> {
  if (event.messageId === undefined) return null;
  const [row] = await deps.db
    .select()
    .from(kefuMessages)
    .where(and(eq(kefuMessages.id, event.messageId), eq(kefuMessages.conversationId, event.conversationId)));
  return row ? messageOf(row) : null;
}

/** Keeps at most KEFU_STREAMS_PER_PLAYER streams per player. */
function streamLimit() {
  const byPlayer = new Map<number, Set<SseStream>>();
  return (userId: number, stream: SseStream) => {
    const held = byPlayer.get(userId) ?? new Set<SseStream>();
    byPlayer.set(userId, held);
    held.add(stream);
    stream.onEnd(() => {
      held.delete(stream);
      if (held.size === 0) byPlayer.delete(userId);
    });
    if (held.size > KEFU_STREAMS_PER_PLAYER) [...held][0]!.end();
  };
}

/**
 * GET /api/Kefu/Events (signed, login required): the player's own conversation as it changes —
 * `event: said` with each new message (theirs or an operator's), then `event: status` with the
 * conversation's state. Refusals (signature, login, maintenance) answer the envelope, not a stream.
 */
export function kefuPlayerStream(app: FastifyInstance, deps: Deps): void {
  const openStream = sseStreams(app);
  const limit = streamLimit();
  app.get(
    "/api/Kefu/Events",
    {
      schema: documentedSchema(
        "GET",
        "Server-Sent Events of the player's own customer-service conversation: `said` (a new message) and " +
          "`status` ({status}); fetch Kefu/Messages on every (re)connect for what came before",
        "kefu",
        noParams,
      ),
    },
    async (request, reply) => {
      const player = await admitPlayerCall(deps, mergeParams(request), "required");
      const userId = player.user.id;
      const stream = openStream(request, reply, "subscribed kefu");
      limit(userId, stream);
      let chain = Promise.resolve();
      const forward = async (event: KefuEvent) => {
        const message = await messageOfEvent(deps, event);
        if (message) stream.send("said", message);
        stream.send("status", { status: event.status });
      };
      const unsubscribe = deps.events.subscribeKefu((event) => {
        if (event.userId !== userId) return;
        chain = chain
          .then(() => forward(event))
          .catch((error: unknown) => deps.log.error({ err: error }, "kefu stream: event not sent"));
      });
      stream.onEnd(unsubscribe);
    },
  );
}

/**
 * GET /admin/api/kefu/events (permission support): `event: kefu` for every conversation that changed
 * (its id, the player, the new message's id and sender, the state and operator) — the desk reads the
 * queue and the open conversation again.
 */
export function kefuDeskStream(admin: FastifyInstance, deps: Deps): void {
  const openStream = sseStreams(admin);
  adminStreamRoute(admin, deps, {
    path: "/kefu/events",
    summary: "Server-Sent Events for the customer-service desk: `kefu` whenever a conversation changes",
    params: noParams,
    permission: "support",
    open: (_ctx, request, reply) => {
      const stream = openStream(request, reply, "subscribed kefu desk");
      stream.onEnd(deps.events.subscribeKefu((event) => stream.send("kefu", event)));
    },
  });
}
