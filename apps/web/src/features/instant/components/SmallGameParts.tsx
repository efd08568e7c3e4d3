import { Button, Stepper } from "antd-mobile";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { BetSmallGameModels, SmallGameQualifyModels } from "@lottery/contract";
import { paths } from "../../../lib/paths.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { useRequestId } from "../../../lib/request-id.ts";
import { instantMessages as m } from "../../../messages/instant.ts";
import { instantKey, playSmallGame, useQualify, type SmallGameMove } from "../api/instant.ts";
import { Paytable } from "./Paytable.tsx";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why the player has free chances today (shared by the small games): each reason and whether it is earned. */
function ChanceReasons(props: { reasons: SmallGameQualifyModels["reasons"] }) {
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
function usePlaySmallGame(animationMs: number) {
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

/**
 * One small game's page state: its terms (CheckSmallGameQualify), the play, the last answer, and the
 * points and chances to show — the last answer's once it has come, the terms' before and meanwhile.
 */
export function useSmallGame(game: SmallGameMove["game"], animationMs: number) {
  const query = useQualify(game);
  const play = usePlaySmallGame(animationMs);
  const answer = play.data ?? null;
  const settled = answer !== null && !play.isPending;
  return {
    query,
    play,
    terms: query.data,
    answer,
    points: (settled ? answer.points : query.data?.points) ?? 0,
    chances: (settled ? answer.chances : query.data?.chances) ?? 0,
  };
}

/** What the last play won, in words (`idle` before the first play). */
export function playResultText(answer: BetSmallGameModels | null, idle: string): string {
  if (!answer) return idle;
  const { play } = answer;
  if (!play.lineName) return m.instantLose;
  const win = m.instantWinLine(play.lineName, play.prizePoints);
  return play.redPacket > 0 ? `${win}，${m.instantWinPacket(play.redPacket)}` : win;
}

/** Below a small game: why the player has chances, the published paytable and 验证 to the verify page. */
export function SmallGameFooter(props: { terms: SmallGameQualifyModels; note?: string }) {
  const navigate = useNavigate();
  return (
    <>
      <ChanceReasons reasons={props.terms.reasons} />
      <Paytable terms={props.terms} note={props.note} />
      <div className="instant-actions">
        <Button
          fill="outline"
          className="instant-verify-link"
          onClick={() => void navigate(paths.fairVerify)}
        >
          {m.instantVerifyTitle}
        </Button>
      </div>
    </>
  );
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
