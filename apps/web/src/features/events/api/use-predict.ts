import { useMutation } from "@tanstack/react-query";
import { queryClient } from "../../../lib/query-client.ts";
import { useRequestId } from "../../../lib/request-id.ts";
import { showToast } from "../../../lib/toast.ts";
import { eventsMessages as m } from "../../../messages/events.ts";
import { eventsKey, predict, type PredictInput } from "./events.ts";

/** Sends a prediction (or its change); the requestId survives an unanswered attempt. */
export function usePredict() {
  const send = useRequestId();
  return useMutation({
    mutationFn: (input: PredictInput) =>
      send(`${input.eventId}:${input.matchId}:${input.pick}:${input.score ?? ""}`, (requestId) =>
        predict(input, requestId),
      ),
    onSuccess: () => showToast(m.eventSaved),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: eventsKey }),
  });
}
