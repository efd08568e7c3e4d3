import type { ManifestOptions } from "vite-plugin-pwa";

/** The web app manifest's fixed part and its icons (apps/web/public/icons, drawn by scripts/make-icons.ts). */

export const THEME_COLOR = "#e53935";

export const MANIFEST_BASE = {
  name: "彩票 - 竞彩足球 双色球 大乐透",
  short_name: "彩票",
  description: "购彩、开奖、合买跟单，一站完成",
  lang: "zh-CN",
  dir: "ltr",
  start_url: "/",
  scope: "/",
  id: "/",
  display: "standalone",
  orientation: "portrait",
  theme_color: THEME_COLOR,
  background_color: "#ffffff",
  categories: ["entertainment", "sports"],
} satisfies Partial<ManifestOptions>;

const SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;

export const ICONS = [
  ...SIZES.map((size) => ({
    src: `/icons/icon-${size}.png`,
    sizes: `${size}x${size}`,
    type: "image/png",
    purpose: "any",
  })),
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] satisfies ManifestOptions["icons"];
