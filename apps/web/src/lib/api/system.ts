import { api, apiNoToken } from "../api-client.ts";
import { storage } from "../storage.ts";

export interface FingerprintParamModels {
  agentId?: string | number | null;
  agentNo?: string | null;
}

/** SPEC 7.3: GetIP on the API host; models.IP is kept in session as the client IP. */
export async function fetchClientIp(): Promise<string | null> {
  const models = await apiNoToken.get<{ IP?: string } | null>("SystemConfig/GetIP", {}, { silent: true });
  const ip = models?.IP ?? null;
  if (ip) storage.set("clientIp", ip);
  return ip;
}

/**
 * SPEC 7.3: GetFingerprintParam with the fingerprint; the models (JSON) are stored as the agent id,
 * and the agent number, when given, prefills the register page's invite code.
 */
export async function fetchFingerprintParam(fingerprint: string): Promise<FingerprintParamModels | null> {
  const models = await api.get<FingerprintParamModels | null>(
    "SystemConfig/GetFingerprintParam",
    { fingerprint },
    { silent: true },
  );
  if (models) {
    storage.set("agentId", JSON.stringify(models));
    if (models.agentNo) storage.set("agentNo", String(models.agentNo));
  }
  return models;
}
