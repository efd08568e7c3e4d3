import { create } from "zustand";
import { storage } from "./storage.ts";

/** Home tab indices (SPEC 2.2: the selected index is kept in session, default 0). */
export const HomeTab = { HOME: 0, RESULT: 1, TOGETHER: 2, MINE: 3 } as const;
export type HomeTabIndex = (typeof HomeTab)[keyof typeof HomeTab];

interface HomeTabState {
  tabIndex: number;
}

export const useHomeTab = create<HomeTabState>(() => ({ tabIndex: storage.get("tabIndex") ?? HomeTab.HOME }));

export function setHomeTab(tabIndex: number): void {
  storage.set("tabIndex", tabIndex);
  useHomeTab.setState({ tabIndex });
}
