import type { FastifyInstance } from "fastify";
import {
  categoryGameListParams,
  companyGameListParams,
  launchUrlParams,
  type GameCategory,
  type GameListModels,
  type LaunchUrlModels,
} from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { refuse } from "../domain/refusal.ts";
import { playerRoute } from "../http/player-route.ts";
import { readSetting } from "../system/settings-store.ts";
import { GAME_CATALOGUE, lobbyGames } from "./catalogue.ts";
import { GameProviderError } from "./provider.ts";

/** A player may open this many games a minute (per IP). */
const LAUNCH_PER_MIN = 60;

/** The game lobby's player calls: catalogue lists by category or company, and the launch URL. */
export function lobbyRoutes(app: FastifyInstance, deps: Deps): void {
  const categoryList = (path: string, category: GameCategory, what: string) =>
    playerRoute(app, deps, {
      method: "GET",
      path,
      summary: `The enabled ${what} games of the catalogue (optionally of one \`company\`), hot ones first`,
      tag: "games",
      params: categoryGameListParams,
      auth: "required",
      handler: async ({ params }) => gameList(deps, { category, company: params.company }),
    });
  categoryList("/SiteMsg/GetSlotsGameList", "slot", "slot (电子)");
  categoryList("/SiteMsg/GetLCPokerGameList", "poker", "card (棋牌)");
  categoryList("/SiteMsg/GetFHLLGameList", "fish", "fishing (捕鱼)");

  playerRoute(app, deps, {
    method: "GET",
    path: "/SiteMsg/GetGameList2",
    summary: "Every enabled game of game company `company` (the /gamecenter lobby), by category, hot first",
    tag: "games",
    params: companyGameListParams,
    auth: "required",
    handler: async ({ params }) => {
      const list = await gameList(deps, { company: params.company });
      if (!list.companyName) throw refuse("transfer.unknownCompany");
      return list;
    },
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/lottery/LaunchUrl",
    summary:
      "SPEC 7.3 getGameUrl: a signed URL opening game `gamecode` of `company` for this player, valid 2 hours; " +
      "refused for a game not in the catalogue or disabled",
    tag: "games",
    params: launchUrlParams,
    auth: "required",
    perMinute: LAUNCH_PER_MIN,
    handler: async ({ params, player }): Promise<LaunchUrlModels> => {
      const companies = await deps.gameProvider.companies();
      const { games } = await readSetting(deps.db, GAME_CATALOGUE);
      const known = lobbyGames(games, companies, { company: params.company }).some(
        (game) => game.code === params.gamecode,
      );
      if (!known) throw refuse("games.unknownGame");
      try {
        const url = await deps.gameProvider.launchUrl(
          player.user.id,
          params.company,
          params.gamecode,
          deps.clock(),
        );
        return { url };
      } catch (error) {
        if (error instanceof GameProviderError) throw refuse("transfer.failed", error.message);
        throw error;
      }
    },
  });
}

async function gameList(
  deps: Deps,
  filter: { company?: string; category?: GameCategory },
): Promise<GameListModels> {
  const companies = await deps.gameProvider.companies();
  const { games } = await readSetting(deps.db, GAME_CATALOGUE);
  const companyName = companies.find((company) => company.code === filter.company)?.name ?? "";
  return { companyName, games: lobbyGames(games, companies, filter) };
}
