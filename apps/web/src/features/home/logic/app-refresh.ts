import { queryClient } from "../../../lib/query-client.ts";
import { storage, type StoredItemName } from "../../../lib/storage.ts";
import { showToast, TOAST_MS } from "../../../lib/toast.ts";
import { messages } from "../../../messages/index.ts";

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
  if (await serviceWorkerFoundUpdate()) {
    showToast(messages.updateFoundTitle);
    return;
  }
  const running = document.querySelector(ENTRY_SCRIPT)?.getAttribute("src") ?? null;
  const latest = await latestEntryScript();
  if (latest !== null && latest === running) {
    showToast(messages.upToDate);
    return;
  }
  showToast(messages.updating);
  reloadAfterToast();
}

/** FixEnternet: forget the cached lists and addresses, then reload. */
export function fixNetwork(): void {
  for (const item of NETWORK_CACHE_ITEMS) storage.remove(item);
  queryClient.clear();
  showToast(messages.networkFixed);
  reloadAfterToast();
}
