import { createContext, useContext, type ComponentType } from "react";

/** The 跟单 screens' lists for 投注记录: my releases (发单) and my follows (跟单). */
export interface FollowRecordsViews {
  releases: ComponentType;
  follows: ComponentType;
}

const FollowRecordsContext = createContext<FollowRecordsViews | null>(null);

/**
 * Where 投注记录 lists my releases and follows. Features never import each other, so the record
 * page (lottery) asks for these views and the app provides the 跟单 screens' lists through
 * FollowRecordsProvider; without a provider there are none (the page then offers no such tabs).
 */
export function useFollowRecordsViews(): FollowRecordsViews | null {
  return useContext(FollowRecordsContext);
}

export const FollowRecordsProvider = FollowRecordsContext.Provider;
