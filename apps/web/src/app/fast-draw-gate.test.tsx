import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { queryClient } from "../lib/query-client.ts";
import { useRealServer } from "#test/real-server.ts";
import { appRoutes } from "./route-table.tsx";

const server = useRealServer();

function renderApp(path: string) {
  window.scrollTo = () => undefined; // the layout scrolls on navigation; jsdom has no layout
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("fast draws that need a logged-in player (SPEC 2.4 rules 5 and 6)", { timeout: 40_000 }, () => {
  it.each([
    ["/LYB/FFLYB", "葫芦"],
    ["/shootingDragonDoor/WFSLM", "撞柱"],
  ])("sends a visitor from %s to login and shows the game once logged in", async (path, button) => {
    const router = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"), { timeout: 10_000 });
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(path)}`);
    await server.login(`gate${path.length}`);
    await router.navigate(path);
    expect(await screen.findByRole("button", { name: button }, { timeout: 10_000 })).toBeTruthy();
  });
});
