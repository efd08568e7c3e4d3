import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { importHomeScreen } from "./app/route-table.tsx";
import { startServiceWorker } from "./app/service-worker.ts";
import { fetchClientIp } from "./lib/api/system.ts";
import { loadOverlays } from "./lib/overlays.ts";
import { whenIdle } from "./lib/idle.ts";
import { scheduleFingerprint } from "./lib/fingerprint.ts";
import { HomeTab, useHomeTab } from "./lib/home-tab.ts";
import { prefetchFirstScreen } from "./features/home/api/home-content.ts";

// The home's lists (and then its first banner) are asked for before React's first render (issue 21).
if (prefetchFirstScreen(window.location.pathname, useHomeTab.getState().tabIndex !== HomeTab.MINE)) {
  importHomeScreen();
}
// SPEC 7.3: the client IP first (sent as `ip` once known), the fingerprint 2 s later.
fetchClientIp().catch(() => undefined);
scheduleFingerprint();
startServiceWorker();
// Dialogs and toasts once the first screen is up and the main thread idle (a toast asked for sooner
// waits for them): their parse would otherwise compete with the home's first render (issue 21).
window.addEventListener("load", () => whenIdle(() => void loadOverlays()), { once: true });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
