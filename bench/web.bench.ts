/**
 * Benchmark 6: the home route of the web app. (1) Its JavaScript gzipped: `vite build` into a
 * temporary folder with the manifest, then the entry script, its modulepreloads, the home page's lazy
 * chunk (HomeScreen) and their static imports, and their CSS, each gzipped (level 6), against all the
 * JavaScript of the build (the ratio says what share of the app the first screen costs). (2) Its load
 * in Chromium as a phone proxy (lib/web-timing.ts: 375×667, CPU ×4, cold cache, median of
 * BENCH_WEB_LOADS = 5 loads): TTFB, DOMContentLoaded, load, FCP and LCP, served by the real product
 * server (apps/server/src/main.ts with its jobs, on a scratch PostgreSQL database — or PGlite in a
 * temporary folder when PostgreSQL is unreachable — seeded with the demo data by the product's own
 * seed while the app builds), against a blank static page of the same server. Lighthouse is not a
 * dependency, so the browser's own timings are used. Without Chromium (CHROME_PATH, default
 * /usr/bin/chromium) the timings are skipped with the reason; sizes still print.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildWeb, gzippedBytes, homeBundle, type HomeBundle } from "./lib/web-build.ts";
import {
  CPU_SLOWDOWN,
  medianTimings,
  timeLoads,
  type LoadTimings,
  type TimedLoad,
} from "./lib/web-timing.ts";
import { seededProductDatabase, type ProductDatabase } from "./lib/product-db.ts";
import {
  fail,
  fmt,
  newResult,
  ratioText,
  round,
  timed,
  type Benchmark,
  type BenchResult,
} from "./lib/report.ts";
import { startProductServer } from "./lib/server-process.ts";

const LOADS = Number(process.env.BENCH_WEB_LOADS || 5);
const BLANK_PAGE = "bench-blank.html";
const BLANK_HTML =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" />' +
  '<meta name="viewport" content="width=device-width, initial-scale=1" /><title>空白</title></head>' +
  "<body><p>空白页</p></body></html>\n";

const kb = (bytes: number) => `${fmt(bytes / 1024)} KB`;

function reportSize(b: HomeBundle, result: BenchResult): void {
  const ratio = b.jsGzip / b.allJsGzip;
  console.log(
    `home route JavaScript: ${kb(b.jsGzip)} gzipped in ${b.js.length} files, ` +
      `ratio ${ratioText(ratio)} baseline (home JS ÷ all JS of the build)`,
  );
  console.log(
    `  baseline (all JavaScript of the build): ${kb(b.allJsGzip)} gzipped in ${b.allJsFiles} files`,
  );
  console.log(
    `  home route CSS: ${kb(b.cssGzip)} gzipped in ${b.css.length} files (all CSS: ${kb(b.allCssGzip)})`,
  );
  Object.assign(result.figures, {
    homeJsGzipKb: round(b.jsGzip / 1024, 1),
    homeJsFiles: b.js.length,
    allJsGzipKb: round(b.allJsGzip / 1024, 1),
    jsRatio: round(ratio, 4),
    homeCssGzipKb: round(b.cssGzip / 1024, 1),
    allCssGzipKb: round(b.allCssGzip / 1024, 1),
  });
}

const timingText = (t: LoadTimings) =>
  `TTFB ${fmt(t.ttfbMs)} ms, DOMContentLoaded ${fmt(t.domContentLoadedMs)} ms, load ${fmt(t.loadMs)} ms, ` +
  `FCP ${fmt(t.fcpMs)} ms, LCP ${fmt(t.lcpMs)} ms`;

function recordTimings(result: BenchResult, prefix: string, t: LoadTimings): void {
  Object.assign(result.figures, {
    [`${prefix}TtfbMs`]: round(t.ttfbMs, 1),
    [`${prefix}DomContentLoadedMs`]: round(t.domContentLoadedMs, 1),
    [`${prefix}LoadMs`]: round(t.loadMs, 1),
    [`${prefix}FcpMs`]: round(t.fcpMs, 1),
    [`${prefix}LcpMs`]: round(t.lcpMs, 1),
  });
}

/** Prints the medians and the ratio. */
function reportTimings(home: TimedLoad[], blank: TimedLoad[], result: BenchResult): void {
  const h = medianTimings(home);
  const b = medianTimings(blank);
  const ratio = h.lcpMs / b.lcpMs;
  console.log(
    `home route in Chromium (375×667, CPU ×${CPU_SLOWDOWN}, median of ${home.length} cold loads): ` +
      `${timingText(h)}, ratio ${ratioText(ratio)} baseline (home LCP ÷ blank page LCP)`,
  );
  console.log(`  baseline (a blank static page of the same server): ${timingText(b)}`);
  const noLcp = home.filter((l) => !Number.isFinite(l.lcpMs)).length;
  const elements = new Map<string, number>();
  for (const l of home) elements.set(l.lcpElement, (elements.get(l.lcpElement) ?? 0) + 1);
  const elementText = [...elements].map(([e, n]) => `${e || "(none)"} ×${n}`).join(", ");
  console.log(`  home LCP element: ${elementText}`);
  if (noLcp > 0) console.log(`  note: ${noLcp} home loads painted no content within 10 s of load`);
  recordTimings(result, "home", h);
  recordTimings(result, "blank", b);
  result.figures.lcpRatio = round(ratio, 3);
  result.figures.loadRatio = round(h.loadMs / b.loadMs, 3);
}

