import { useEffect, useRef, useState } from "react";
import { userInfoKey } from "../../../lib/api/user-info.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { apiUrl } from "../../../lib/request.ts";
import { orderRecordsKey } from "../api/orders.ts";
import { fetchPageInfo, pageInfoKey } from "../api/page-info.ts";
import { resultsKey } from "../api/results.ts";

/** A drawn issue as the stream (or the polling fallback) reports it. */
export interface DrawnIssue {
  game: string;
  issue: string;
  numbers: string;
}

/** How the page is learning about draws right now. */
export type DrawStreamMode = "connecting" | "stream" | "polling";

/** Polling period of the fallback, and the wait before a closed stream is tried again. */
export const POLL_MS = 5_000;
export const RECONNECT_MS = 15_000;

const STREAM_EVENTS = ["opened", "closed", "drawn", "settled"] as const;

/** What an issue event changes on screen: the page info and results always, records and balance once settled. */
function refreshFor(type: string, game: string): void {
  void queryClient.invalidateQueries({ queryKey: pageInfoKey(game) });
  if (type === "drawn" || type === "settled") void queryClient.invalidateQueries({ queryKey: resultsKey });
  if (type === "settled") {
    void queryClient.invalidateQueries({ queryKey: orderRecordsKey });
    void queryClient.invalidateQueries({ queryKey: userInfoKey });
  }
}

/**
 * Follows the games' issues as they open, close, draw and settle: Server-Sent Events from
 * GET /api/events?games=…, refreshing the page-info and result queries on each event, and `onDrawn`
 * for each drawn issue (the draw animation), `onSettled` for each settled issue (its orders are
 * settled; the polling fallback reports a new draw to both). The browser's EventSource reconnects by itself after a
 * dropped connection; while it is down, or when EventSource is missing or the stream was refused,
 * AppLotteryPageInfo is polled every POLL_MS and a new last draw counts as drawn. A refused stream
 * is opened again after RECONNECT_MS.
 */
export function useDrawStream(
  gameCodes: readonly string[],
  onDrawn?: (drawn: DrawnIssue) => void,
  onSettled?: (game: string, issue: string) => void,
) {
  const [mode, setMode] = useState<DrawStreamMode>("connecting");
  const drawnRef = useRef(onDrawn);
  drawnRef.current = onDrawn;
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;
  const codes = [...new Set(gameCodes.map((c) => c.toLowerCase()))].sort().join(",");

  useEffect(() => {
    if (!codes) return;
    const poller = drawPoller(codes.split(","), (drawn) => {
      refreshFor("drawn", drawn.game);
      drawnRef.current?.(drawn);
      settledRef.current?.(drawn.game, drawn.issue);
    });
    let source: EventSource | null = null;
    let retry: number | undefined;
    const fallBack = () => {
      setMode("polling");
      poller.start();
    };
    const connect = () => {
      if (typeof EventSource === "undefined") return fallBack();
      source = new EventSource(apiUrl(`events?games=${codes}`));
      source.onopen = () => {
        poller.stop();
        setMode("stream");
      };
      source.onerror = () => {
        fallBack();
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        retry = window.setTimeout(connect, RECONNECT_MS);
      };
      for (const type of STREAM_EVENTS)
        source.addEventListener(type, (e) => onEvent(type, e as MessageEvent));
    };
    const onEvent = (type: string, message: MessageEvent) => {
      const event = parseEvent(message.data);
      if (!event) return;
      refreshFor(type, event.game);
      if (type === "settled") settledRef.current?.(event.game, event.issue);
      if (type === "drawn" && event.numbers) {
        poller.saw(event.game, event.issue);
        drawnRef.current?.({ game: event.game, issue: event.issue, numbers: event.numbers });
      }
    };
    connect();
    return () => {
      window.clearTimeout(retry);
      source?.close();
      poller.stop();
    };
  }, [codes]);

  return mode;
}

function parseEvent(data: unknown): { game: string; issue: string; numbers?: string } | null {
  try {
    const event = JSON.parse(String(data)) as { game?: unknown; issue?: unknown; numbers?: unknown };
    if (typeof event.game !== "string" || typeof event.issue !== "string") return null;
    return {
      game: event.game,
      issue: event.issue,
      ...(typeof event.numbers === "string" ? { numbers: event.numbers } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * The polling fallback: reads each game's page info every POLL_MS (into the query cache) and reports
 * a last draw it has not seen yet. The first reading of a game only remembers its last draw.
 */
function drawPoller(games: readonly string[], onDrawn: (drawn: DrawnIssue) => void) {
  const seen = new Map<string, string>();
  let timer: number | undefined;
  const pollOnce = async () => {
    for (const game of games) {
      const info = await fetchPageInfo(game, true).catch(() => null);
      if (!info) continue;
      queryClient.setQueryData(pageInfoKey(game), info);
      const last = info.last;
      const known = seen.get(game);
      seen.set(game, last?.issue ?? "");
      if (last && known !== undefined && known !== last.issue)
        onDrawn({ game, issue: last.issue, numbers: last.numbers });
    }
  };
  return {
    start() {
      if (timer !== undefined) return;
      void pollOnce();
      timer = window.setInterval(() => void pollOnce(), POLL_MS);
    },
    stop() {
      window.clearInterval(timer);
      timer = undefined;
    },
    saw(game: string, issue: string) {
      seen.set(game, issue);
    },
  };
}
