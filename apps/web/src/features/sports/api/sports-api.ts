import { useQuery } from "@tanstack/react-query";
import type {
  BetJcModels,
  BetJcReleaseModels,
  BetYouhuaModels,
  BonusModeParam,
  CurrentOdds,
  JcListModels,
  OddsChangedModels,
  SportsGameCode,
  SpPageInfoModels,
} from "@lottery/contract";
import { Status } from "@lottery/contract";
import { refreshPackets } from "../../../lib/api/packets.ts";
import { userInfoKey } from "../../../lib/api/user-info.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { post, request } from "../../../lib/request.ts";

export const pageInfoKey = (game: string) => ["sports", "page-info", game] as const;

/** GET sitemsg/AppSPLotteryPageInfo: the open matches of a game by business day, with odds. */
export function useSpPageInfo(game: SportsGameCode) {
  return useQuery({
    queryKey: pageInfoKey(game),
    queryFn: () => request<SpPageInfoModels>("sitemsg/AppSPLotteryPageInfo", { gameCode: game }),
    refetchInterval: 60_000,
  });
}

/** GET lotteryresult/jc_list: the results of one business date (default: the latest with results). */
export function useJcResults(game: string, date: string | undefined) {
  return useQuery({
    queryKey: ["sports", "jc-list", game, date ?? ""],
    queryFn: () => request<JcListModels>("lotteryresult/jc_list", { gameCode: game, date }),
  });
}

export interface BetJcRequest {
  gameCode: string;
  passTypes: string;
  legs: object[];
  multiple: number;
  /** A red packet of the bag paying the stake first (one per order). */
  packetId?: number;
  /** 发单 (API.md §9): release=1 with the commission, privacy and pitch. */
  release?: 1;
  commissionPercent?: number;
  privacy?: 0 | 2;
  pitch?: string;
}

/** The answer to a bet: placed, or refused because odds moved (status 8) with the current odds. */
export type BetOutcome<T = BetJcModels> = { placed: T } | { oddsChanged: CurrentOdds[] };

/**
 * Posts a sports bet call. Status 8 is not an error here: it comes back with the current odds so the
 * slip can show them and ask again. On success the balance (and a red packet that paid) is refetched.
 */
async function submitSportsBet<T>(path: string, params: object, requestId: string): Promise<BetOutcome<T>> {
  try {
    const placed = await post<T>(path, { ...params, requestId });
    void queryClient.invalidateQueries({ queryKey: userInfoKey });
    if ((params as { packetId?: number }).packetId !== undefined) refreshPackets();
    return { placed };
  } catch (error) {
    if (error instanceof ApiError && error.status === Status.ODDS_CHANGED) {
      return { oddsChanged: (error.models as OddsChangedModels | null)?.odds ?? [] };
    }
    throw error;
  }
}

/** POST lottery/bet_jc_create (API.md §6, §9): a parlay, single or CTZQ order, released when asked. */
export function submitJcBet(
  params: BetJcRequest,
  requestId: string,
): Promise<BetOutcome<BetJcReleaseModels>> {
  return submitSportsBet<BetJcReleaseModels>("lottery/bet_jc_create", params, requestId);
}

/** POST lottery/bet_ozb: the same ticket, European Championship (ozb) matches only (the /sjb page). */
export function submitOzbBet(
  params: BetJcRequest,
  requestId: string,
): Promise<BetOutcome<BetJcReleaseModels>> {
  return submitSportsBet<BetJcReleaseModels>("lottery/bet_ozb", params, requestId);
}

export interface BetYouhuaRequest {
  gameCode: string;
  passTypes: string;
  legs: object[];
  mode: BonusModeParam;
  /** The whole stake, yuan. */
  amount: number;
  /** A red packet of the bag paying the stake first (one per order). */
  packetId?: number;
}

/** POST lottery/bet_youhua_create: the ticket, a mode and the whole stake, split by the server's optimiser. */
export function submitYouhuaBet(
  params: BetYouhuaRequest,
  requestId: string,
): Promise<BetOutcome<BetYouhuaModels>> {
  return submitSportsBet<BetYouhuaModels>("lottery/bet_youhua_create", params, requestId);
}

/** Writes odds the server answered into the cached page info, so the slip shows them at once. */
export function applyCurrentOdds(game: string, odds: readonly CurrentOdds[]): void {
  queryClient.setQueryData<SpPageInfoModels>(pageInfoKey(game), (info) => {
    if (!info) return info;
    const sp = new Map(odds.map((o) => [`${o.matchId}|${o.play}|${o.code}`, o.sp]));
    return {
      ...info,
      days: info.days.map((day) => ({
        ...day,
        matches: day.matches.map((m) => ({
          ...m,
          plays: m.plays.map((p) => ({
            ...p,
            options: p.options.map((o) => ({ ...o, sp: sp.get(`${m.matchId}|${p.play}|${o.code}`) ?? o.sp })),
          })),
        })),
      })),
    };
  });
}
