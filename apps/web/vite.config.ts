import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const API_ORIGIN = "http://localhost:3000";
const proxy = {
  "/api": { target: API_ORIGIN, changeOrigin: true },
  "/admin": { target: API_ORIGIN, changeOrigin: true },
};

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: { outDir: "dist", emptyOutDir: true },
});
