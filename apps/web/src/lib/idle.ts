/** The longest wait for an idle moment: on a busy phone the work still runs. */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `work` when the main thread is next idle (requestIdleCallback, or a timer where the browser
 * has none), so deferred work does not compete with the first screen's rendering (issue 21).
 */
export function whenIdle(work: () => void, timeoutMs: number = IDLE_TIMEOUT_MS): void {
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(() => work(), { timeout: timeoutMs });
  } else {
    window.setTimeout(work, 1);
  }
}
