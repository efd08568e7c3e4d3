import { useMutation, useQuery } from "@tanstack/react-query";
import type {
  AgentCode,
  AgentCodeType,
  AgentGameRow,
  AgentInfo,
  AgentMember,
  AgentRebateLine,
  AgentReport,
  AgentTeamBet,
  Paged,
  PromotionListModels,
} from "@lottery/contract";
import { usePagedList } from "../../../lib/api/paged.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { post, request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";
import type { DayRange } from "../logic/day-range.ts";

/** Every agent-centre query sits under this key. */
export const agentKey = ["agent"] as const;

function useMid() {
  return useSession((s) => s.userInfo?.Mid);
}

/** GET Agent/Info (T): the player's standing as an agent. */
export function useAgentInfo() {
  const mid = useMid();
  return useQuery({ queryKey: [...agentKey, "info", mid], queryFn: () => request<AgentInfo>("Agent/Info") });
}

/** GET Activity/PromotionList (T): the promotions, for /ScoreDiscount (the ones open to the team). */
export function useTeamPromotions() {
  const mid = useMid();
  return useQuery({
    queryKey: [...agentKey, "promotions", mid],
    queryFn: () => request<PromotionListModels>("Activity/PromotionList"),
  });
}

/** POST Agent/Apply (T). */
export function useApplyForAgent() {
  return useMutation({
    mutationFn: () => post<AgentInfo>("Agent/Apply"),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agentKey }),
  });
}

/** GET Agent/Report (T): the team overview of a day range. */
export function useAgentReport(range: DayRange, enabled: boolean) {
  const mid = useMid();
  return useQuery({
    queryKey: [...agentKey, "report", mid, range],
    queryFn: () => request<AgentReport>("Agent/Report", { ...range }),
    enabled,
  });
}

/** GET Agent/GameReport (T). */
export function useAgentGameReport(range: DayRange, enabled: boolean) {
  const mid = useMid();
  return useQuery({
    queryKey: [...agentKey, "games", mid, range],
    queryFn: () => request<AgentGameRow[]>("Agent/GameReport", { ...range }),
    enabled,
  });
}

/** GET Agent/TeamBets (T), paged. */
export function useAgentTeamBets(range: DayRange, userName: string, enabled: boolean) {
  const mid = useMid();
  const filters = { ...range, userName: userName || undefined };
  return usePagedList<Paged<AgentTeamBet>>(
    [...agentKey, "bets", mid, filters],
    "Agent/TeamBets",
    filters,
    enabled,
  );
}

/** GET Agent/Members (T), paged: the direct members of `parentId`, or a search by user name. */
export function useAgentMembers(parentId: number | undefined, userName: string, enabled: boolean) {
  const mid = useMid();
  const filters = { parentId, userName: userName || undefined };
  return usePagedList<Paged<AgentMember>>(
    [...agentKey, "members", mid, filters],
    "Agent/Members",
    filters,
    enabled,
  );
}

/** GET Agent/RebateList (T), paged. */
export function useAgentRebates(range: DayRange, enabled: boolean) {
  const mid = useMid();
  return usePagedList<Paged<AgentRebateLine>>(
    [...agentKey, "rebates", mid, range],
    "Agent/RebateList",
    { ...range },
    enabled,
  );
}

/** GET Agent/Codes (T), paged. */
export function useAgentCodes(enabled: boolean) {
  const mid = useMid();
  return usePagedList<Paged<AgentCode>>([...agentKey, "codes", mid], "Agent/Codes", {}, enabled);
}

export interface NewCode {
  type: AgentCodeType;
  lotteryRate: string;
  sportsRate: string;
}

/** POST Agent/CreateCode (T). */
export function useCreateAgentCode() {
  return useMutation({
    mutationFn: (code: NewCode) => post<AgentCode>("Agent/CreateCode", { ...code }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...agentKey, "codes"] }),
  });
}

/** POST Agent/DisableCode (T). */
export function useDisableAgentCode() {
  return useMutation({
    mutationFn: (code: string) => post<AgentCode>("Agent/DisableCode", { code }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...agentKey, "codes"] }),
  });
}
