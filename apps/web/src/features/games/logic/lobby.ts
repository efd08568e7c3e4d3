import type { GameCategory, LobbyGame } from "@lottery/contract";

/** A game's key in the recent and favourite lists. */
export const gameKey = (game: Pick<LobbyGame, "company" | "code">) => `${game.company}/${game.code}`;

/** How many recently opened games are kept. */
export const RECENT_LIMIT = 12;

/** The list after opening `key`: it goes first, once, and the list keeps at most RECENT_LIMIT. */
export function withRecent(list: readonly string[], key: string): string[] {
  return [key, ...list.filter((item) => item !== key)].slice(0, RECENT_LIMIT);
}

/** The list with `key` added (first) or removed. */
export function toggled(list: readonly string[], key: string): string[] {
  return list.includes(key) ? list.filter((item) => item !== key) : [key, ...list];
}

/** The lobby's tabs: all, recent, favourites, then each category the company has. */
export type LobbyTab = "all" | "recent" | "favourites" | GameCategory;

export function lobbyTabs(games: readonly LobbyGame[]): { key: LobbyTab; category?: string }[] {
  const categories = [...new Map(games.map((game) => [game.category, game.categoryName])).entries()];
  return [
    { key: "all" },
    { key: "recent" },
    { key: "favourites" },
    ...categories.map(([key, name]) => ({ key, category: name })),
  ];
}

/** The games a tab shows, narrowed by the search text (name or code, case-insensitive). */
export function visibleGames(
  games: readonly LobbyGame[],
  tab: LobbyTab,
  search: string,
  lists: { recent: readonly string[]; favourites: readonly string[] },
): LobbyGame[] {
  const byKey = new Map(games.map((game) => [gameKey(game), game]));
  const pick = (keys: readonly string[]) =>
    keys.map((key) => byKey.get(key)).filter((game): game is LobbyGame => game !== undefined);
  const inTab =
    tab === "all"
      ? [...games]
      : tab === "recent"
        ? pick(lists.recent)
        : tab === "favourites"
          ? pick(lists.favourites)
          : games.filter((game) => game.category === tab);
  const needle = search.trim().toLowerCase();
  if (!needle) return inTab;
  return inTab.filter(
    (game) => game.name.toLowerCase().includes(needle) || game.code.toLowerCase().includes(needle),
  );
}
