import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { familyRules, GAMES, K3_PRIZE_YUAN, SSC_PRIZE_YUAN, X115_PRIZE_YUAN } from "@lottery/rules";
import type { DrawResult, Paged } from "@lottery/contract";
import { useRealServer } from "#test/real-server.ts";
import { renderPage } from "#test/helpers.ts";
import { lotteryOps, renderRoute } from "#test/features/lottery/fixtures.ts";
import { request } from "../../../lib/request.ts";
import { storage } from "../../../lib/storage.ts";
import { messages } from "../../../messages/index.ts";
import FastDrawPage from "./FastDrawPage.tsx";
import NumberGamePage from "./NumberGamePage.tsx";
import ResultDetailPage from "./ResultDetailPage.tsx";

// 遗漏/冷热 under the balls, read from the real server's draw history (forced draws at the test clock).
const server = useRealServer({ ALLOW_FORCED_DRAWS: "1" });
const lottery = lotteryOps(server);

let ssqIssue = "";
beforeAll(async () => {
  await lottery.enterDraw("ssq", "01,04,05,06,07,08|01");
  ssqIssue = (await lottery.enterDraw("ssq", "02,03,11,18,19,29|10")).issue;
  await lottery.enterDraw("syxw", "01,02,03,04,05");
  await lottery.enterDraw("syxw", "07,06,08,09,10");
}, 120_000);

const zone = (name: string) => within(screen.getByRole("region", { name }));
/** The figure under a ball of a zone, or null when none shows. */
const figure = (zoneName: string, ball: string) =>
  zone(zoneName).getByRole("button", { name: ball }).parentElement?.querySelector(".ball-stat")
    ?.textContent ?? null;
const mode = (name: string) => fireEvent.click(screen.getByRole("radio", { name }));

/** Draws among the newest `count` of the game whose numbers (as written) hold `ball` in the zone. */
async function hitsOf(gameCode: string, count: number, zoneIndex: number, ball: string) {
  const draws = await request<Paged<DrawResult>>("lotteryresult/list", {
    gameCode,
    pageIndex: 1,
    pageSize: count,
  });
  return draws.list.filter((d) => d.numbers.split("|")[zoneIndex]?.split(",").includes(ball)).length;
}

describe("遗漏 and 冷热 under the picker's balls", () => {
  it("shows nothing by default, the current miss per zone under 遗漏 and the hits of 30 draws under 冷热", async () => {
    renderPage(<NumberGamePage />, "/ssq");
    expect(await screen.findByRole("radio", { name: "关闭" })).toHaveProperty("ariaChecked", "true");
    expect(document.querySelector(".ball-stat")).toBeNull();

    mode("遗漏");
    await waitFor(() => expect(figure("红球", "02")).toBe("0"));
    expect(figure("红球", "01")).toBe("1");
    expect(figure("蓝球", "10")).toBe("0");
    expect(figure("蓝球", "01")).toBe("1");
    expect(screen.getByText(/当前遗漏/)).toBeTruthy();

    mode("冷热");
    const hot = await hitsOf("ssq", 30, 0, "02");
    expect(hot).toBeGreaterThanOrEqual(1);
    await waitFor(() => expect(figure("红球", "02")).toBe(String(hot)));
    expect(figure("蓝球", "10")).toBe(String(await hitsOf("ssq", 30, 1, "10")));
  });

  it("remembers the choice per game", async () => {
    renderPage(<NumberGamePage />, "/ssq");
    fireEvent.click(await screen.findByRole("radio", { name: "遗漏" }));
    expect(storage.getPerGame("pickStats", "ssq")).toBe("miss");
    cleanup();
    renderPage(<NumberGamePage />, "/ssq");
    expect(await screen.findByRole("radio", { name: "遗漏" })).toHaveProperty("ariaChecked", "true");
    await waitFor(() => expect(figure("红球", "02")).toBe("0"));
    cleanup();
    renderPage(<NumberGamePage />, "/dlt");
    expect(await screen.findByRole("radio", { name: "关闭" })).toHaveProperty("ariaChecked", "true");
  });

  it("counts a fast draw's 任选 ball anywhere in the draw and a 前二直选 position by its place", async () => {
    storage.setPerGame("pickStats", "syxw", "miss");
    renderRoute(<FastDrawPage />, "/ssc/:gameCode", "/ssc/syxw");
    fireEvent.click(await screen.findByRole("tab", { name: "任选" }));
    await waitFor(() => expect(figure("选号", "06")).toBe("0"));
    expect(figure("选号", "01")).toBe("1");
    fireEvent.click(screen.getByRole("tab", { name: "前二" }));
    fireEvent.click(screen.getByRole("tab", { name: "前二直选" }));
    // The newest draw 07,06,…: first place 07, second 06; 06 was not first there.
    await waitFor(() => expect(figure("第一位", "07")).toBe("0"));
    expect(figure("第二位", "06")).toBe("0");
    expect(figure("第一位", "06")).not.toBe("0");
  });
});

