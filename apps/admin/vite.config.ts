import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The console is served by the API server at /admin; `npm run dev -w @lottery/admin` proxies the API.
const API_ORIGIN = "http://localhost:3000";
const proxy = {
  "/admin/api": { target: API_ORIGIN, changeOrigin: true },
  "/api": { target: API_ORIGIN, changeOrigin: true },
};

export default defineConfig({
  base: "/admin/",
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 2500 },
});
