import type { HeartbeatModels, OfflineRewardModels } from "@lottery/contract";
import { post } from "../../../lib/request.ts";
import { storage } from "../../../lib/storage.ts";

/**
 * The heartbeat counters of SPEC 3, kept for the player they belong to (`heartbeatIdentify` is
 * that player's member id): today's count, the last heartbeat's time, the claimable offline minutes.
 */
export function recordHeartbeat(models: HeartbeatModels, mid: number, nowMs: number = Date.now()): void {
  const serverMs = Date.parse(models.serverTime);
  storage.set("heartbeatIdentify", String(mid));
  storage.set("heartbeatCount", models.count);
  storage.set("lastHeartbeatTime", Number.isNaN(serverMs) ? nowMs : serverMs);
  storage.set("offlineMinutes", models.offlineMinutes);
}

/** POST Account/Heartbeat, silent: a missed beat is not worth a toast every minute. */
export async function sendHeartbeat(mid: number): Promise<HeartbeatModels> {
  const models = await post<HeartbeatModels>("Account/Heartbeat", {}, { silent: true });
  recordHeartbeat(models, mid);
  return models;
}

/** POST Account/OfflineReward: growth points for the pending offline minutes, paid once. */
export async function claimOfflineReward(): Promise<OfflineRewardModels> {
  const reward = await post<OfflineRewardModels>("Account/OfflineReward");
  storage.set("offlineMinutes", 0);
  return reward;
}
