import { useEffect, useRef } from "react";
import { apiStream } from "./api.ts";

/** One message of a Server-Sent Events stream. */
export interface StreamEvent {
  type: string;
  data: string;
}

/** A dropped stream is opened again after this wait, doubled on each failure up to RETRY_MAX_MS. */
export const RETRY_MS = 1000;
export const RETRY_MAX_MS = 30_000;

/**
 * Splits what a stream sent so far into its complete messages (`event:` / `data:` lines, a blank line
 * between messages; comments and messages without data are skipped) and the unfinished rest.
 */
export function parseEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, "\n").split("\n\n");
  const rest = blocks.pop() ?? "";
  const events: StreamEvent[] = [];
  for (const block of blocks) {
    let type = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event:")) type = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    if (data.length > 0) events.push({ type, data: data.join("\n") });
  }
  return { events, rest };
}

async function readStream(response: Response, onEvent: (event: StreamEvent) => void): Promise<void> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const parsed = parseEvents(buffer + value);
    buffer = parsed.rest;
    for (const event of parsed.events) onEvent(event);
  }
}

/**
 * Follows GET /admin/api{path} (Server-Sent Events) while `enabled`: `onOpen` on every (re)connect (read
 * what may have been missed), `onEvent` for each message (the latest callbacks each time). A dropped or
 * refused stream is opened again after RETRY_MS, doubling up to RETRY_MAX_MS.
 */
export function useEventStream(
  path: string,
  handlers: { onOpen?: () => void; onEvent: (event: StreamEvent) => void },
  enabled = true,
): void {
  const saved = useRef(handlers);
  saved.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wait = RETRY_MS;
    const connect = async () => {
      try {
        const response = await apiStream(path, abort.signal);
        wait = RETRY_MS;
        saved.current.onOpen?.();
        await readStream(response, (event) => saved.current.onEvent(event));
      } catch {
        // dropped or refused: try again below
      }
      if (abort.signal.aborted) return;
      retry = setTimeout(() => void connect(), wait);
      wait = Math.min(wait * 2, RETRY_MAX_MS);
    };
    void connect();
    return () => {
      abort.abort();
      clearTimeout(retry);
    };
  }, [path, enabled]);
}
