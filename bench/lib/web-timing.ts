import type { Browser, Page } from "playwright-core";
import { launchBrowser, phonePage } from "../../e2e/browser.ts";
import { median } from "./report.ts";

/**
 * Page-load timings in headless Chromium as a phone proxy: a fresh 375×667 context per load (cold
 * cache, no cookies), the CPU slowed ×4 through the DevTools protocol, and the browser's own
 * measurements — navigation timing, first contentful paint and largest contentful paint (observed
 * with PerformanceObserver from before the page's first script).
 */

export const CPU_SLOWDOWN = 4;
/** LCP counts as final once no larger paint came for this long (or MAX_SETTLE_MS after load). */
const LCP_QUIET_MS = 1_000;
const MAX_SETTLE_MS = 10_000;

export interface LoadTimings {
  ttfbMs: number;
  domContentLoadedMs: number;
  loadMs: number;
  fcpMs: number;
  lcpMs: number;
}

/** Script files the page fetched (paths), to compare with what the build says the route loads. */
export interface TimedLoad extends LoadTimings {
  scripts: string[];
  /** Scripts and styles the page asked for more than once in the load (a preload it could not use). */
  fetchedTwice: string[];
  /** The element of the final largest contentful paint: tag, first classes and image URL if any. */
  lcpElement: string;
}

// Runs in the page before its own scripts; a string because this project's types have no DOM.
const OBSERVE_PAINTS = `
  globalThis.__benchPaints = { fcp: NaN, lcp: NaN, lcpAt: 0, lcpElement: "" };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") __benchPaints.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      __benchPaints.lcp = e.startTime; __benchPaints.lcpAt = performance.now();
      const el = e.element;
      const cls = el && typeof el.className === "string" ? el.className.trim().split(/\\s+/).slice(0, 2).join(".") : "";
      __benchPaints.lcpElement = el ? el.tagName.toLowerCase() + (cls ? "." + cls : "") + (e.url ? " " + e.url.replace(location.origin, "") : "") : "(removed)";
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
`;

const READ_TIMINGS = `(() => {
  const nav = performance.getEntriesByType("navigation")[0];
  const p = globalThis.__benchPaints;
  return { ttfbMs: nav.responseStart, domContentLoadedMs: nav.domContentLoadedEventEnd,
    loadMs: nav.loadEventEnd, fcpMs: p.fcp, lcpMs: p.lcp, lcpAt: p.lcpAt, lcpElement: p.lcpElement,
    now: performance.now() };
})()`;

/**
 * Waits after `load` until a largest contentful paint came and no larger one followed for
 * LCP_QUIET_MS (a page may render its content well after `load`); NaN for what did not happen
 * within MAX_SETTLE_MS.
 */
async function settledTimings(page: Page): Promise<LoadTimings & { lcpElement: string }> {
  const deadline = Date.now() + MAX_SETTLE_MS;
  for (;;) {
    const t = (await page.evaluate(READ_TIMINGS)) as LoadTimings & {
      lcpAt: number;
      now: number;
      lcpElement: string;
    };
    const quiet = t.now - Math.max(t.lcpAt, t.loadMs);
    if ((t.loadMs > 0 && t.lcpAt > 0 && quiet >= LCP_QUIET_MS) || Date.now() > deadline) {
      const { ttfbMs, domContentLoadedMs, loadMs, fcpMs, lcpMs, lcpElement } = t;
      return { ttfbMs, domContentLoadedMs, loadMs, fcpMs, lcpMs, lcpElement };
    }
    await page.waitForTimeout(250);
  }
}

/** One cold load of `url` with the CPU slowed down. */
async function timedLoad(browser: Browser, url: string): Promise<TimedLoad> {
  const page = await phonePage(browser);
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addInitScript(OBSERVE_PAINTS);
    const scripts: string[] = [];
    const asked = new Map<string, number>();
    page.on("request", (r) => {
      if (!["script", "stylesheet"].includes(r.resourceType())) return;
      const file = new URL(r.url()).pathname;
      asked.set(file, (asked.get(file) ?? 0) + 1);
    });
    page.on("response", (r) => {
      if (r.request().resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    const timings = await settledTimings(page);
    const fetchedTwice = [...asked].filter(([, n]) => n > 1).map(([file]) => file);
    return { ...timings, scripts, fetchedTwice };
  } finally {
    await page.context().close();
  }
}

/** The median of each timing over the loads where it happened. */
export function medianTimings(loads: readonly LoadTimings[]): LoadTimings {
  const of = (key: keyof LoadTimings) => median(loads.map((l) => l[key]).filter(Number.isFinite));
  return {
    ttfbMs: of("ttfbMs"),
    domContentLoadedMs: of("domContentLoadedMs"),
    loadMs: of("loadMs"),
    fcpMs: of("fcpMs"),
    lcpMs: of("lcpMs"),
  };
}

/**
 * `count` cold loads of each URL, alternating so both see the same machine, after one unmeasured
 * load of each (the server's first answers warm its code and caches); by URL.
 */
export async function timeLoads(urls: readonly string[], count: number): Promise<Map<string, TimedLoad[]>> {
  const browser = await launchBrowser();
  const loads = new Map<string, TimedLoad[]>(urls.map((u) => [u, []]));
  try {
    for (const url of urls) await timedLoad(browser, url);
    for (let i = 0; i < count; i += 1)
      for (const url of urls) loads.get(url)?.push(await timedLoad(browser, url));
    return loads;
  } finally {
    await browser.close();
  }
}
