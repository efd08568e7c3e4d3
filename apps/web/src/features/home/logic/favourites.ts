import { findGame } from "@lottery/rules";

/** SetFavourites accepts at most this many codes. */
export const MAX_FAVOURITES = 60;

function listed(code: string): boolean {
  const game = findGame(code);
  return Boolean(game && !game.hidden);
}

/** Known, listed game codes, each once, in order, capped. */
export function cleanFavourites(codes: readonly string[]): string[] {
  const lowered = codes.map((code) => code.toLowerCase()).filter(listed);
  return [...new Set(lowered)].slice(0, MAX_FAVOURITES);
}

/**
 * Favourites after a login: nothing starred on this device or on the account is lost. This
 * device's order comes first, then what only the server had.
 */
export function mergeFavourites(local: readonly string[], server: readonly string[]): string[] {
  return cleanFavourites([...local, ...server]);
}

/** Starring adds a game at the front; starring it again removes it. */
export function toggleFavourite(list: readonly string[], code: string): string[] {
  const key = code.toLowerCase();
  return list.includes(key) ? list.filter((item) => item !== key) : cleanFavourites([key, ...list]);
}

export function sameFavourites(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((code, index) => code === b[index]);
}
