import { useQuery } from "@tanstack/react-query";
import type { ActivitySettingModels } from "@lottery/contract";
import { request } from "../request.ts";
import { cachedQuery } from "./cached-query.ts";

export const activitySettingKey = ["system", "activity-setting"] as const;

/** SystemConfig/QueryActivity_Setting: live-score URL, customer service, download links, switches. */
export function fetchActivitySetting(): Promise<ActivitySettingModels | null> {
  return request<ActivitySettingModels | null>("SystemConfig/QueryActivity_Setting");
}

/** The settings, kept as the all-config info of SPEC 3 and refreshed from the server on use. */
export function useActivitySetting() {
  return useQuery(cachedQuery("allConfigInfo", activitySettingKey, fetchActivitySetting));
}
