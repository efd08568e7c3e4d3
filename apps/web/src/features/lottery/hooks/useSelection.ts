import { useState } from "react";
import { playDefsOf } from "../logic/games.ts";
import { emptySelection, type Selection } from "../logic/selection.ts";
import { loadSelection, saveSelection } from "../logic/ticket-list.ts";

/**
 * The picking page's selection, kept in the per-game betting record (SPEC 3) so a refresh never
 * loses it. Starts from the stored one, else the game's first play (or `play` when given).
 */
export function useSelection(gameCode: string, play?: string) {
  const [selection, setState] = useState<Selection>(() => {
    const stored = loadSelection(gameCode);
    if (stored && (!play || stored.play === play)) return stored;
    return emptySelection(gameCode, play ?? playDefsOf(gameCode)[0]?.code ?? "");
  });
  const setSelection = (next: Selection) => {
    saveSelection(gameCode, next);
    setState(next);
  };
  return [selection, setSelection] as const;
}
