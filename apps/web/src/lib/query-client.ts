import { QueryClient } from "@tanstack/react-query";

/** Server state lives in TanStack Query; failures already toast in the request helpers. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
