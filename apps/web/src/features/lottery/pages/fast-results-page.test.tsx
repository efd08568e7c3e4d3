import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FAST_DRAW_CODES, findGame } from "@lottery/rules";
import type { DrawResult, Paged } from "@lottery/contract";
import { useRealServer } from "#test/real-server.ts";
import { request } from "../../../lib/request.ts";
import { renderRoute } from "#test/features/lottery/fixtures.ts";
import FastResultListPage from "./FastResultListPage.tsx";

const server = useRealServer({ SEED_DEMO: "1" });
const PAGE = "/gpresultdetaillist";
const DETAIL = "/resultDetail/:gameCode/:issue";
const TREND = "/trend/:gameCode";

const newest = (gameCode: string) =>
  request<Paged<DrawResult>>("lotteryresult/list", { gameCode, pageIndex: 1, pageSize: 20 });

describe("/gpresultdetaillist fast-draw history", () => {
  it("offers every listed fast game of the catalogue and opens on the first official one", async () => {
    renderRoute(<FastResultListPage />, PAGE, PAGE, [DETAIL]);
    expect(await screen.findByText("高频彩开奖")).toBeTruthy();
    const tabs = screen.getAllByRole("tab");
    const listed = FAST_DRAW_CODES.filter((code) => !findGame(code)?.hidden && code !== "xqxc");
    expect(tabs.map((t) => t.textContent).sort()).toEqual(listed.map((c) => findGame(c)!.name).sort());
    expect(tabs[0]!.getAttribute("aria-selected")).toBe("true");
    expect(tabs[0]!.textContent).toBe("重庆时时彩");
    const rows = await screen.findAllByTestId("result-row");
    const history = await newest("cqssc");
    expect(rows).toHaveLength(history.list.length);
    expect(rows[0]!.textContent).toContain(`第${history.list[0]!.issue}期`);
    expect(screen.queryByText(/开奖可验证/)).toBeNull();
  });

  it("switches game through ?gameCode=, marks house games verifiable and opens a draw", async () => {
    const router = renderRoute(<FastResultListPage />, PAGE, PAGE, [DETAIL]);
    fireEvent.click(await screen.findByRole("tab", { name: "分分时时彩" }));
    await waitFor(() => expect(router.state.location.search).toBe("?gameCode=ffssc"));
    expect(await screen.findByText(/开奖可验证/)).toBeTruthy();
    const history = await newest("ffssc");
    await waitFor(() =>
      expect(screen.getAllByTestId("result-row")[0]!.textContent).toContain(`第${history.list[0]!.issue}期`),
    );
    fireEvent.click(screen.getAllByTestId("result-row")[0]!);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/resultDetail/ffssc/${history.list[0]!.issue}`),
    );
  });

  it("loads the next page as the list scrolls to its end (60 demo draws: 20 + 20 + 20)", async () => {
    // jsdom lays nothing out: give elements a parent so InfiniteScroll sees its footer on screen.
    vi.spyOn(HTMLElement.prototype, "offsetParent", "get").mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    const total = (await newest("ff11x5")).total;
    server.log.length = 0; // only the page's own calls below
    renderRoute(<FastResultListPage />, PAGE, `${PAGE}?gameCode=ff11x5`, [DETAIL]);
    await waitFor(() => expect(screen.getAllByTestId("result-row")).toHaveLength(total), { timeout: 8000 });
    expect(server.calls("lotteryresult/list").map((c) => c.query.pageIndex)).toEqual(["1", "2", "3"]);
    expect(screen.getByText("没有更多了")).toBeTruthy();
  });

  it("leads to the chosen game's trend chart", async () => {
    const router = renderRoute(<FastResultListPage />, PAGE, `${PAGE}?gameCode=ffk3`, [TREND]);
    fireEvent.click(await screen.findByRole("button", { name: "走势图" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/trend/ffk3"));
  });
});
