import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { startServiceWorker } from "./app/service-worker.ts";
import { fetchClientIp } from "./lib/api/system.ts";
import { loadOverlays } from "./lib/overlays.ts";
import { scheduleFingerprint } from "./lib/fingerprint.ts";

// SPEC 7.3: the client IP first (sent as `ip` once known), the fingerprint 2 s later.
fetchClientIp().catch(() => undefined);
scheduleFingerprint();
startServiceWorker();
// Dialogs and toasts once the first screen is up (a toast asked for sooner waits for them).
window.addEventListener("load", () => void loadOverlays(), { once: true });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
