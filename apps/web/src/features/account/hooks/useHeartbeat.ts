import { useEffect, useRef } from "react";
import type { HeartbeatModels } from "@lottery/contract";
import { useSession } from "../../../lib/session.ts";
import { sendHeartbeat } from "../api/heartbeat.ts";
import { offerOfflineReward } from "../components/offline-reward-dialog.ts";

export const HEARTBEAT_INTERVAL_MS = 60_000;

/**
 * SPEC 3/7.4: while a player is logged in and the page is visible, a heartbeat at once and every
 * 60 s; hidden pages send none. Claimable offline minutes are offered once per amount.
 */
export function useHeartbeat(): void {
  const token = useSession((s) => s.token);
  const mid = useSession((s) => s.userInfo?.Mid);
  const offeredMinutes = useRef<number | null>(null);

  useEffect(() => {
    if (!token || mid === undefined) return;
    let timer: number | undefined;

    const onBeat = (models: HeartbeatModels) => {
      if (!models.rewardAvailable) offeredMinutes.current = null;
      if (!models.rewardAvailable || offeredMinutes.current === models.offlineMinutes) return;
      offeredMinutes.current = models.offlineMinutes;
      offerOfflineReward(models.offlineMinutes);
    };
    const beat = () => void sendHeartbeat(mid).then(onBeat, () => undefined);
    const start = () => {
      if (timer !== undefined) return;
      beat();
      timer = window.setInterval(beat, HEARTBEAT_INTERVAL_MS);
    };
    const stop = () => {
      window.clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => (document.visibilityState === "visible" ? start() : stop());

    onVisibility();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [token, mid]);
}
