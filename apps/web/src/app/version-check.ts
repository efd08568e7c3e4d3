import { useEffect } from "react";
import { newerClientVersion } from "@lottery/contract";
import { useSession } from "../lib/session.ts";
import { storage } from "../lib/storage.ts";
import { askToUpdate } from "./update-prompt.ts";

/**
 * The version check (SPEC 5, 9): the user info's `v` is the build the server now serves. When it is a
 * confirmed version newer than this running client (an installed app left on an old build), the
 * service worker is asked to fetch it — its own prompt (发现新版本) then takes over; without a worker
 * the player is asked once per version and 立即更新 reloads.
 */
export function useVersionCheck(): void {
  const v = useSession((s) => s.userInfo?.v);
  useEffect(() => {
    if (v === undefined || !newerClientVersion(v) || storage.get("versionAsked") === v) return;
    storage.set("versionAsked", v);
    void offerNewVersion();
  }, [v]);
}

async function offerNewVersion(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (registration) {
    await registration.update().catch(() => undefined);
    return;
  }
  if (await askToUpdate()) window.location.reload();
}
