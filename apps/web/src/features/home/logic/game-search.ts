import { GAMES, type GameEntry } from "@lottery/rules";

/** Listed games whose Chinese name or code holds the keyword (case-insensitive). */
export function searchGames(keyword: string): GameEntry[] {
  const word = keyword.trim().toLowerCase();
  if (!word) return [];
  return GAMES.filter(
    (game) => !game.hidden && (game.name.toLowerCase().includes(word) || game.code.includes(word)),
  );
}