/**
 * Compares the scripts the browser fetched on the home route with those counted from the manifest:
 * a script loaded at run time by a dynamic import (not a static one) shows up here with its size.
 */
function reportScripts(home: TimedLoad[], webDist: string, bundle: HomeBundle, result: BenchResult): void {
  const counted = new Set(bundle.js.map((f) => `/${f}`));
  const fetched = new Set(home.flatMap((l) => l.scripts));
  const extra = [...fetched].filter((f) => !counted.has(f));
  const unused = [...counted].filter((f) => !fetched.has(f));
  const extraBytes = gzippedBytes(webDist, extra);
  const extraText = extra.length === 0 ? "none" : `${extra.join(", ")} (${kb(extraBytes)} gzipped)`;
  console.log(
    `  checks: the browser fetched ${fetched.size} scripts on the home route; outside the counted set: ` +
      `${extraText}; counted but not fetched: ${unused.length === 0 ? "none" : unused.join(", ")}`,
  );
  // A preload the page cannot use (another credentials mode, say) costs a second fetch of the file.
  const twice = [...new Set(home.flatMap((l) => l.fetchedTwice))];
  if (twice.length > 0) fail(result, `home route files fetched twice in one load: ${twice.join(", ")}`);
  Object.assign(result.figures, {
    homeFilesFetchedTwice: twice.length,
    scriptsOutsideCount: extra.length,
    scriptsOutsideCountGzipKb: round(extraBytes / 1024, 1),
  });
}

/** Why the browser timings cannot run here, or null. */
function missingChromium(): string | null {
  const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  return fs.existsSync(chrome)
    ? null
    : `no Chromium at ${chrome} (apt-get install -y chromium fonts-noto-cjk)`;
}

async function browserTimings(
  webDist: string,
  database: ProductDatabase,
  bundle: HomeBundle,
  result: BenchResult,
): Promise<void> {
  fs.writeFileSync(path.join(webDist, BLANK_PAGE), BLANK_HTML);
  const started = await timed(() => startProductServer({ ...database.env, WEB_DIST: webDist }));
  const server = started.value;
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const loads = await timeLoads([`${base}/`, `${base}/${BLANK_PAGE}`], LOADS);
    const startS = fmt(started.ms / 1000);
    console.log(`  product server with demo data on ${database.where} (up in ${startS} s)`);
    const home = loads.get(`${base}/`) ?? [];
    reportTimings(home, loads.get(`${base}/${BLANK_PAGE}`) ?? [], result);
    reportScripts(home, webDist, bundle, result);
  } finally {
    await server.stop();
  }
}

async function run(): Promise<BenchResult> {
  const result = newResult();
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "bench-web-"));
  const noBrowser = missingChromium();
  // The product's database is seeded while the app builds (another process: both cores work).
  const [build, seeded] = await Promise.allSettled([
    timed(() => buildWeb(webDist)),
    noBrowser ? Promise.resolve(null) : timed(seededProductDatabase),
  ]);
  const database = seeded.status === "fulfilled" ? seeded.value : null;
  try {
    if (build.status === "rejected") throw build.reason;
    if (seeded.status === "rejected") throw seeded.reason;
    const seedText = database ? `; demo database seeded meanwhile in ${fmt(database.ms / 1000)} s` : "";
    console.log(`  vite build with manifest: ${fmt(build.value.ms / 1000)} s${seedText}`);
    const bundle = homeBundle(webDist);
    reportSize(bundle, result);
    if (database) await browserTimings(webDist, database.value, bundle, result);
    else {
      console.log(`  browser timings SKIPPED: ${noBrowser}`);
      result.figures.browser = `skipped: ${noBrowser}`;
    }
    return result;
  } finally {
    await database?.value.drop();
    fs.rmSync(webDist, { recursive: true, force: true });
  }
}

/** Home-route JavaScript size and load timings. */
export const webBenchmark: Benchmark = { name: "web", run };
