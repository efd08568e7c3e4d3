import { useCallback, useEffect, useState } from "react";
import type { KefuMessagesModels } from "@lottery/contract";
import { fetchKefuUrl } from "../../../lib/kefu.ts";
import { kefuMessages } from "../api/games.ts";

export type KefuCheck =
  | { state: "checking" }
  | { state: "failed" }
  | { state: "ok"; url: string; ms: number; chat: KefuMessagesModels["status"] | null };

/** /KefuTest: asks GetKFUrl (timed), then whether the chat answers. */
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
    setCheck({ state: "ok", url, ms, chat });
  }, []);
  useEffect(() => {
    void run();
  }, [run]);
  return { check, run };
}
