/** At most this many recent searches are remembered (newest first). */
export const MAX_RECENT_SEARCHES = 10;

/** The list with `keyword` (trimmed) moved or added to the front, without duplicates, capped. */
export function addRecentSearch(list: readonly string[], keyword: string): string[] {
  const word = keyword.trim();
  if (!word) return [...list];
  return [word, ...list.filter((item) => item !== word)].slice(0, MAX_RECENT_SEARCHES);
}
