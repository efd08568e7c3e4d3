import { useCallback, useEffect, useState } from "react";
import type { KefuMessagesModels } from "@lottery/contract";
import { fetchKefuUrl } from "../../../lib/kefu.ts";
import { kefuMessages, kefuStreamUrl } from "../api/games.ts";

/** How long the check waits for the live message stream to open. */
export const STREAM_CHECK_MS = 5000;

/** The live message stream: open, not opening, or not available here (the chat then polls). */
export type StreamCheck = "ok" | "failed" | "unsupported";

export type KefuCheck =
  | { state: "checking" }
  | { state: "failed" }
  | {
      state: "ok";
      url: string;
      ms: number;
      chat: KefuMessagesModels["status"] | null;
      stream: StreamCheck;
    };

/** Whether GET Kefu/Events opens within STREAM_CHECK_MS (closed again at once). */
export function checkStream(): Promise<StreamCheck> {
  if (typeof EventSource === "undefined") return Promise.resolve("unsupported");
  return new Promise((resolve) => {
    const source = new EventSource(kefuStreamUrl());
    const done = (result: StreamCheck) => {
      window.clearTimeout(timer);
      source.close();
      resolve(result);
    };
    const timer = window.setTimeout(() => done("failed"), STREAM_CHECK_MS);
    source.onopen = () => done("ok");
    source.onerror = () => done("failed");
  });
}

/**
 * What the check shows as the chat's address: the built-in chat (a path of this site) by name, an
 * outside one by its host — never a raw path.
 */
export function kefuPlace(url: string, origin = window.location.origin): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? null : parsed.host;
  } catch {
    return null;
  }
}

/** /KefuTest: asks GetKFUrl (timed), then whether the chat answers and its live stream opens. */
export function useKefuTest() {
  const [check, setCheck] = useState<KefuCheck>({ state: "checking" });
  const run = useCallback(async () => {
    setCheck({ state: "checking" });
    const started = performance.now();
    const url = await fetchKefuUrl("/KefuTest");
    const ms = Math.round(performance.now() - started);
    if (!url) {
      setCheck({ state: "failed" });
      return;
    }
    const chat = await kefuMessages(0).then(
      (answer) => answer.status,
      () => null,
    );
    setCheck({ state: "ok", url, ms, chat, stream: await checkStream() });
  }, []);
  useEffect(() => {
    void run();
  }, [run]);
  return { check, run };
}
