import { z } from "zod";
import {
  gameCategories,
  gameCodeSchema,
  gameCompanySchema,
  Msg,
  type GameCategory,
  type LobbyGame,
} from "@lottery/contract";
import type { SettingDef } from "../system/settings-store.ts";
import type { GameCompany } from "./companies.ts";

/** A catalogue entry as operators keep it. */
export interface CatalogueGame {
  company: string;
  code: string;
  name: string;
  category: GameCategory;
  hot: boolean;
  enabled: boolean;
}

/** The demo platform's games: at least one slot and one card game per company kind. */
export const DEFAULT_GAMES: readonly CatalogueGame[] = [
  { company: "cq9", code: "fruit", name: "水果拉霸", category: "slot", hot: true, enabled: true },
  { company: "cq9", code: "caishen", name: "财神到", category: "slot", hot: false, enabled: true },
  { company: "cq9", code: "fishking", name: "捕鱼大亨", category: "fish", hot: false, enabled: true },
  { company: "ky", code: "dragontiger", name: "龙虎斗", category: "poker", hot: true, enabled: true },
  { company: "ky", code: "fruitky", name: "开元拉霸", category: "slot", hot: false, enabled: true },
  { company: "ag", code: "agdt", name: "视讯龙虎", category: "live", hot: true, enabled: true },
];

const gameSchema = z.object({
  company: gameCompanySchema,
  code: gameCodeSchema,
  name: z.string().trim().min(1).max(20),
  category: z.enum(gameCategories),
  hot: z.boolean().default(false),
  enabled: z.boolean().default(true),
});

/** The lobby catalogue (`GET/POST /admin/api/games/catalogue`); a disabled game leaves the lobby. */
export const GAME_CATALOGUE = {
  key: "game_catalogue",
  schema: z.object({
    games: z
      .array(gameSchema)
      .max(300)
      .refine((list) => new Set(list.map((g) => `${g.company}/${g.code}`)).size === list.length, {
        error: Msg.games.gameDuplicate,
      })
      .default(DEFAULT_GAMES.map((game) => ({ ...game }))),
  }),
} satisfies SettingDef<z.ZodType>;
export type GameCatalogueSettings = z.output<typeof GAME_CATALOGUE.schema>;

/**
 * The games a player may see: enabled, of a company the provider serves, hot ones first within a
 * category, categories in the order of `gameCategories`.
 */
export function lobbyGames(
  games: readonly CatalogueGame[],
  companies: readonly GameCompany[],
  filter: { company?: string; category?: GameCategory },
): LobbyGame[] {
  const names = new Map(companies.map((company) => [company.code, company.name]));
  return games
    .filter((game) => game.enabled && names.has(game.company))
    .filter((game) => !filter.company || game.company === filter.company)
    .filter((game) => !filter.category || game.category === filter.category)
    .map((game, index) => ({ game, index }))
    .sort(
      (a, b) =>
        gameCategories.indexOf(a.game.category) - gameCategories.indexOf(b.game.category) ||
        Number(b.game.hot) - Number(a.game.hot) ||
        a.index - b.index,
    )
    .map(({ game }) => ({
      company: game.company,
      companyName: names.get(game.company) ?? game.company,
      code: game.code,
      name: game.name,
      category: game.category,
      categoryName: Msg.games.categoryNames[game.category],
      hot: game.hot,
    }));
}
