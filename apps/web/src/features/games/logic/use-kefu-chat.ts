import { useCallback, useEffect, useRef, useState } from "react";
import type { KefuMessage, KefuMessageKind, KefuMessagesModels } from "@lottery/contract";
import { kefuMessages, kefuSend } from "../api/games.ts";

/** How often the chat asks for new messages. */
export const KEFU_POLL_MS = 2000;

/** Adds messages not held yet, in id order. */
export function mergeMessages(held: readonly KefuMessage[], more: readonly KefuMessage[]): KefuMessage[] {
  const ids = new Set(held.map((message) => message.id));
  const fresh = more.filter((message) => !ids.has(message.id));
  return fresh.length === 0 ? [...held] : [...held, ...fresh].sort((a, b) => a.id - b.id);
}

/** The chat's messages, kept fresh by polling from the last id; sending appends at once. */
export function useKefuChat() {
  const [messages, setMessages] = useState<KefuMessage[]>([]);
  const [status, setStatus] = useState<KefuMessagesModels["status"]>("none");
  const [loaded, setLoaded] = useState(false);
  const [sending, setSending] = useState(false);
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
    const poll = async () => {
      try {
        const answer = await kefuMessages(lastId.current);
        if (!live) return;
        setStatus(answer.status);
        take(answer.messages);
      } catch {
        // Offline for a moment: the next poll tries again.
      } finally {
        if (live) setLoaded(true);
      }
    };
    void poll();
    const timer = setInterval(() => void poll(), KEFU_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
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
  return { messages, status, loaded, sending, send };
}
