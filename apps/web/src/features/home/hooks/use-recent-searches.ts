import { useState } from "react";
import { storage } from "../../../lib/storage.ts";
import { addRecentSearch } from "../logic/recent-searches.ts";

/** The recent searches, kept as the search data of SPEC 3 (local storage). */
export function useRecentSearches() {
  const [recent, setRecent] = useState<string[]>(() => storage.get("searchData") ?? []);
  const save = (list: string[]) => {
    storage.set("searchData", list);
    setRecent(list);
  };
  return {
    recent,
    remember: (keyword: string) => save(addRecentSearch(recent, keyword)),
    clear: () => save([]),
  };
}
