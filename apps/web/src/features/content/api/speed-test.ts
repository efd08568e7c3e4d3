import type { ServerTimeModels } from "@lottery/contract";
import { apiRequest } from "../../../lib/api-client.ts";
import { resolveApiBase, resolveOddsBase } from "../../../lib/base-url.ts";
import { contentMessages } from "../../../messages/content.ts";

/** Timed calls per line. */
export const SAMPLES_PER_LINE = 5;

export interface SpeedLine {
  name: string;
  host: "api" | "odds";
  /** The origin shown to the player. */
  origin: string;
}

/** The API hosts this page can reach: the API host and, when it is another host, the odds-data host. */
export function speedLines(): SpeedLine[] {
  const page = window.location.origin;
  const api = resolveApiBase() || page;
  const odds = resolveOddsBase() || page;
  const lines: SpeedLine[] = [{ name: contentMessages.mainLine, host: "api", origin: api }];
  if (odds !== api) lines.push({ name: contentMessages.oddsLine, host: "odds", origin: odds });
  return lines;
}

/** One timed SystemConfig/GetServerTime round trip in ms, or null when it failed. */
export async function timeOnce(host: SpeedLine["host"]): Promise<number | null> {
  const started = performance.now();
  try {
    await apiRequest<ServerTimeModels>({
      method: "GET",
      path: "SystemConfig/GetServerTime",
      host,
      withToken: false,
      silent: true,
    });
    return Math.round(performance.now() - started);
  } catch {
    return null;
  }
}

/**
 * SAMPLES_PER_LINE calls one after another (parallel calls would measure the queue, not the line),
 * until `stopped()` says the result is no longer wanted.
 */
export async function sampleLine(
  host: SpeedLine["host"],
  onSample: (ms: number | null) => void,
  stopped: () => boolean,
): Promise<void> {
  for (let i = 0; i < SAMPLES_PER_LINE && !stopped(); i += 1) {
    const ms = await timeOnce(host);
    if (!stopped()) onSample(ms);
  }
}
