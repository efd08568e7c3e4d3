import { Button, Stepper } from "antd-mobile";
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

/** Points and chances left, the stake stepper, and the two buttons: play free, play with points. */
export function StakeControls(props: {
  terms: SmallGameQualifyModels;
  points: number;
  chances: number;
  stake: number;
  onStake: (stake: number) => void;
  busy: boolean;
  freeLabel: string;
  playLabel: string;
  onPlay: (useChance: boolean) => void;
  testId: string;
}) {
  return (
    <>
      <div className="instant-slot-info">
        <span data-testid={props.testId}>{m.instantMyPoints(props.points)}</span>
        <span>{m.instantChances(props.chances)}</span>
      </div>
      <div className="instant-stake">
        <span>{m.instantStake}</span>
        <Stepper
          min={props.terms.minStake}
          max={props.terms.maxStake}
          value={props.stake}
          onChange={props.onStake}
        />
      </div>
      <div className="instant-actions">
        <Button color="warning" disabled={!props.chances || props.busy} onClick={() => props.onPlay(true)}>
          {props.freeLabel}
        </Button>
        <Button
          color="danger"
          loading={props.busy}
          disabled={props.points < props.stake}
          onClick={() => props.onPlay(false)}
        >
          {props.playLabel}
        </Button>
      </div>
    </>
  );
}
