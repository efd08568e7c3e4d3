import { useRef } from "react";
import { ApiError } from "./api-error.ts";

/**
 * A new idempotency key for a money call: 32 hex digits from the browser's secure randomness
 * (getRandomValues works on plain http too, where crypto.randomUUID does not exist).
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Whether a call failed without an answer (network down, timeout): it may or may not have happened. */
export function isUnanswered(error: unknown): boolean {
  return error instanceof ApiError && error.status === null;
}

/**
 * Sends a money call with a requestId that survives an unanswered attempt: sent again with the same
 * payload (`key`), the retry carries the same id, so the server moves the money at most once. Once
 * the server has answered (done or refused) the next call is a new attempt with a new id.
 */
export function useRequestId() {
  const held = useRef<{ key: string; id: string } | null>(null);
  return async function send<T>(key: string, call: (requestId: string) => Promise<T>): Promise<T> {
    if (held.current?.key !== key) held.current = { key, id: newRequestId() };
    try {
      const answer = await call(held.current.id);
      held.current = null;
      return answer;
    } catch (error) {
      if (!isUnanswered(error)) held.current = null;
      throw error;
    }
  };
}
