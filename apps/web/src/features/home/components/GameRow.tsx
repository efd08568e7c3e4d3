import type { HomeGame } from "@lottery/contract";
import { homeMessages } from "../../../messages/home.ts";
import { toggleFavouriteGame } from "../hooks/use-favourites.ts";
import { GameIcon } from "../../../components/GameIcon.tsx";
import { isFastGame } from "../logic/game-list.ts";
import { formatNextDraw } from "../logic/next-draw.ts";
import { StarIcon } from "./icons.tsx";

export interface GameRowProps {
  game: HomeGame;
  nowMs: number;
  starred: boolean;
  onOpen: (code: string) => void;
}

/** One game: icon, name, slogan, next draw, and a star that keeps it in 收藏. */
export function GameRow({ game, nowMs, starred, onOpen }: GameRowProps) {
  const draw = formatNextDraw(game.nextDraw, nowMs, isFastGame(game.code));
  return (
    <div className="game-row">
      <button type="button" className="game-open" onClick={() => onOpen(game.code)}>
        <GameIcon code={game.code} />
        <span className="game-text">
          <span className="game-name">{game.name}</span>
          {game.slogan && <span className="game-slogan">{game.slogan}</span>}
          {draw && <span className="game-draw">{draw}</span>}
        </span>
      </button>
      <button
        type="button"
        className={`game-star${starred ? " starred" : ""}`}
        aria-label={starred ? homeMessages.unstar : homeMessages.star}
        aria-pressed={starred}
        onClick={() => toggleFavouriteGame(game.code)}
      >
        <StarIcon filled={starred} />
      </button>
    </div>
  );
}
