import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { homePreload } from "./home-preload.ts";
import { ICONS, MANIFEST_BASE } from "./pwa.config.ts";

const API_ORIGIN = "http://localhost:3000";
const proxy = {
  "/api": { target: API_ORIGIN, changeOrigin: true },
  "/admin": { target: API_ORIGIN, changeOrigin: true },
};

/**
 * The installed app (issue 29): a web app manifest and a Workbox service worker that precaches the
 * app shell and static assets. Page loads go to the network first; with the network off they get
 * the precached offline page. Calls under /api (money, orders, accounts) are never cached: Workbox
 * only answers what it precached or what a runtime rule names, and no rule names /api. A new build
 * waits until the player accepts the update prompt (registerType "prompt"). The worker also shows the
 * server's Web Push notices (public/push-sw.js).
 */
const pwa = VitePWA({
  registerType: "prompt",
  injectRegister: false,
  includeAssets: ["offline.html", "icons/apple-touch-icon.png"],
  manifest: { ...MANIFEST_BASE, icons: ICONS },
  workbox: {
    globPatterns: ["**/*.{js,css,html,png,svg,woff2}"],
    globIgnores: ["avatars/**", "banners/**", "native-bridge-test.html"],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    // Web Push: the push and notificationclick handlers (public/push-sw.js).
    importScripts: ["push-sw.js"],
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === "navigate" &&
          !url.pathname.startsWith("/api/") &&
          !url.pathname.startsWith("/admin"),
        handler: "NetworkOnly",
        options: { precacheFallback: { fallbackURL: "offline.html" } },
      },
    ],
  },
});

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), pwa, homePreload()],
  server: { proxy },
  preview: { proxy },
  build: { outDir: "dist", emptyOutDir: true },
});
