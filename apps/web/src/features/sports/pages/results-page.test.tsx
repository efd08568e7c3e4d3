import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { SportsMatchAdminView } from "@lottery/contract";
import { queryClient } from "../../../lib/query-client.ts";
import { spOf, useSportsServer } from "#test/features/sports/fixtures.ts";
import SportResultDetailListPage from "./SportResultDetailListPage.tsx";

const { server, sports } = useSportsServer();

/** Two 竞彩足球 matches of one business day: one played (1:0, half 1:0), one cancelled. */
let played: SportsMatchAdminView;
let cancelled: SportsMatchAdminView;
/** "2026-11-21" → the day before / after. */
const dayFrom = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const now = Date.parse(await server.setUp.advanceClock(0));
  const kickoffAt = new Date(now + 3_600_000);
  played = await sports.createMatch({
    gameCode: "jczq",
    homeTeam: "拜仁慕尼黑",
    awayTeam: "多特蒙德",
    kickoffAt,
  });
  cancelled = await sports.createMatch({ gameCode: "jczq", kickoffAt });
  await sports.finishMatch(played, { halfScore: "1:0", fullScore: "1:0" });
  await sports.finishMatch(cancelled, { cancelled: true });
}, 60_000);

const card = (matchId: string) => document.querySelector<HTMLElement>(`[data-match="${matchId}"]`)!;
const ROUTE = "/sportResultDetailList/:gamename/:date";

/** Renders the page under its real route pattern (renderPage matches literal paths only). */
function renderResults(url: string) {
  const router = createMemoryRouter([{ path: ROUTE, element: <SportResultDetailListPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("/sportResultDetailList/{gamename}/{date}", () => {
  it("竞彩篮球: the away team first and the score away:home", async () => {
    const kickoffAt = new Date(Date.parse(await server.setUp.advanceClock(0)) + 3_600_000);
    const game = await sports.createMatch({
      gameCode: "jclq",
      homeTeam: "辽宁本钢",
      awayTeam: "广东宏远",
      kickoffAt,
    });
    // stored home:away: the home side lost 88 to 95
    await sports.finishMatch(game, { fullScore: "88:95" });
    await server.login("rsview03");
    renderResults(`/sportResultDetailList/jclq/${game.businessDate}`);
    expect(await screen.findByText("广东宏远")).toBeTruthy();
    expect(card(game.matchId).querySelector(".sp-result-teams")!.textContent).toBe(
      "广东宏远95:88辽宁本钢(主)",
    );
    // the result itself is the home side's: 主负
    expect(card(game.matchId).querySelector('[data-play="SF"]')!.textContent).toContain("主负");
  });

  it("shows scores and the winning option with its SP per play, and switches days", async () => {
    await server.login("rsview01");
    const day = played.businessDate;
    const router = renderResults(`/sportResultDetailList/jczq/${day}`);
    expect(await screen.findByText("拜仁慕尼黑")).toBeTruthy();
    expect(server.calls("lotteryresult/jc_list")[0]!.query).toMatchObject({ gameCode: "jczq", date: day });
    expect(screen.getByText("竞彩足球赛果")).toBeTruthy();
    const first = card(played.matchId);
    expect(within(first).getByText("1:0", { selector: "strong" })).toBeTruthy();
    expect(within(first).getByText("半场 1:0")).toBeTruthy();
    // 1:0 with the home side giving one goal: 让平, at the SP it was sold at
    const rq = first.querySelector<HTMLElement>('[data-play="BRQSPF"]')!;
    expect(rq.textContent).toBe(`让球胜平负(-1)让平${spOf(played, "BRQSPF", "1").toFixed(2)}`);
    const void_ = card(cancelled.matchId);
    expect(within(void_).getByText("取消", { selector: "strong" })).toBeTruthy();
    expect(void_.querySelector('[data-play="SPF"]')!.textContent).toBe("胜平负取消1.00");

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "前一天" })));
    expect(router.state.location.pathname).toBe(`/sportResultDetailList/jczq/${dayFrom(day, -1)}`);
    expect(await screen.findByText("该日暂无赛果")).toBeTruthy();
    expect(server.calls("lotteryresult/jc_list").at(-1)!.query.date).toBe(dayFrom(day, -1));
  });

  it("shows the latest day with results when the date is not one", async () => {
    await server.login("rsview02");
    const router = renderResults("/sportResultDetailList/jczq/latest");
    expect(await screen.findByTestId("sp-result-date")).toBeTruthy();
    expect(server.calls("lotteryresult/jc_list")[0]!.query.date).toBeUndefined();
    expect(await screen.findByText(played.businessDate)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "后一天" })));
    expect(router.state.location.pathname).toBe(
      `/sportResultDetailList/jczq/${dayFrom(played.businessDate, 1)}`,
    );
  });
});
