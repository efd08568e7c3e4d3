import { create } from "zustand";
import { storage } from "../../../lib/storage.ts";

/** The home content tabs, in display order; the selected index is kept in session (SPEC 2.2, default 0). */
export const CONTENT_TABS = ["hot", "all", "favourites", "activity", "news"] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

function storedTab(): ContentTab {
  return CONTENT_TABS[storage.get("homeContentTab") ?? 0] ?? "hot";
}

export const useContentTab = create<{ tab: ContentTab }>(() => ({ tab: storedTab() }));

export function setContentTab(tab: ContentTab): void {
  storage.set("homeContentTab", CONTENT_TABS.indexOf(tab));
  useContentTab.setState({ tab });
}
