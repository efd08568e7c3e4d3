import { queryOptions, type QueryKey } from "@tanstack/react-query";
import { storage, type StoredItemName, type StoredItems } from "../storage.ts";

/**
 * Stale-while-revalidate through storage (SPEC 3 cached lists): the stored copy renders at once and
 * counts as stale, so the server is asked straight away; its answer replaces the copy in both places.
 * An answer without models is a failure, never cached.
 */
export function cachedQuery<K extends StoredItemName>(
  item: K,
  queryKey: QueryKey,
  fetch: () => Promise<StoredItems[K] | null>,
) {
  return queryOptions({
    queryKey,
    queryFn: async (): Promise<StoredItems[K]> => {
      const value = await fetch();
      if (value === null || value === undefined) throw new Error(`${String(queryKey[0])}: no models`);
      storage.set(item, value);
      return value;
    },
    initialData: () => storage.get(item),
    initialDataUpdatedAt: 0,
  });
}
