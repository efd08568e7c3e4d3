import { z } from "zod";
import { gameCompanySchema } from "./transfer.ts";

/**
 * Game lobby calls (issue 28): the catalogue of third-party games and their launch. Paths are under
 * /api, all (T). The catalogue is operator-managed (`/admin/api/games/catalogue`); a game plays
 * against the player's wallet at its company, filled through the transfer centre.
 */

/** Lobby categories: 电子 (slots), 棋牌 (cards), 捕鱼 (fishing), 视讯 (live tables). */
export const gameCategories = ["slot", "poker", "fish", "live"] as const;
export type GameCategory = (typeof gameCategories)[number];

/** A game's code inside its company: letters, digits, _ or -. */
export const gameCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: "游戏代码不正确" });

/** GET SiteMsg/GetSlotsGameList, GetLCPokerGameList, GetFHLLGameList (T): optional company filter. */
export const categoryGameListParams = z.object({ company: gameCompanySchema.optional() });
export type CategoryGameListParams = z.infer<typeof categoryGameListParams>;

/** GET SiteMsg/GetGameList2 (T): every enabled game of one company (the /gamecenter/{company} lobby). */
export const companyGameListParams = z.object({ company: gameCompanySchema });
export type CompanyGameListParams = z.infer<typeof companyGameListParams>;

/** One catalogue game as the lobby shows it. */
export interface LobbyGame {
  company: string;
  companyName: string;
  code: string;
  name: string;
  category: GameCategory;
  /** 电子, 棋牌, 捕鱼 or 视讯. */
  categoryName: string;
  /** Shown with a 热门 mark and first in its category. */
  hot: boolean;
}

export interface GameListModels {
  /** The company's display name when the list is of one company, else "". */
  companyName: string;
  games: LobbyGame[];
}

/** GET lottery/LaunchUrl and GET Game/GetGameUrl (T): SPEC 7.3 getGameUrl, payload gamecode and company. */
export const launchUrlParams = z.object({ company: gameCompanySchema, gamecode: gameCodeSchema });
export type LaunchUrlParams = z.infer<typeof launchUrlParams>;

export interface LaunchUrlModels {
  /** A signed URL, valid for a short while, opening the game for this player only. */
  url: string;
}

/** GET SystemConfig/GetKFUrl (T): SPEC 7.3 getKFUrl. */
export const kfUrlParams = z.object({
  page: z.string().max(200).optional(),
  /** base64 of RDUID, account, time and IP (informational; the server knows the player by token). */
  ClientInfo: z.string().max(2000).optional(),
});
export type KfUrlParams = z.infer<typeof kfUrlParams>;

export interface KfUrlModels {
  url: string;
}
