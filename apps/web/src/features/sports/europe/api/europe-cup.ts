import { useQuery } from "@tanstack/react-query";
import type {
  BetJcModels,
  SjbChampionModels,
  SjbGroupStageModels,
  SjbMatchAllModels,
} from "@lottery/contract";
import { post, request } from "../../../../lib/request.ts";

/** Every European Championship query sits under this key, so a bet refreshes them all. */
export const europeCupKey = ["europe-cup"] as const;

export const useSjbGroups = () =>
  useQuery({
    queryKey: [...europeCupKey, "groups"],
    queryFn: () => request<SjbGroupStageModels>("SJBGroupStageResult"),
  });

export const useSjbMatches = () =>
  useQuery({
    queryKey: [...europeCupKey, "matches"],
    queryFn: () => request<SjbMatchAllModels>("SJBMatchAll"),
  });

export const useSjbChampion = () =>
  useQuery({
    queryKey: [...europeCupKey, "champion"],
    queryFn: () => request<SjbChampionModels>("SJBChampion"),
  });

/** POST lottery/bet_ozb market=champion: one bet of 2 yuan × multiple per team at the odds shown. */
export const placeChampionBet = (
  picks: readonly { team: string; sp: number }[],
  multiple: number,
  requestId: string,
) =>
  post<BetJcModels>("lottery/bet_ozb", {
    market: "champion",
    picks: JSON.stringify(picks),
    multiple,
    requestId,
  });
