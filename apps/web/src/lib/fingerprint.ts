import { storage } from "./storage.ts";
import { fetchFingerprintParam } from "./api/system.ts";
import { whenIdle } from "./idle.ts";

/**
 * SPEC 7.3/9: the fingerprint is computed 2 s after start — at the first idle moment after that, so
 * its canvas and audio probes do not delay the home screen's paint on a slow phone (issue 21).
 */
export const FINGERPRINT_DELAY_MS = 2000;

async function computeFingerprint(): Promise<string> {
  const FingerprintJS = await import("@fingerprintjs/fingerprintjs");
  // monitoring off: no third-party statistics request from a betting app
  const agent = await FingerprintJS.load({ monitoring: false });
  const { visitorId } = await agent.get();
  return visitorId;
}

/** Computes the device fingerprint (RDUID), stores it and asks GetFingerprintParam for the agent. */
export async function identifyDevice(compute: () => Promise<string> = computeFingerprint): Promise<void> {
  const fingerprint = await compute();
  storage.set("fingerprint", fingerprint);
  await fetchFingerprintParam(fingerprint);
}

export function scheduleFingerprint(delayMs: number = FINGERPRINT_DELAY_MS): () => void {
  let cancelled = false;
  const timer = window.setTimeout(() => {
    whenIdle(() => {
      if (cancelled) return;
      identifyDevice().catch(() => {
        // best effort: requests go out without RDUID until the next start
      });
    });
  }, delayMs);
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
  };
}
