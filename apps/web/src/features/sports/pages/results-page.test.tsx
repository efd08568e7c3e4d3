import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { queryClient } from "../../../lib/query-client.ts";
import { ok, setUpPageTests } from "../../../lib/test-helpers.ts";
import { jczqResults } from "../test-fixtures.ts";
import SportResultDetailListPage from "./SportResultDetailListPage.tsx";

let answers: Record<string, unknown>;
const { calls } = setUpPageTests(() => answers);

beforeEach(() => {
  answers = { "lotteryresult/jc_list": ok(jczqResults) };
});

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
  it("shows scores and the winning option with its SP per play, and switches days", async () => {
    const router = renderResults("/sportResultDetailList/jczq/2026-11-21");
    expect(await screen.findByText("拜仁慕尼黑")).toBeTruthy();
    expect(calls("lotteryresult/jc_list")[0]!.query).toMatchObject({ gameCode: "jczq", date: "2026-11-21" });
    expect(screen.getByText("竞彩足球赛果")).toBeTruthy();
    const first = card("jczq-20261121-001");
    expect(within(first).getByText("1:0", { selector: "strong" })).toBeTruthy();
    expect(within(first).getByText("半场 1:0")).toBeTruthy();
    const rq = first.querySelector<HTMLElement>('[data-play="BRQSPF"]')!;
    expect(rq.textContent).toBe("让球胜平负(-1)让平4.09");
    const cancelled = card("jczq-20261121-009");
    expect(within(cancelled).getByText("取消", { selector: "strong" })).toBeTruthy();
    expect(cancelled.querySelector('[data-play="SPF"]')!.textContent).toBe("胜平负取消1.00");

    answers["lotteryresult/jc_list"] = ok({ ...jczqResults, date: "2026-11-20", list: [] });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "前一天" })));
    expect(router.state.location.pathname).toBe("/sportResultDetailList/jczq/2026-11-20");
    expect(await screen.findByText("该日暂无赛果")).toBeTruthy();
    expect(calls("lotteryresult/jc_list").at(-1)!.query.date).toBe("2026-11-20");
  });

  it("shows the latest day with results when the date is not one", async () => {
    const router = renderResults("/sportResultDetailList/jczq/latest");
    expect(await screen.findByTestId("sp-result-date")).toBeTruthy();
    expect(calls("lotteryresult/jc_list")[0]!.query.date).toBeUndefined();
    expect(await screen.findByText("2026-11-21")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "后一天" })));
    expect(router.state.location.pathname).toBe("/sportResultDetailList/jczq/2026-11-22");
  });
});
