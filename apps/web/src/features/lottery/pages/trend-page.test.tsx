import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { DrawResult, OmissionModels, Paged } from "@lottery/contract";
import { useRealServer } from "#test/real-server.ts";
import { request } from "../../../lib/request.ts";
import { lotteryOps, renderRoute } from "#test/features/lottery/fixtures.ts";
import NumberGamePage from "./NumberGamePage.tsx";
import ResultDetailListPage from "./ResultDetailListPage.tsx";
import TrendPage from "./TrendPage.tsx";

const server = useRealServer({ SEED_DEMO: "1" });
const lottery = lotteryOps(server);
const TREND = "/trend/:gameCode";

beforeAll(async () => {
  await lottery.openSale("ssq");
}, 60_000);

const grid = () => within(screen.getByTestId("trend-grid"));
/** The cells of a grid row as the player reads them (a ball's number, or a miss count). */
const cellTexts = (row: HTMLElement) => [...row.querySelectorAll("td")].map((td) => td.textContent ?? "");

describe("/trend/{gameCode} built-in trend chart", () => {
  it("draws the last 30 SSQ draws, red zone, with hits as balls and the server's statistics below", async () => {
    renderRoute(<TrendPage />, TREND, "/trend/ssq");
    expect(await screen.findByText("双色球走势图")).toBeTruthy();
    const rows = await screen.findAllByTestId("trend-row");
    const history = await request<Paged<DrawResult>>("lotteryresult/list", { gameCode: "ssq", pageSize: 30 });
    expect(rows).toHaveLength(history.list.length);
    // oldest first: the last row is the newest draw, its six reds drawn as balls
    expect(rows.map((r) => r.querySelector("th")?.textContent)).toEqual(
      history.list.map((d) => d.issue).reverse(),
    );
    const newest = history.list[0]!.numbers.split("|")[0]!.split(",");
    const lastRow = rows.at(-1)!;
    const balls = [...lastRow.querySelectorAll("td.trend-hit")].map((td) => td.textContent);
    expect(balls).toEqual(newest);
    expect(grid().getAllByRole("columnheader")).toHaveLength(34); // 期号 + 01…33

    // The chart's own miss counts end where the server's 当前遗漏 says (the same 30 draws).
    const current = cellTexts(screen.getByTestId("trend-current"));
    const lastMisses = [...lastRow.querySelectorAll("td")].map((td) =>
      td.classList.contains("trend-hit") ? "0" : td.textContent,
    );
    expect(lastMisses).toEqual(current);
    const omission = await request<OmissionModels>("lotteryresult/Omission", { gameCode: "ssq", count: 30 });
    const red = omission.zones[0]!.numbers;
    expect(current).toEqual(red.map((n) => String(n.current)));
    expect(cellTexts(screen.getByTestId("trend-average"))).toEqual(red.map((n) => String(n.average)));
    expect(cellTexts(screen.getByTestId("trend-max"))).toEqual(red.map((n) => String(n.max)));
    expect(cellTexts(screen.getByTestId("trend-hits"))).toEqual(red.map((n) => String(n.hits)));
    expect(server.calls("lotteryresult/Omission")[0]?.query).toMatchObject({ gameCode: "ssq", count: "30" });
  });

  it("switches to the blue zone (tabs named as on the picking page)", async () => {
    renderRoute(<TrendPage />, TREND, "/trend/ssq");
    fireEvent.click(await screen.findByRole("tab", { name: "蓝球" }));
    await waitFor(() => expect(grid().getAllByRole("columnheader")).toHaveLength(17)); // 期号 + 01…16
    const rows = screen.getAllByTestId("trend-row");
    rows.forEach((row) => expect(row.querySelectorAll("td.trend-hit")).toHaveLength(1));
  });

  it("reads a digit draw by position and widens the window to 50 draws", async () => {
    renderRoute(<TrendPage />, TREND, "/trend/ffssc");
    // no picking-page names for a fast game: the server's 第n位
    expect(await screen.findAllByRole("tab", { name: /^第\d位$/ })).toHaveLength(5);
    expect(await screen.findAllByTestId("trend-row")).toHaveLength(30);
    fireEvent.click(screen.getByRole("tab", { name: "近50期" }));
    await waitFor(() => expect(screen.getAllByTestId("trend-row")).toHaveLength(50));
    fireEvent.click(screen.getByRole("tab", { name: "第5位" }));
    const history = await request<Paged<DrawResult>>("lotteryresult/list", {
      gameCode: "ffssc",
      pageSize: 50,
    });
    const lastDigits = history.list.map((d) => d.numbers.split(",")[4]).reverse();
    await waitFor(() =>
      expect(
        screen.getAllByTestId("trend-row").map((row) => row.querySelector("td.trend-hit")?.textContent),
      ).toEqual(lastDigits),
    );
  });

  it("says so for a game without a chart", async () => {
    renderRoute(<TrendPage />, TREND, "/trend/jczq");
    expect(await screen.findByText("该彩种暂无走势图")).toBeTruthy();
  });
});

describe("ways into the chart", () => {
  it("the number-game page's header link", async () => {
    const router = renderRoute(<NumberGamePage />, "/ssq", "/ssq", [TREND]);
    fireEvent.click(await screen.findByRole("button", { name: "走势图" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/trend/ssq"));
  });

  it("the draw history's 走势图 button", async () => {
    const router = renderRoute(
      <ResultDetailListPage />,
      "/resultDetailList/:gamename",
      "/resultDetailList/dlt",
      [TREND],
    );
    fireEvent.click(await screen.findByRole("button", { name: "走势图 ›" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/trend/dlt"));
  });
});
