import { useMutation } from "@tanstack/react-query";
import type { SmallGameQualifyModels } from "@lottery/contract";
import { queryClient } from "../../../lib/query-client.ts";
import { useRequestId } from "../../../lib/request-id.ts";
import { instantMessages as m } from "../../../messages/instant.ts";
import { instantKey, playSmallGame, type SmallGameMove } from "../api/instant.ts";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why the player has free chances today (shared by the small games): each reason and whether it is earned. */
export function ChanceReasons(props: { reasons: SmallGameQualifyModels["reasons"] }) {
  return (
    <div className="instant-section">
      {props.reasons.map((reason) => (
        <div key={reason.text} className={reason.earned ? "instant-ok" : "instant-note"}>
          {m.instantChanceReason(reason.text, reason.chances)}
        </div>
      ))}
    </div>
  );
}

/**
 * Plays a small game once (points or a free chance), taking at least `animationMs` so the reels turn
 * or the hammer falls; the requestId survives an unanswered attempt.
 */
export function usePlaySmallGame(animationMs: number) {
  const send = useRequestId();
  return useMutation({
    mutationFn: async (move: SmallGameMove) => {
      const [answer] = await Promise.all([
        send(JSON.stringify(move), (requestId) => playSmallGame(move, requestId)),
        wait(animationMs),
      ]);
      return answer;
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: instantKey }),
  });
}
