import { useEffect, useState } from "react";
import { messages } from "../../../messages/index.ts";

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
    <div className="game-tutorial" role="dialog" aria-label={messages.gamesTutorialTitle}>
      <h2>{messages.gamesTutorialTitle}</h2>
      <p>{messages.gamesTutorialTap}</p>
      <p>{messages.gamesTutorialDoubleTap}</p>
      <p>{messages.gamesTutorialMove}</p>
      <div className="game-tutorial-actions">
        <button type="button" onClick={props.onLeave}>
          {messages.gamesTutorialBack}
        </button>
        <button type="button" className="primary" onClick={props.onEnter}>
          {messages.gamesTutorialEnter(left)}
        </button>
      </div>
    </div>
  );
}
