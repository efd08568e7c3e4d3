import type { FastifyInstance } from "fastify";
import { findGame } from "@lottery/rules";
import { TOGETHER_EVENTS_CHANNEL, eventStreamParams } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { mergeParams } from "../http/params.ts";
import { parseParams } from "../domain/params.ts";
import { requireScheduledGame } from "../lottery/games.ts";
import type { GameEvent } from "./bus.ts";
import { HEARTBEAT_MS, sseStreams } from "../http/sse.ts";

export { HEARTBEAT_MS } from "../http/sse.ts";

/**
 * GET /api/events?games=ssq,cqssc,jczq — Server-Sent Events of the named games (opened, closed, drawn,
 * settled; for sports games odds, closed, result and settled of their matches; `hm`: every group
 * purchase's progress, event `scheme`; events/bus.ts), one `event: <type>` / `data: <json>` message
 * per event, a comment line every 15 s to keep proxies from closing the stream, and a clean end when
 * the server stops. A bad
 * `games` answers the usual envelope (status 2) instead of a stream. No login: results are public.
 * Polling (lotteryresult/*, AppLotteryPageInfo) remains the fallback.
 */

/** A scheduled game's code, a sports game's (its matches' odds, results and settlements), or `hm`. */
function eventGameCode(code: string): string {
  if (code.toLowerCase() === TOGETHER_EVENTS_CHANNEL) return TOGETHER_EVENTS_CHANNEL;
  const sports = findGame(code);
  return sports?.kind === "sports" ? sports.code : requireScheduledGame(code).game.code;
}

function gameCodesOf(raw: Record<string, string>): string[] {
  const { games } = parseParams(eventStreamParams, raw);
  const codes = games.split(",").map(eventGameCode);
  return [...new Set(codes)];
}

/** Registers the SSE stream; open streams are ended when the app closes. */
export function eventRoutes(app: FastifyInstance, deps: Deps, heartbeatMs = HEARTBEAT_MS): void {
  const openStream = sseStreams(app, heartbeatMs);
  app.get(
    "/api/events",
    {
      schema: {
        summary: "Server-Sent Events of games' issues and matches (games=ssq,cqssc,jczq)",
        tags: ["lottery"],
      },
    },
    async (request, reply) => {
      const codes = gameCodesOf(mergeParams(request));
      const stream = openStream(request, reply, `subscribed ${codes.join(",")}`);
      const send = (event: GameEvent) => stream.send(event.type, event);
      for (const code of codes) stream.onEnd(deps.events.subscribe(code, send));
    },
  );
}
