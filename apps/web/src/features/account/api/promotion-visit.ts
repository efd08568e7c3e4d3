import type { AgentModels } from "@lottery/contract";
import { api } from "../../../lib/api-client.ts";
import { identifyDevice } from "../../../lib/fingerprint.ts";
import { storage } from "../../../lib/storage.ts";
import { rememberAgent, type PromotionAgent } from "../agent.ts";

/** The stored device fingerprint, computed now when the 2-s start-up one has not run yet. */
async function deviceFingerprint(): Promise<string | undefined> {
  if (!storage.get("fingerprint")) await identifyDevice().catch(() => undefined);
  return storage.get("fingerprint");
}

/**
 * A visit through a promotion link: the link's agent is remembered at once (the register form
 * sends it), then GetFingerprintParam records the device with that agent, and the attribution the
 * server keeps is remembered.
 */
export async function reportPromotionVisit(agent: PromotionAgent): Promise<void> {
  rememberAgent(agent);
  const fingerprint = await deviceFingerprint();
  if (!fingerprint) return;
  const models = await api.get<AgentModels | null>(
    "SystemConfig/GetFingerprintParam",
    { fingerprint, ...agent },
    { silent: true },
  );
  if (models) rememberAgent(models);
}
