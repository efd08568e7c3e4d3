import { createElement, type ReactElement } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { LotteryPageInfo } from "@lottery/contract";
import { queryClient } from "../../lib/query-client.ts";

/** Test-only answers shaped like the server's contract types (imported by *.test.tsx only). */
export function pageInfo(gameCode = "ssq", overrides: Partial<LotteryPageInfo> = {}): LotteryPageInfo {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    gameCode,
    gameName: "双色球",
    kind: "number",
    serverTime: iso(now),
    current: {
      issue: "2026140",
      status: "open",
      onSale: true,
      openAt: iso(now - 3_600_000),
      closeAt: iso(now + 2 * 3_600_000 + 5 * 60_000 + 30_000),
      drawAt: iso(now + 3 * 3_600_000),
      seedHash: null,
    },
    last: {
      gameCode,
      gameName: "双色球",
      issue: "2026139",
      numbers: "02,03,11,18,19,29|10",
      drawAt: iso(now - 86_400_000),
    },
    maxBeishu: 50000,
    maxQishu: 25,
    closeBeforeDrawSeconds: 4500,
    houseDrawn: false,
    ...overrides,
  };
}

/**
 * Renders `page` under the route `pattern` (with its parameters) at `url` (history: `/`, then `url`);
 * every path of `places` is a placeholder naming itself. Answers the router.
 */
export function renderRoute(
  page: ReactElement,
  pattern: string,
  url: string,
  places: readonly string[] = ["/"],
) {
  const others = places
    .filter((place) => place !== pattern)
    .map((place) => ({ path: place, element: createElement("div", null, place) }));
  const router = createMemoryRouter([...others, { path: pattern, element: page }], {
    initialEntries: ["/", url],
  });
  render(
    createElement(QueryClientProvider, { client: queryClient }, createElement(RouterProvider, { router })),
  );
  return router;
}
