import type { ConsoleLotteryGame, ResultEntryModels } from "@lottery/contract";
import { apiPost } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";

export const ISSUES_PATH = "/lottery/issues";
export const GAMES_PATH = "/lottery/games";

/** Every scheduled number and fast-draw game, with its close time. */
export const useLotteryGames = () => useApiQuery<{ list: ConsoleLotteryGame[] }>(GAMES_PATH);

export const enterResult = (body: {
  gameCode: string;
  issue: string;
  numbers?: string;
  prizes?: Record<string, string>;
  pool?: string;
  sales?: string;
  winners?: Record<string, string>;
}) => apiPost<ResultEntryModels>("/lottery/result", body);

export const setCloseTime = (gameCode: string, seconds: number) =>
  apiPost<{ gameCode: string; seconds: number }>("/lottery/close-times", { gameCode, seconds });
