import { HomeTab, setHomeTab } from "./home-tab.ts";
import { navigateTo } from "./navigation.ts";
import { paths } from "./paths.ts";
import { queryClient } from "./query-client.ts";
import { clearSession } from "./session.ts";
import { storage } from "./storage.ts";

/** Ends the session locally: token, user info, auto-login flag and every cached server answer. */
export function endSession(): void {
  clearSession();
  queryClient.clear();
}

/**
 * The forced logout of SPEC 4 (status 5, banned): clear the session, set the banned flag, reset
 * the home tab to 0, then go home (a full load of the site root when no router is registered).
 */
export function forcedLogout(): void {
  endSession();
  storage.set("banned", true);
  setHomeTab(HomeTab.HOME);
  navigateTo(paths.home, { replace: true });
}
