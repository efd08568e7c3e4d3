import { useQuery } from "@tanstack/react-query";
import type {
  LiveMatchView,
  MatchLiveModels,
  MyLiveMatchesModels,
  OptionDataModels,
} from "@lottery/contract";
import { oddsApi } from "../../../lib/api-client.ts";
import { request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";

export const matchLiveKey = (game: string) => ["scores", "live", game] as const;
export const matchDetailKey = (matchId: string) => ["scores", "detail", matchId] as const;

/** GET Match/MatchLive (odds-data helper, SPEC 7.2): in play, recent results and programme of a game. */
export function useMatchLive(game: string) {
  return useQuery({
    queryKey: matchLiveKey(game),
    queryFn: () => oddsApi.get<MatchLiveModels>("Match/MatchLive", { gameCode: game }),
    // the event stream moves scores; this catches what a lost stream missed
    refetchInterval: 60_000,
  });
}

/** GET Match/MatchLiveDetail: one match's live state, events and statistics. */
export function useMatchLiveDetail(matchId: string) {
  return useQuery({
    queryKey: matchDetailKey(matchId),
    queryFn: () => oddsApi.get<LiveMatchView>("Match/MatchLiveDetail", { matchId }),
    refetchInterval: 60_000,
  });
}

/** POST Match/OptionData: odds movement, standings, recent form and head to head of a match. */
export function useOptionData(matchId: string) {
  return useQuery({
    queryKey: ["scores", "option-data", matchId],
    queryFn: () => oddsApi.post<OptionDataModels>("Match/OptionData", { matchId }),
  });
}

/** GET Match/MyLiveMatches: the matches of the player's open tickets (none for visitors). */
export function useMyLiveMatches() {
  const token = useSession((s) => s.token);
  const query = useQuery({
    queryKey: ["scores", "mine", token],
    queryFn: () => request<MyLiveMatchesModels>("Match/MyLiveMatches"),
    enabled: Boolean(token),
  });
  return new Set(query.data?.matchIds ?? []);
}
