import type { CSSProperties } from "react";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { diceSum, drawView } from "../logic/draw-view.ts";
import "./lottery.css";
import "./fast.css";

/**
 * A fast-draw result in its family's shape: balls, dice (with the K3 total), cars in finishing order
 * or the 射龙门 cards. `rolling` plays the draw animation once (CSS only, about 1.5 s, none when the
 * device asks for reduced motion); re-mount it (a new key) to play it again.
 */
export function FastDrawNumbers({
  gameCode,
  numbers,
  rolling = false,
}: {
  gameCode: string;
  numbers: string;
  rolling?: boolean;
}) {
  const { shape, pieces } = drawView(gameCode, numbers);
  const sum = diceSum(gameCode, pieces);
  return (
    <span
      className={`fast-draw fast-draw-${shape}${rolling ? " fast-draw-rolling" : ""}`}
      data-testid="fast-draw"
      data-rolling={rolling}
    >
      {pieces.map((piece, i) => (
        <span
          key={i}
          className={`draw-ball fast-piece${piece.zone > 0 ? " fast-piece-extra" : ""}`}
          data-value={piece.value}
          style={{ "--i": i } as CSSProperties}
        >
          {piece.text}
        </span>
      ))}
      {sum && (
        <span className="fast-draw-sum">
          {lotteryMessages.lottery.fast.diceSum(sum.sum, sum.big, sum.odd)}
        </span>
      )}
    </span>
  );
}