describe("prizes, 玩法说明 and 走势图 beside the pickers", () => {
  const places = ["/", "/trend/jsks"];

  it("shows 快3 和值's prize under each sum and opens the play's 玩法说明", async () => {
    renderRoute(<FastDrawPage />, "/k3/:gameCode", "/k3/jsks", places);
    fireEvent.click(await screen.findByRole("tab", { name: "和值" }));
    const sum = (value: string) => zone("和值").getByRole("button", { name: value }).textContent;
    expect(sum("3")).toBe(`3${K3_PRIZE_YUAN["HZ-3"]}元`);
    expect(sum("10")).toBe(`10${K3_PRIZE_YUAN["HZ-10"]}元`);
    fireEvent.click(screen.getByRole("button", { name: "玩法说明" }));
    expect(await screen.findByText(messages.pickerInfo.playRules.k3!.HZ!)).toBeTruthy();
    expect(screen.getByText("和值 玩法说明")).toBeTruthy();
  });

  it("shows the fixed prize of each 11选5 任选 play and 时时彩's 五星通选 tiers", async () => {
    renderRoute(<FastDrawPage />, "/ssc/:gameCode", "/ssc/syxw", places);
    fireEvent.click(await screen.findByRole("tab", { name: "任选" }));
    fireEvent.click(screen.getByRole("tab", { name: "任选二" }));
    expect(screen.getByTestId("play-prize").textContent).toBe(`奖金${X115_PRIZE_YUAN.RX2}元`);
    fireEvent.click(screen.getByRole("tab", { name: "任选五" }));
    expect(screen.getByTestId("play-prize").textContent).toBe(`奖金${X115_PRIZE_YUAN.RX5}元`);
    cleanup();
    renderRoute(<FastDrawPage />, "/ssc/:gameCode", "/ssc/cqssc", places);
    fireEvent.click(await screen.findByRole("tab", { name: "五星" }));
    fireEvent.click(screen.getByRole("tab", { name: "五星通选" }));
    const tiers = ["5XTX-1", "5XTX-2", "5XTX-3"].map((t) => SSC_PRIZE_YUAN[t]);
    expect(screen.getByTestId("play-prize").textContent).toBe(
      `一等奖${tiers[0]}元 · 二等奖${tiers[1]}元 · 三等奖${tiers[2]}元`,
    );
  });

  it("links a fast game to its 走势图", async () => {
    const router = renderRoute(<FastDrawPage />, "/k3/:gameCode", "/k3/jsks", places);
    fireEvent.click(await screen.findByRole("button", { name: "走势图" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/trend/jsks"));
  });

  it("has a 玩法说明 for every play of every number and fast-draw game", () => {
    const missing = GAMES.flatMap((game) =>
      (familyRules(game.family)?.plays ?? [])
        .filter((play) => !messages.pickerInfo.playRules[game.family]?.[play.code])
        .map((play) => `${game.code}:${play.code}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("奖池, sales and winners per tier", () => {
  beforeAll(async () => {
    const figures = {
      pool: 1_852_345_678,
      sales: 380_123_456,
      winners: { "1": 7, "2": 120, "6": 12_345_678 },
    };
    await lottery.announceFigures("ssq", ssqIssue, figures);
  });

  it("shows the pool announced with the newest draw on the SSQ picker", async () => {
    renderPage(<NumberGamePage />, "/ssq");
    expect((await screen.findByTestId("pool-line")).textContent).toBe("奖池18.52亿元");
  });

  it("shows an issue's sales, pool and the winners of each announced tier on its result page", async () => {
    renderRoute(<ResultDetailPage />, "/resultDetail/:gameCode/:issue", `/resultDetail/ssq/${ssqIssue}`);
    const figures = await screen.findByTestId("draw-figures");
    expect(figures.textContent).toBe("本期销量3.80亿元奖池18.52亿元");
    const rows = [...screen.getByTestId("result-tiers").querySelectorAll("tbody tr")].map((row) =>
      [...row.querySelectorAll("td")].map((cell) => cell.textContent),
    );
    expect(rows[0]?.slice(0, 2)).toEqual(["一等奖浮动", "7注"]);
    expect(rows[2]?.[1]).toBe("—");
    expect(rows[5]?.slice(1)).toEqual(["12,345,678注", "5.00元"]);
    expect(screen.getByText("中奖注数")).toBeTruthy();
  });
});
