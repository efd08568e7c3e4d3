import { useQuery } from "@tanstack/react-query";
import type { HelpDetail, HelpListModels } from "@lottery/contract";
import { request } from "../../../lib/request.ts";

/** SiteMsg/HelpList: every help type with its topics, or only topics matching `keyword`. */
export function useHelpList(keyword = "") {
  return useQuery({
    queryKey: ["help", "list", keyword],
    queryFn: async () => (await request<HelpListModels | null>("SiteMsg/HelpList", { keyword }))?.list ?? [],
    staleTime: 5 * 60_000,
  });
}

/** SiteMsg/HelpDetail: one topic's answer; disabled when the route's names are malformed. */
export function useHelpDetail(topic: { type: string; name: string } | null) {
  return useQuery({
    queryKey: ["help", "detail", topic?.type, topic?.name],
    queryFn: () => request<HelpDetail>("SiteMsg/HelpDetail", { ...topic }, { silent: true }),
    enabled: topic !== null,
  });
}
