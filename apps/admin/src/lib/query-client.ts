import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api.ts";

/** Refusals (status 1, 2, 4) are answers, not outages: never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}
