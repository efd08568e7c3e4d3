import { useCallback, useEffect, useState } from "react";
import type { CodePurpose, SendCodeParams } from "@lottery/contract";
import { showToast } from "../../../lib/toast.ts";
import { accountMessages } from "../../../messages/account.ts";
import { sendCode } from "../api/send-code.ts";

/** Whole seconds until `endsAtMs`, never negative. */
export function secondsUntil(endsAtMs: number | null, nowMs: number): number {
  return endsAtMs === null ? 0 : Math.max(0, Math.ceil((endsAtMs - nowMs) / 1000));
}

/** A countdown kept as an end time, so a throttled background tab still ends it on time. */
export function useCountdown() {
  const [endsAtMs, setEndsAtMs] = useState<number | null>(null);
  const [nowMs, setNowMs] = useState(() => Date.now());

  useEffect(() => {
    if (endsAtMs === null) return;
    const timer = window.setInterval(() => {
      const now = Date.now();
      setNowMs(now);
      if (now >= endsAtMs) setEndsAtMs(null);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAtMs]);

  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setNowMs(now);
    setEndsAtMs(now + seconds * 1000);
  }, []);

  return { secondsLeft: secondsUntil(endsAtMs, nowMs), start };
}

export type CodeTarget = Omit<SendCodeParams, "purpose">;

/**
 * Sends a verification code and blocks the next one for as long as the server's `resendIn` says.
 * `target` validates the form fields the code needs and answers them; a rejection sends nothing.
 */
export function useCodeSender(purpose: CodePurpose, target: () => Promise<CodeTarget>) {
  const { secondsLeft, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    let params: CodeTarget;
    try {
      params = await target();
    } catch {
      return; // the form shows what is missing
    }
    setSending(true);
    try {
      const { resendIn } = await sendCode({ purpose, ...params });
      start(resendIn);
      showToast(accountMessages.codeSent);
    } catch {
      // the request helper has shown the server's message
    } finally {
      setSending(false);
    }
  };

  return { secondsLeft, sending, send };
}
