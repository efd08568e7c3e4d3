import type { HomeGame } from "@lottery/contract";
import { useFavourites } from "../hooks/use-favourites.ts";
import { useOpenGame } from "../hooks/use-open-game.ts";
import { GameRow } from "./GameRow.tsx";

/** A list of games with their stars. */
export function GameRows({ games, nowMs }: { games: readonly HomeGame[]; nowMs: number }) {
  const starred = useFavourites((s) => s.codes);
  const open = useOpenGame();
  return (
    <div className="game-rows">
      {games.map((game) => (
        <GameRow
          key={game.code}
          game={game}
          nowMs={nowMs}
          starred={starred.includes(game.code)}
          onOpen={open}
        />
      ))}
    </div>
  );
}
