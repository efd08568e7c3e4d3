import { registerSW } from "virtual:pwa-register";
import { askToUpdate } from "./update-prompt.ts";

/**
 * Registers the service worker (vite-plugin-pwa, Workbox) of the installed app. When a new build has
 * been deployed its worker waits; the player is asked (发现新版本) and, on 立即更新, the new worker takes
 * over and the page reloads. The home menu's CheckUpdate asks the worker to look for a new build.
 */
export function startServiceWorker(): void {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const update = registerSW({
    onNeedRefresh() {
      void askToUpdate().then((yes) => {
        if (yes) void update(true);
      });
    },
  });
}
