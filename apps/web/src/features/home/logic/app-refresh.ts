import { createElement } from "react";
import { loadOverlays } from "../../../lib/overlays.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { probeServerClock } from "../../../lib/server-clock.ts";
import { storage, type StoredItemName } from "../../../lib/storage.ts";
import { LOADING_TOAST_MS, showToast, TOAST_MS } from "../../../lib/toast.ts";
import { homeMessages } from "../../../messages/home.ts";

/** Cached lists and addresses FixEnternet forgets: all refetched on the next load. Never the login. */
export const NETWORK_CACHE_ITEMS: readonly StoredItemName[] = [
  "homeLotteryList",
  "carousel",
  "tabInfo",
  "noticeList",
  "allLotteryList",
  "allConfigInfo",
  "baseUrl",
  "clientIp",
];

const ENTRY_SCRIPT = 'script[type="module"][src]';

function reloadAfterToast(): void {
  window.setTimeout(() => window.location.reload(), TOAST_MS / 2);
}

/** The entry script of the build the server serves now, or null when it cannot be read. */
async function latestEntryScript(): Promise<string | null> {
  try {
    const response = await fetch("/", { cache: "no-store" });
    const html = await response.text();
    return (
      new DOMParser().parseFromString(html, "text/html").querySelector(ENTRY_SCRIPT)?.getAttribute("src") ??
      null
    );
  } catch {
    return null;
  }
}

/**
 * Asks the installed app's service worker to look for a new build; true when one is installing or
 * waiting (its update prompt then asks the player, see app/service-worker.ts).
 */
async function serviceWorkerFoundUpdate(): Promise<boolean> {
  if (!("serviceWorker" in navigator)) return false;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return false;
    await registration.update();
    return registration.waiting !== null || registration.installing !== null;
  } catch {
    return false;
  }
}

/**
 * CheckUpdate: the service worker is asked first (a new build → its update prompt); without one, 已是最新版本
 * when the served build is the running one, otherwise 正在更新 and reload.
 */
export async function checkForUpdate(): Promise<void> {
  // Asking the worker fetches its scripts again, which can take seconds on a slow network: say so.
  showToast(homeMessages.checkingUpdate, LOADING_TOAST_MS);
  if (await serviceWorkerFoundUpdate()) {
    showToast(homeMessages.updateFoundTitle);
    return;
  }
  const running = document.querySelector(ENTRY_SCRIPT)?.getAttribute("src") ?? null;
  const latest = await latestEntryScript();
  if (latest !== null && latest === running) {
    showToast(homeMessages.upToDate);
    return;
  }
  showToast(homeMessages.updating);
  reloadAfterToast();
}

/** What 网络修复 did and found: cached items cleared, the server's answer time, the device clock's offset. */
export interface NetworkReport {
  cleared: number;
  /** Milliseconds the server took to answer the time call; null when it did not answer. */
  latencyMs: number | null;
  /** Device clock minus server clock, whole seconds; null when unknown. */
  clockOffsetS: number | null;
}

/** Beyond this, signed calls fail (API.md §2: a request's time must be within 300 s of the server's). */
const CLOCK_WARN_S = 60;

/** Times one call to the server's clock; the offset of the device's clock from it. */
async function probeServer(): Promise<Pick<NetworkReport, "latencyMs" | "clockOffsetS">> {
  try {
    const clock = await probeServerClock();
    return { latencyMs: clock.latencyMs, clockOffsetS: Math.round(-clock.offsetMs / 1000) };
  } catch {
    return { latencyMs: null, clockOffsetS: null };
  }
}

/** FixEnternet: forget the cached lists and addresses, check the server and the clock, and say so. */
export async function diagnoseNetwork(): Promise<NetworkReport> {
  const cleared = NETWORK_CACHE_ITEMS.filter((item) => storage.get(item) !== undefined).length;
  for (const item of NETWORK_CACHE_ITEMS) storage.remove(item);
  queryClient.clear();
  return { cleared, ...(await probeServer()) };
}

/** The lines of a report, in the player's words. */
export function networkReportLines(report: NetworkReport): string[] {
  const m = homeMessages.networkReport;
  const lines = [m.cleared(report.cleared)];
  lines.push(report.latencyMs === null ? m.unreachable : m.reachable(report.latencyMs));
  if (report.clockOffsetS !== null)
    lines.push(Math.abs(report.clockOffsetS) > CLOCK_WARN_S ? m.clockOff(report.clockOffsetS) : m.clockOk);
  return lines;
}

/** FixEnternet: diagnose, show what was done and found, then reload when the player closes it. */
export async function fixNetwork(): Promise<void> {
  const [report, { Dialog }] = await Promise.all([diagnoseNetwork(), loadOverlays()]);
  await Dialog.alert({
    title: homeMessages.networkReport.title,
    // one line each (a joined string would run together in the dialog)
    content: createElement(
      "div",
      { className: "network-report" },
      networkReportLines(report).map((line) => createElement("p", { key: line }, line)),
    ),
    confirmText: homeMessages.networkReport.reload,
  });
  window.location.reload();
}
