import { Dialog } from "antd-mobile";
import { registerSW } from "virtual:pwa-register";
import { homeMessages } from "../messages/home.ts";

/**
 * Registers the service worker (vite-plugin-pwa, Workbox) of the installed app. When a new build has
 * been deployed its worker waits; the player is asked (发现新版本) and, on 立即更新, the new worker takes
 * over and the page reloads. The home menu's CheckUpdate asks the worker to look for a new build.
 */
export function startServiceWorker(): void {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const update = registerSW({
    onNeedRefresh() {
      void Dialog.confirm({
        title: homeMessages.updateFoundTitle,
        content: homeMessages.updateFoundBody,
        confirmText: homeMessages.updateNow,
        cancelText: homeMessages.updateLater,
      }).then((yes) => {
        if (yes) void update(true);
      });
    },
  });
}
