import {
  PER_GAME_ITEMS,
  perGameKey,
  storage,
  type PerGameItem,
  type StoredItemName,
} from "../../lib/storage.ts";

/** SPEC 3's cached lists: refetched when missing, so clearing them loses nothing. */
export const CACHED_LISTS = [
  "homeLotteryList",
  "carousel",
  "tabInfo",
  "favourites",
  "searchData",
  "allLotteryList",
] as const satisfies readonly StoredItemName[];

function browserArea(area: "local" | "session"): Storage | null {
  try {
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Every per-game cache entry (`h5.<item>.<gameCode>`) of one item. */
function removePerGameEntries(item: PerGameItem): void {
  const area = browserArea(PER_GAME_ITEMS[item]);
  if (!area) return;
  const prefix = perGameKey(item, "");
  const keys = Array.from({ length: area.length }, (_, i) => area.key(i));
  for (const key of keys) if (key?.startsWith(prefix)) area.removeItem(key);
}

/**
 * 清除缓存: the cached lists and every per-game cache. The login (token, user info, auto-login),
 * the device identity and the player's settings stay.
 */
export function clearCache(): void {
  for (const name of CACHED_LISTS) storage.remove(name);
  for (const item of Object.keys(PER_GAME_ITEMS) as PerGameItem[]) removePerGameEntries(item);
}
