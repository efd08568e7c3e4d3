import { apiPost } from "../../lib/api.ts";

export const DETAIL_PATH = "/players/detail";

export const setBanned = (mid: number, banned: boolean) => apiPost("/players/ban", { mid, banned });
export const resetPassword = (mid: number, password: string) =>
  apiPost("/players/reset-password", { mid, password });
export const revokeSessions = (mid: number) => apiPost("/players/revoke-sessions", { mid });
export const waiveTurnover = (mid: number) => apiPost("/players/turnover/waive", { userId: mid });
