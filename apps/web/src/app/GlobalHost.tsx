import { useEffect } from "react";
import { useNavigate } from "react-router";
import { logout } from "../features/account/api/logout.ts";
import { useHeartbeat } from "../features/account/hooks/useHeartbeat.ts";
import { useRealityCheck } from "../features/safer/hooks/useRealityCheck.ts";
import { paths } from "../lib/paths.ts";
import { registerNavigator } from "../lib/navigation.ts";
import { hydrateSession } from "../lib/session.ts";
import { STORAGE_KEYS } from "../lib/storage.ts";
import { showToast } from "../lib/toast.ts";
import { commonMessages } from "../messages/common.ts";
import { useVersionCheck } from "./version-check.ts";

const SESSION_KEYS = new Set([STORAGE_KEYS.token.key, STORAGE_KEYS.userInfo.key, STORAGE_KEYS.autoLogin.key]);

/**
 * Rendered after the routes, once. Lends the router to shared code (status 4/5/6 navigation,
 * link handling), follows a login, logout or forced logout made in another tab, and toasts when
 * the network drops. Keeps the logged-in player's heartbeat going (SPEC 3/7.4) and the reality check
 * of safer play (issue 29): 退出 logs out, 投注记录 opens the bet records. Offers a newer build (the
 * version check).
 */
export function GlobalHost() {
  const navigate = useNavigate();
  useHeartbeat();
  useVersionCheck();
  useRealityCheck({
    onStop: () => void logout().then(() => navigate(paths.home, { replace: true })),
    onHistory: () => void navigate(paths.betRecord),
  });

  useEffect(() => {
    registerNavigator((to, options) => void navigate(to, options));
    return () => registerNavigator(null);
  }, [navigate]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || SESSION_KEYS.has(event.key)) hydrateSession();
      if (event.key === STORAGE_KEYS.banned.key && event.newValue === "true")
        navigate("/", { replace: true });
    };
    const onOffline = () => showToast(commonMessages.offline);
    window.addEventListener("storage", onStorage);
    window.addEventListener("offline", onOffline);
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("offline", onOffline);
    };
  }, [navigate]);

  return null;
}
