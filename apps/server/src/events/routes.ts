import type { FastifyInstance, FastifyReply } from "fastify";
import { TOGETHER_EVENTS_CHANNEL, eventStreamParams } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { mergeParams } from "../http/params.ts";
import { parseParams } from "../domain/params.ts";
import { requireScheduledGame } from "../lottery/games.ts";
import type { GameEvent } from "./bus.ts";

/**
 * GET /api/events?games=ssq,cqssc — Server-Sent Events of the named games (opened, closed, drawn,
 * settled …; events/bus.ts), one `event: <type>` / `data: <json>` message per event, a comment line
 * every 15 s to keep proxies from closing the stream (`hm`: every group purchase's progress, event
 * `scheme`), and a clean end when the server stops. A bad
 * `games` answers the usual envelope (status 2) instead of a stream. No login: results are public.
 * Polling (lotteryresult/*, AppLotteryPageInfo) remains the fallback.
 */

export const HEARTBEAT_MS = 15_000;

function gameCodesOf(raw: Record<string, string>): string[] {
  const { games } = parseParams(eventStreamParams, raw);
  const codes = games
    .split(",")
    .map((code) =>
      code.toLowerCase() === TOGETHER_EVENTS_CHANNEL
        ? TOGETHER_EVENTS_CHANNEL
        : requireScheduledGame(code).game.code,
    );
  return [...new Set(codes)];
}

function write(reply: FastifyReply, text: string): void {
  if (!reply.raw.writableEnded) reply.raw.write(text);
}

/** Registers the SSE stream; open streams are ended when the app closes. */
export function eventRoutes(app: FastifyInstance, deps: Deps, heartbeatMs = HEARTBEAT_MS): void {
  const open = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of [...open]) end();
  });
  app.get(
    "/api/events",
    { schema: { summary: "Server-Sent Events of games' issues (games=ssq,cqssc)", tags: ["lottery"] } },
    async (request, reply) => {
      const codes = gameCodesOf(mergeParams(request));
      reply.hijack();
      reply.raw.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      write(reply, `retry: 3000\n: subscribed ${codes.join(",")}\n\n`);
      const send = (event: GameEvent) =>
        write(reply, `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      const unsubscribe = codes.map((code) => deps.events.subscribe(code, send));
      const heartbeat = setInterval(() => write(reply, `: ping\n\n`), heartbeatMs);
      heartbeat.unref();
      const end = () => {
        if (!open.delete(end)) return;
        clearInterval(heartbeat);
        for (const off of unsubscribe) off();
        if (!reply.raw.writableEnded) reply.raw.end();
      };
      open.add(end);
      request.raw.on("close", end);
      reply.raw.on("close", end);
    },
  );
}
