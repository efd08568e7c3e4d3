import type { FavouritesModels } from "@lottery/contract";
import { post, request } from "../../../lib/request.ts";

/** UserCenter/Favourites (T): the account's starred game codes. */
export async function fetchServerFavourites(): Promise<string[]> {
  const models = await request<FavouritesModels | null>("UserCenter/Favourites", {}, { silent: true });
  if (!models) throw new Error("Favourites: no models");
  return models.codes;
}

/** UserCenter/SetFavourites (T): replaces the account's list (`codes` = comma list). */
export function saveServerFavourites(codes: readonly string[]): Promise<FavouritesModels | null> {
  return post<FavouritesModels | null>(
    "UserCenter/SetFavourites",
    { codes: codes.join(",") },
    { silent: true },
  );
}
