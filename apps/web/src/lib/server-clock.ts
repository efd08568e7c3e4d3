import { useQuery } from "@tanstack/react-query";
import type { ServerTimeModels } from "@lottery/contract";
import { queryClient } from "./query-client.ts";
import { request } from "./request.ts";

/**
 * The server's clock as this device sees it. A phone's clock may be minutes off (or set to another
 * day near midnight), so anything that names a China date for the server — 资金明细's 今天 / 近7天
 * ranges — starts from the server's time: one SystemConfig/GetServerTime call, kept for the session.
 */
export interface ServerClock {
  /** Milliseconds the time call took. */
  latencyMs: number;
  /** Server clock minus device clock, in milliseconds (the call's midpoint). */
  offsetMs: number;
}

export const serverClockKey = ["server-clock"] as const;

/** Times one SystemConfig/GetServerTime call and keeps the result for the session. */
export async function probeServerClock(): Promise<ServerClock> {
  const started = Date.now();
  const answer = await request<ServerTimeModels>("SystemConfig/GetServerTime", {}, { silent: true });
  const ended = Date.now();
  const clock = { latencyMs: ended - started, offsetMs: answer.timestamp * 1000 - (started + ended) / 2 };
  queryClient.setQueryData(serverClockKey, clock);
  return clock;
}

/** The server's time now in milliseconds; null while the first probe is out (the device's time if it failed). */
export function useServerNow(): number | null {
  const clock = useQuery({
    queryKey: serverClockKey,
    queryFn: probeServerClock,
    staleTime: Infinity,
    retry: 1,
  });
  if (clock.data) return Date.now() + clock.data.offsetMs;
  return clock.isError ? Date.now() : null;
}
