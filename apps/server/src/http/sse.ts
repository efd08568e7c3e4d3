import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;

/** One open Server-Sent Events stream. */
export interface SseStream {
  /** Writes one `event: <type>` / `data: <json>` message (nothing once the stream has ended). */
  send(type: string, data: unknown): void;
  /** Runs `cleanup` once when the stream ends (the client left, or the server closes). */
  onEnd(cleanup: () => void): void;
  /** Ends the stream from the server side. */
  end(): void;
}

/** Opens SSE streams on `app`'s routes: every stream still open is ended when the app closes. */
export function sseStreams(app: FastifyInstance, heartbeatMs = HEARTBEAT_MS) {
  const open = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of [...open]) end();
  });
  /**
   * Takes over the reply (after every check that answers an envelope has passed): the stream's
   * headers, `retry: 3000`, the `greeting` comment, then a comment every heartbeat.
   */
  return (request: FastifyRequest, reply: FastifyReply, greeting: string): SseStream => {
    reply.hijack();
    reply.raw.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    const write = (text: string) => {
      if (!reply.raw.writableEnded) reply.raw.write(text);
    };
    write(`retry: 3000\n: ${greeting}\n\n`);
    const cleanups: (() => void)[] = [];
    const heartbeat = setInterval(() => write(`: ping\n\n`), heartbeatMs);
    heartbeat.unref();
    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(heartbeat);
      for (const cleanup of cleanups) cleanup();
      if (!reply.raw.writableEnded) reply.raw.end();
    };
    open.add(end);
    request.raw.on("close", end);
    reply.raw.on("close", end);
    return {
      send: (type, data) => write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`),
      onEnd: (cleanup) => cleanups.push(cleanup),
      end,
    };
  };
}
