import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { beforeEach, describe, expect, it } from "vitest";
import { storage } from "../../../lib/storage.ts";
import { renderPage, setUpPageTests } from "../../../lib/test-helpers.ts";
import { loadTicketList } from "../logic/ticket-list.ts";
import { pageInfo } from "../test-fixtures.ts";
import NumberGamePage from "./NumberGamePage.tsx";

let answers: Record<string, unknown>;
const { calls } = setUpPageTests(() => answers);
const PLACES = ["/", "/NumConfirmation/ssq/FS", "/NumConfirmation/ssq/DS", "/NumConfirmation/ssq/DT"];

beforeEach(() => {
  answers = { "sitemsg/AppLotteryPageInfo": pageInfo() };
});

const zone = (name: string) => within(screen.getByRole("region", { name }));
const tapBalls = (name: string, values: string[]) => {
  for (const value of values) fireEvent.click(zone(name).getByRole("button", { name: value }));
};

describe("number-game picking page /ssq", () => {
  it("shows the current issue with its countdown and the last draw", async () => {
    renderPage(<NumberGamePage />, "/ssq", PLACES);
    expect(await screen.findByText("第2026140期")).toBeTruthy();
    expect(screen.getByTestId("issue-current").textContent).toMatch(/距截止\s*02:05:(29|30)/);
    expect(screen.getByText("第2026139期开奖")).toBeTruthy();
    expect(calls("sitemsg/AppLotteryPageInfo")[0]?.query.gameCode).toBe("ssq");
  });

  it("counts bets and amount live as balls are tapped (FS 7 red × 2 blue = 14 bets)", async () => {
    renderPage(<NumberGamePage />, "/ssq", PLACES);
    fireEvent.click(await screen.findByRole("tab", { name: "复式" }));
    tapBalls("红球", ["01", "02", "03", "04", "05", "06", "07"]);
    expect(screen.getByTestId("bet-summary").textContent).toContain("号码个数不足");
    tapBalls("蓝球", ["07", "08"]);
    expect(screen.getByTestId("bet-summary").textContent).toContain("共14注 28.00元");
    fireEvent.click(screen.getByRole("button", { name: "清空" }));
    expect(screen.getByTestId("bet-summary").textContent).toContain("共0注 0.00元");
  });

  it("marks a DT ball banker on the first tap and drag on the second", async () => {
    renderPage(<NumberGamePage />, "/ssq", PLACES);
    fireEvent.click(await screen.findByRole("tab", { name: "胆拖" }));
    tapBalls("红球", ["09"]);
    expect(zone("红球").getByRole("button", { name: "09胆" }).getAttribute("data-status")).toBe("1");
    tapBalls("红球", ["09胆"]);
    expect(zone("红球").getByRole("button", { name: "09" }).getAttribute("data-status")).toBe("2");
  });

  it("keeps the selection across a refresh (SPEC 3 betting record)", async () => {
    renderPage(<NumberGamePage />, "/ssq", PLACES);
    fireEvent.click(await screen.findByRole("tab", { name: "复式" }));
    tapBalls("红球", ["01", "02", "03", "04", "05", "06"]);
    tapBalls("蓝球", ["16"]);
    cleanup();
    renderPage(<NumberGamePage />, "/ssq", PLACES);
    expect((await screen.findByRole("tab", { name: "复式" })).getAttribute("aria-selected")).toBe("true");
    expect(zone("蓝球").getByRole("button", { name: "16" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("bet-summary").textContent).toContain("共1注 2.00元");
  });

  it("选好了 adds the ticket to the bet list and opens the confirmation page", async () => {
    const router = renderPage(<NumberGamePage />, "/ssq", PLACES);
    fireEvent.click(await screen.findByRole("tab", { name: "复式" }));
    tapBalls("红球", ["01", "02", "03", "04", "05", "06", "07"]);
    tapBalls("蓝球", ["07"]);
    fireEvent.click(screen.getByRole("button", { name: "选好了" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/NumConfirmation/ssq/FS"));
    expect(loadTicketList("ssq")).toMatchObject([
      { play: "FS", ticket: "FS:01,02,03,04,05,06,07|07", bets: 7 },
    ]);
    expect(storage.getPerGame("bettingRecord", "ssq")).toMatchObject({
      play: "FS",
      zones: [{ numbers: [] }, {}],
    });
  });

  it("refuses an incomplete selection with the rules' reason", async () => {
    const router = renderPage(<NumberGamePage />, "/ssq", PLACES);
    await screen.findByText("第2026140期");
    tapBalls("红球", ["01"]);
    fireEvent.click(screen.getByRole("button", { name: "选好了" }));
    expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: "号码个数不足" }));
    expect(router.state.location.pathname).toBe("/ssq");
  });

  it("机选5注 puts five one-bet tickets on the list", async () => {
    const router = renderPage(<NumberGamePage />, "/ssq", PLACES);
    await screen.findByText("第2026140期");
    fireEvent.click(screen.getByRole("button", { name: "机选" }));
    fireEvent.click((await screen.findAllByText("机选5注")).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe("/NumConfirmation/ssq/DS"));
    const list = loadTicketList("ssq");
    expect(list).toHaveLength(5);
    expect(list.every((t) => t.bets === 1 && t.play === "DS")).toBe(true);
  });

  it("机选1注 fills the grid with one bet", async () => {
    renderPage(<NumberGamePage />, "/ssq", PLACES);
    await screen.findByText("第2026140期");
    fireEvent.click(screen.getByRole("button", { name: "机选" }));
    // an action sheet of an earlier test may still be closing: take the newest
    fireEvent.click((await screen.findAllByText("机选1注")).at(-1)!);
    await waitFor(() => expect(screen.getByTestId("bet-summary").textContent).toContain("共1注 2.00元"));
    expect(zone("红球").getAllByRole("button", { pressed: true })).toHaveLength(6);
  });
});

describe("other number games", () => {
  it("draws 3D's positions and prices 直选 2 × 1 × 1", async () => {
    answers["sitemsg/AppLotteryPageInfo"] = pageInfo("fc3d", { gameName: "福彩3D" });
    renderPage(<NumberGamePage />, "/fc3dpl3/fc3d", PLACES);
    expect(await screen.findByText("福彩3D")).toBeTruthy();
    tapBalls("百位", ["1", "2"]);
    tapBalls("十位", ["3"]);
    tapBalls("个位", ["4"]);
    expect(screen.getByTestId("bet-summary").textContent).toContain("共2注 4.00元");
    expect(calls("sitemsg/AppLotteryPageInfo")[0]?.query.gameCode).toBe("fc3d");
  });

  it("offers LHC's six plays and QXC's seven positions", async () => {
    answers["sitemsg/AppLotteryPageInfo"] = pageInfo("lhc");
    renderPage(<NumberGamePage />, "/lhc", PLACES);
    expect(await screen.findAllByRole("tab")).toHaveLength(6);
    cleanup();
    renderPage(<NumberGamePage />, "/qxc", PLACES);
    expect(await screen.findAllByRole("region")).toHaveLength(7);
  });

  it("says so for a code that is not a number game", async () => {
    renderPage(<NumberGamePage />, "/fc3dpl3/abc", ["/", "/fc3dpl3/:gameCode"]);
    expect(await screen.findByText("暂不支持该彩种")).toBeTruthy();
  });
});
