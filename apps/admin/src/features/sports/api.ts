import type { SportsMatchAdminView } from "@lottery/contract";
import { apiPost } from "../../lib/api.ts";

export type AdminMatch = SportsMatchAdminView;

export const MATCHES_PATH = "/sports/matches";
export const POOL_PATH = "/sports/pool-issues";

export const changeOdds = (matchId: string, odds: Record<string, Record<string, number>>) =>
  apiPost("/sports/odds", { matchId, odds });

export const enterMatchResult = (body: {
  matchId: string;
  halfScore?: string;
  fullScore?: string;
  cancelled?: boolean;
}) => apiPost("/sports/result", body);

export const saveMatch = (body: Record<string, unknown>) => apiPost<AdminMatch>("/sports/match", body);

export const enterPoolPrizes = (issue: string, prizes: Record<string, string>) =>
  apiPost("/sports/pool-prizes", { gameCode: "ctzq", issue, prizes });
