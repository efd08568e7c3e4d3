import { describe, expect, it } from "vitest";
import type { LobbyGame } from "@lottery/contract";
import { lobbyTabs, RECENT_LIMIT, toggled, visibleGames, withRecent } from "./lobby.ts";

const game = (
  code: string,
  name: string,
  category: LobbyGame["category"],
  categoryName: string,
): LobbyGame => ({
  company: "cq9",
  companyName: "CQ9电子",
  code,
  name,
  category,
  categoryName,
  hot: false,
});
const games = [game("fruit", "水果拉霸", "slot", "电子"), game("fish", "捕鱼大亨", "fish", "捕鱼")];

describe("recent and favourites", () => {
  it("puts the latest first, once, and keeps a limit", () => {
    expect(withRecent(["a", "b"], "b")).toEqual(["b", "a"]);
    const long = Array.from({ length: RECENT_LIMIT }, (_, i) => `g${i}`);
    expect(withRecent(long, "new")).toHaveLength(RECENT_LIMIT);
  });
  it("toggles a favourite", () => {
    expect(toggled(["a"], "b")).toEqual(["b", "a"]);
    expect(toggled(["a", "b"], "a")).toEqual(["b"]);
  });
});

describe("lobby tabs and search", () => {
  it("offers all, recent, favourites and the company's categories", () => {
    expect(lobbyTabs(games).map((tab) => tab.key)).toEqual(["all", "recent", "favourites", "slot", "fish"]);
  });
  it("filters by tab and search text", () => {
    const lists = { recent: ["cq9/fish"], favourites: ["cq9/fruit", "cq9/gone"] };
    expect(visibleGames(games, "all", "", lists)).toHaveLength(2);
    expect(visibleGames(games, "recent", "", lists).map((g) => g.code)).toEqual(["fish"]);
    expect(visibleGames(games, "favourites", "", lists).map((g) => g.code)).toEqual(["fruit"]);
    expect(visibleGames(games, "slot", "", lists).map((g) => g.code)).toEqual(["fruit"]);
    expect(visibleGames(games, "all", "捕鱼", lists).map((g) => g.code)).toEqual(["fish"]);
    expect(visibleGames(games, "all", "FRU", lists).map((g) => g.code)).toEqual(["fruit"]);
  });
});
