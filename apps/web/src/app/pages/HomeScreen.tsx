import { lazy } from "react";
import HomePage from "../../features/home/pages/HomePage.tsx";
import { HomeTab, useHomeTab } from "../../lib/home-tab.ts";

export { prefetchHomeContent } from "../../features/home/api/home-content.ts";

/** 我的 loads when chosen: the first screen is the home tab (issue 21). */
const MinePage = lazy(() => import("../../features/account/pages/MinePage.tsx"));

/** / and /index: the home tab, or the 我的 tab when that is the selected index (kept in session). */
export default function HomeScreen() {
  const tabIndex = useHomeTab((s) => s.tabIndex);
  return tabIndex === HomeTab.MINE ? <MinePage /> : <HomePage />;
}
