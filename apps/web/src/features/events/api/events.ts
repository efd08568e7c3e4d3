import { useQuery } from "@tanstack/react-query";
import type {
  EventKind,
  EventPageModels,
  EventPredictModels,
  EventRankModels,
  SsjcPick,
} from "@lottery/contract";
import { post, request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";

/** Every event query sits under this key, so a prediction refreshes them all. */
export const eventsKey = ["events"] as const;

/** Which event a page shows: by id, by a shareable link's hash, else the current one of its kind. */
export interface EventTarget {
  kind: EventKind;
  eventId?: string | null;
  hash?: string | null;
}

function useMid() {
  return useSession((s) => s.userInfo?.Mid);
}

export function useEventPage(target: EventTarget) {
  const mid = useMid();
  return useQuery({
    queryKey: [...eventsKey, "page", mid, target.kind, target.eventId ?? "", target.hash ?? ""],
    queryFn: () =>
      target.hash
        ? request<EventPageModels>(`Activity/${encodeURIComponent(target.hash)}`)
        : request<EventPageModels>(
            "Activity/EventPage",
            target.eventId ? { eventId: target.eventId } : { kind: target.kind },
          ),
  });
}

export function useEventRank(eventId: number | undefined) {
  const mid = useMid();
  return useQuery({
    queryKey: [...eventsKey, "rank", mid, eventId],
    queryFn: () => request<EventRankModels>("Activity/EventRank", { eventId: eventId ?? 0 }),
    enabled: eventId !== undefined,
  });
}

export interface PredictInput {
  eventId: number;
  matchId: string;
  pick: SsjcPick;
  score: string | null;
}

export const predict = (input: PredictInput, requestId: string) =>
  post<EventPredictModels>("Activity/EventPredict", {
    eventId: input.eventId,
    matchId: input.matchId,
    pick: input.pick,
    ...(input.score ? { score: input.score } : {}),
    requestId,
  });
