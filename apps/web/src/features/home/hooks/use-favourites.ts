import { useEffect } from "react";
import { create } from "zustand";
import { isLoggedIn, useSession } from "../../../lib/session.ts";
import { storage } from "../../../lib/storage.ts";
import { fetchServerFavourites, saveServerFavourites } from "../api/favourites.ts";
import { cleanFavourites, mergeFavourites, sameFavourites, toggleFavourite } from "../logic/favourites.ts";

/** The starred games, stored on this device; the account's copy follows it while logged in. */
export const useFavourites = create<{ codes: string[] }>(() => ({
  codes: cleanFavourites(storage.get("favourites") ?? []),
}));

function setLocal(codes: string[]): void {
  storage.set("favourites", codes);
  useFavourites.setState({ codes });
}

/** Stars or unstars a game here and, for a player, on the account. */
export function toggleFavouriteGame(code: string): void {
  const codes = toggleFavourite(useFavourites.getState().codes, code);
  setLocal(codes);
  if (isLoggedIn()) saveServerFavourites(codes).catch(() => undefined);
}

/** Merges this device's and the account's favourites once per login (token), and saves the union. */
export async function syncFavourites(): Promise<void> {
  const server = await fetchServerFavourites();
  const merged = mergeFavourites(useFavourites.getState().codes, server);
  setLocal(merged);
  if (!sameFavourites(merged, cleanFavourites(server))) await saveServerFavourites(merged);
}

let syncedToken: string | null = null;

export function useFavouritesSync(): void {
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (!token || token === syncedToken) return;
    syncedToken = token;
    syncFavourites().catch(() => {
      syncedToken = null;
    });
  }, [token]);
}
