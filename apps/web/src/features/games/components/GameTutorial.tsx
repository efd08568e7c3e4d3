import { useEffect, useState } from "react";
import { gamesMessages } from "../../../messages/games.ts";

/** Seconds the tutorial stays before it closes itself (SPEC 4). */
export const TUTORIAL_SECONDS = 10;

/** The floating ball's tutorial: three gestures, 进入游戏(NS) counting down, and 回到平台. */
export function GameTutorial(props: { onEnter: () => void; onLeave: () => void }) {
  const [left, setLeft] = useState(TUTORIAL_SECONDS);
  const { onEnter } = props;
  useEffect(() => {
    if (left <= 0) {
      onEnter();
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, onEnter]);
  return (
    <div className="game-tutorial" role="dialog" aria-label={gamesMessages.gamesTutorialTitle}>
      <h2>{gamesMessages.gamesTutorialTitle}</h2>
      <p>{gamesMessages.gamesTutorialTap}</p>
      <p>{gamesMessages.gamesTutorialDoubleTap}</p>
      <p>{gamesMessages.gamesTutorialMove}</p>
      <div className="game-tutorial-actions">
        <button type="button" onClick={props.onLeave}>
          {gamesMessages.gamesTutorialBack}
        </button>
        <button type="button" className="primary" onClick={props.onEnter}>
          {gamesMessages.gamesTutorialEnter(left)}
        </button>
      </div>
    </div>
  );
}
