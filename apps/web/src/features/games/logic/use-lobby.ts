import { useState } from "react";
import type { LobbyGame } from "@lottery/contract";
import { navigateTo } from "../../../lib/navigation.ts";
import { paths } from "../../../lib/paths.ts";
import { storage } from "../../../lib/storage.ts";
import { useCompanyGames } from "../api/games.ts";
import type { FramePageState } from "./frame-page.ts";
import { gameKey, lobbyTabs, toggled, visibleGames, withRecent, type LobbyTab } from "./lobby.ts";

/** The /gamecenter/{company} lobby's state: the company's games, tab, search, recent and favourites. */
export function useLobby(company: string) {
  const query = useCompanyGames(company);
  const [tab, setTab] = useState<LobbyTab>("all");
  const [search, setSearch] = useState("");
  const [favourites, setFavourites] = useState<string[]>(() => storage.get("gameFavourites") ?? []);
  const [recent, setRecent] = useState<string[]>(() => storage.get("recentGames") ?? []);
  const games = query.data?.games ?? [];

  const toggleFavourite = (game: LobbyGame) => {
    const next = toggled(favourites, gameKey(game));
    storage.set("gameFavourites", next);
    setFavourites(next);
  };
  const open = (game: LobbyGame) => {
    const next = withRecent(recent, gameKey(game));
    storage.set("recentGames", next);
    setRecent(next);
    navigateTo(paths.iframePage, {
      state: { url: "", title: "game", company: game.company, gamecode: game.code } satisfies FramePageState,
    });
  };

  return {
    query,
    companyName: query.data?.companyName ?? "",
    tabs: lobbyTabs(games),
    tab,
    setTab,
    search,
    setSearch,
    shown: visibleGames(games, tab, search, { recent, favourites }),
    isFavourite: (game: LobbyGame) => favourites.includes(gameKey(game)),
    toggleFavourite,
    open,
  };
}
