import { useCallback, useEffect, useRef, useState } from "react";
import type { KefuMessage, KefuMessageKind, KefuMessagesModels } from "@lottery/contract";
import { kefuMessages, kefuSend, kefuStreamUrl } from "../api/games.ts";

/** Where EventSource is missing (an old webview), the chat asks for new messages this often. */
export const KEFU_POLL_MS = 2000;
/** A dropped stream is opened again after this wait, doubled on each failure up to KEFU_RETRY_MAX_MS. */
export const KEFU_RETRY_MS = 1000;
export const KEFU_RETRY_MAX_MS = 30_000;

/** How the chat hears of new messages right now. */
export type KefuFeedMode = "connecting" | "stream" | "polling";

type Status = KefuMessagesModels["status"];

/** Adds messages not held yet, in id order. */
export function mergeMessages(held: readonly KefuMessage[], more: readonly KefuMessage[]): KefuMessage[] {
  const ids = new Set(held.map((message) => message.id));
  const fresh = more.filter((message) => !ids.has(message.id));
  return fresh.length === 0 ? [...held] : [...held, ...fresh].sort((a, b) => a.id - b.id);
}

/** A pushed message (`said`), or null when the data is not one. */
export function pushedMessage(data: unknown): KefuMessage | null {
  try {
    const message = JSON.parse(String(data)) as Partial<KefuMessage>;
    const valid = typeof message.id === "number" && typeof message.body === "string";
    return valid ? (message as KefuMessage) : null;
  } catch {
    return null;
  }
}

/** A pushed conversation state (`status`), or null when the data is not one. */
export function pushedStatus(data: unknown): Status | null {
  try {
    const { status } = JSON.parse(String(data)) as { status?: unknown };
    return status === "waiting" || status === "active" || status === "closed" ? status : null;
  } catch {
    return null;
  }
}

interface Feed {
  take(messages: readonly KefuMessage[]): void;
  setStatus(status: Status): void;
  /** Reads the history after the last message held (on every (re)connect). */
  catchUp(): Promise<void>;
  setMode(mode: KefuFeedMode): void;
}

/** Polls the history: only where EventSource is missing. Returns the stop function. */
function pollFeed(feed: Feed): () => void {
  feed.setMode("polling");
  void feed.catchUp();
  const timer = window.setInterval(() => void feed.catchUp(), KEFU_POLL_MS);
  return () => window.clearInterval(timer);
}

/**
 * The pushed feed: GET Kefu/Events (Server-Sent Events of the player's own conversation). Each open
 * (the first and every reconnect) reads the history after the last message held, so nothing said
 * while the stream was down is missed. A dropped stream is closed and opened again with a fresh
 * signature (the browser's own retry would resend a stale one). Returns the stop function.
 */
function streamFeed(feed: Feed): () => void {
  let source: EventSource | null = null;
  let retry: number | undefined;
  let wait = KEFU_RETRY_MS;
  const connect = () => {
    source = new EventSource(kefuStreamUrl());
    source.onopen = () => {
      wait = KEFU_RETRY_MS;
      feed.setMode("stream");
      void feed.catchUp();
    };
    source.addEventListener("said", (event) => {
      const message = pushedMessage((event as MessageEvent).data);
      if (message) feed.take([message]);
    });
    source.addEventListener("status", (event) => {
      const status = pushedStatus((event as MessageEvent).data);
      if (status) feed.setStatus(status);
    });
    source.onerror = () => {
      source?.close();
      feed.setMode("connecting");
      void feed.catchUp();
      retry = window.setTimeout(connect, wait);
      wait = Math.min(wait * 2, KEFU_RETRY_MAX_MS);
    };
  };
  connect();
  return () => {
    window.clearTimeout(retry);
    source?.close();
  };
}

/** The chat's messages, pushed live (polling only without EventSource); sending appends at once. */
export function useKefuChat() {
  const [messages, setMessages] = useState<KefuMessage[]>([]);
  const [status, setStatus] = useState<Status>("none");
  const [loaded, setLoaded] = useState(false);
  const [sending, setSending] = useState(false);
  const [mode, setMode] = useState<KefuFeedMode>("connecting");
  const lastId = useRef(0);

  const take = useCallback((more: readonly KefuMessage[]) => {
    setMessages((held) => {
      const next = mergeMessages(held, more);
      lastId.current = next.at(-1)?.id ?? 0;
      return next;
    });
  }, []);

  useEffect(() => {
    let live = true;
    const catchUp = async () => {
      try {
        const answer = await kefuMessages(lastId.current);
        if (!live) return;
        setStatus(answer.status);
        take(answer.messages);
      } catch {
        // Offline for a moment: the next (re)connect reads again.
      } finally {
        if (live) setLoaded(true);
      }
    };
    const feed: Feed = { take, setStatus, catchUp, setMode };
    const stop = typeof EventSource === "undefined" ? pollFeed(feed) : streamFeed(feed);
    return () => {
      live = false;
      stop();
    };
  }, [take]);

  const send = async (kind: KefuMessageKind, body: string): Promise<boolean> => {
    setSending(true);
    try {
      take([await kefuSend(kind, body)]);
      return true;
    } catch {
      return false; // the request helper has shown the refusal
    } finally {
      setSending(false);
    }
  };
  return { messages, status, loaded, sending, send, mode };
}
