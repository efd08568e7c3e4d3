import { createElement, type ReactElement } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { queryClient } from "../../../src/lib/query-client.ts";
import type { AuthModels, BetSzcModels } from "@lottery/contract";
import { serverTestModule, type RealServer } from "../../real-server.ts";
import type * as LotteryOps from "./server-ops.ts";

type OrderFixtures = typeof import("@lottery/server/test/lottery-orders-fixtures.ts");

/** Test-only helpers of the lottery page tests (imported by *.test.tsx only). */

/** The lottery set-up calls (server-ops.ts), run in the real server's worker. */
export const lotteryOps = (server: RealServer) =>
  server.ops<typeof LotteryOps>("server-ops.ts", import.meta.url);

/**
 * Places a number bet through the server's bet_szc as `player` on the issue (`params`: tickets, and
 * multiple, chase, stopOnWin … as the call takes them); answers the order, throwing on a refusal.
 */
export async function placeBet(
  server: RealServer,
  player: AuthModels,
  on: { gameCode: string; issue: string },
  params: Record<string, string | number>,
): Promise<BetSzcModels> {
  const orders = server.ops<OrderFixtures>(serverTestModule("lottery-orders-fixtures.ts"));
  const answer = await orders.bet({ token: player.token, mid: player.userInfo.Mid }, on, params);
  if (answer.status !== 0 || !answer.models) throw new Error(`bet refused: ${answer.msg}`);
  return answer.models;
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
