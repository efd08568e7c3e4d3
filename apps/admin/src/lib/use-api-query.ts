import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet, type Query } from "./api.ts";

/**
 * GET /admin/api{path} as a query keyed [path, query], so an action invalidates every page of a
 * list by its path. The previous page stays on screen while the next one loads.
 */
export function useApiQuery<T>(
  path: string,
  query: Query = {},
  options: { enabled?: boolean; refetchMs?: number } = {},
) {
  return useQuery({
    queryKey: [path, query],
    queryFn: () => apiGet<T>(path, query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchMs,
  });
}
