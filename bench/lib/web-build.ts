import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

/**
 * The web app built for measuring (into a temporary folder, with Vite's manifest switched on by the
 * `--manifest` CLI flag, so the normal build is untouched) and the files its home route loads.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The home route's lazy page (route-table.tsx: "/" → HomeScreen), as the manifest names it. */
export const HOME_PAGE_SOURCE = "src/app/pages/HomeScreen.tsx";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Runs `vite build` of apps/web into `outDir` with the manifest (.vite/manifest.json). */
export function buildWeb(outDir: string): Promise<void> {
  const vite = path.join(repoRoot, "node_modules/vite/bin/vite.js");
  const args = [vite, "build", "apps/web", "--outDir", outDir, "--emptyOutDir", "--manifest"];
  const build = spawn(process.execPath, [...args, "--logLevel", "warn"], {
    cwd: repoRoot,
    stdio: ["ignore", "inherit", "inherit"],
  });
  return new Promise((resolve, reject) => {
    build.on("error", reject);
    build.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${code ?? signal})`)),
    );
  });
}

/** Files (relative to the build folder) index.html loads: its module script, modulepreloads and styles. */
function htmlAssets(html: string): { js: string[]; css: string[] } {
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="/?([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const js: string[] = [];
  const css: string[] = [];
  for (const tag of tags) {
    const src = tag.startsWith("<script") ? attr(tag, "src") : undefined;
    const href = attr(tag, "href");
    if (src) js.push(src);
    else if (href && /rel="modulepreload"/.test(tag)) js.push(href);
    else if (href && /rel="stylesheet"/.test(tag)) css.push(href);
  }
  return { js, css };
}

/** The chunks `keys` load before running: themselves and their static imports, transitively. */
function staticClosure(manifest: Manifest, keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no chunk ${key}`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js, css };
}

/** Gzipped size in bytes of each file (zlib's default level 6, as web servers compress). */
export function gzippedBytes(root: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += zlib.gzipSync(fs.readFileSync(path.join(root, file))).length;
  return total;
}

/** Every file of the build folder ending with `ext`, relative to it. */
function filesEnding(root: string, ext: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(ext) && !f.startsWith(".vite"));
}

export interface HomeBundle {
  /** JS files of the home route (entry, modulepreloads, the home page chunk and its static imports). */
  js: string[];
  css: string[];
  jsGzip: number;
  cssGzip: number;
  allJsFiles: number;
  allJsGzip: number;
  allCssGzip: number;
}

/** Sizes of what the home route loads beside the whole build, read from index.html and the manifest. */
export function homeBundle(outDir: string): HomeBundle {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const html = htmlAssets(fs.readFileSync(path.join(outDir, "index.html"), "utf8"));
  if (!manifest["index.html"]?.isEntry) throw new Error("the Vite manifest has no index.html entry");
  const home = staticClosure(manifest, ["index.html", HOME_PAGE_SOURCE]);
  const js = [...new Set([...html.js, ...home.js])];
  const css = [...new Set([...html.css, ...home.css])];
  const allJs = filesEnding(outDir, ".js");
  return {
    js,
    css,
    jsGzip: gzippedBytes(outDir, js),
    cssGzip: gzippedBytes(outDir, css),
    allJsFiles: allJs.length,
    allJsGzip: gzippedBytes(outDir, allJs),
    allCssGzip: gzippedBytes(outDir, filesEnding(outDir, ".css")),
  };
}
