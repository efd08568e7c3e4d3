import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { beforeAll, describe, expect, it } from "vitest";
import type { LotteryPageInfo } from "@lottery/contract";
import { useRealServer } from "#test/real-server.ts";
import { request } from "../../../lib/request.ts";
import { storage } from "../../../lib/storage.ts";
import { renderPage } from "#test/helpers.ts";
import { messages } from "../../../messages/index.ts";
import { formatCountdown } from "../logic/countdown.ts";
import { loadTicketList } from "../logic/ticket-list.ts";
import { lotteryOps } from "#test/features/lottery/fixtures.ts";
import NumberGamePage from "./NumberGamePage.tsx";

// Forced draws: the operator's result entry draws the SSQ issue on sale at once (the test clock).
const server = useRealServer({ ALLOW_FORCED_DRAWS: "1" });
const lottery = lotteryOps(server);
const PLACES = ["/", "/NumConfirmation/ssq/FS", "/NumConfirmation/ssq/DS", "/NumConfirmation/ssq/DT"];
let drawn: Awaited<ReturnType<typeof lottery.enterDraw>>;

beforeAll(async () => {
  drawn = await lottery.enterDraw("ssq", "02,03,11,18,19,29|10");
}, 60_000);

/** The page has the server's issue on sale. */
const onSale = () => screen.findByText(`第${drawn.next}期`);

/** How the issue bar shows `seconds` left ("2天 03:04:05", or "03:04:05" under a day). */
function countdownText(seconds: number) {
  const { days, clock } = formatCountdown(seconds, messages.lottery.days);
  return days ? `${days} ${clock}` : clock;
}

const zone = (name: string) => within(screen.getByRole("region", { name }));
const tapBalls = (name: string, values: string[]) => {
  for (const value of values) fireEvent.click(zone(name).getByRole("button", { name: value }));
};

/** The open question before a play switch that would drop picks. */
const switchQuestion = (play: string) =>
  waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>(".adm-dialog")].at(-1);
    expect(open?.textContent).toContain(messages.lottery.switchPlayDrops(play));
    return open!;
  });

describe("number-game picking page /ssq", () => {
  it("shows the issue on sale with its countdown to the server's close time and the last draw", async () => {
    renderPage(<NumberGamePage />, "/ssq", PLACES);
    expect(await onSale()).toBeTruthy();
    expect(server.calls("sitemsg/AppLotteryPageInfo")[0]?.query.gameCode).toBe("ssq");
    // The server's clock is the test clock: its seconds to close, less the (real) seconds since.
    const info = await request<LotteryPageInfo>("sitemsg/AppLotteryPageInfo", { gameCode: "ssq" });
    const left = Math.ceil((Date.parse(info.current!.closeAt) - Date.parse(info.serverTime)) / 1000);
    const shown = screen.getByTestId("issue-current").textContent ?? "";
    expect(shown).toContain("距截止");
    expect([left, left - 1, left - 2].map(countdownText).some((text) => shown.endsWith(text))).toBe(true);
    const last = screen.getByText(`第${drawn.issue}期开奖`).parentElement!;
    const balls = [...last.querySelectorAll(".draw-ball")].map((b) => b.textContent);
    expect(balls).toEqual(drawn.numbers.split(/[,|]/));
    expect(last.querySelectorAll(".draw-ball-blue")).toHaveLength(1);
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

  it("keeps the picks that fit when switching 复式 → 胆拖 → 复式 → 单式", async () => {
    renderPage(<NumberGamePage />, "/ssq", PLACES);
    fireEvent.click(await screen.findByRole("tab", { name: "复式" }));
    tapBalls("红球", ["01", "02", "03", "04", "05", "06"]);
    tapBalls("蓝球", ["16"]);
    // 胆拖: the reds stay as 拖码, the blue stays; no question asked.
    fireEvent.click(screen.getByRole("tab", { name: "胆拖" }));
    expect(document.querySelector(".adm-dialog")).toBeNull();
    expect(screen.getByRole("tab", { name: "胆拖" }).getAttribute("aria-selected")).toBe("true");
    expect(zone("红球").getByRole("button", { name: "03" }).getAttribute("data-status")).toBe("2");
    expect(zone("红球").getAllByRole("button", { pressed: true })).toHaveLength(6);
    // A banker on 胆拖 becomes a plain number again on 复式.
    tapBalls("红球", ["09"]);
    expect(zone("红球").getByRole("button", { name: "09胆" }).getAttribute("data-status")).toBe("1");
    fireEvent.click(screen.getByRole("tab", { name: "复式" }));
    expect(zone("红球").getAllByRole("button", { pressed: true })).toHaveLength(7);
    expect(screen.getByTestId("bet-summary").textContent).toContain("共7注 14.00元");
    // 单式 takes six reds: the seven do not fit, so the page asks; 取消 keeps everything.
    fireEvent.click(screen.getByRole("tab", { name: "单式" }));
    fireEvent.click(within(await switchQuestion("单式")).getByRole("button", { name: "取消" }));
    expect(screen.getByRole("tab", { name: "复式" }).getAttribute("aria-selected")).toBe("true");
    expect(zone("红球").getAllByRole("button", { pressed: true })).toHaveLength(7);
    // Untapping one red makes six, which fit 单式 as one bet.
    tapBalls("红球", ["09"]);
    fireEvent.click(screen.getByRole("tab", { name: "单式" }));
    expect(screen.getByRole("tab", { name: "单式" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByTestId("bet-summary").textContent).toContain("共1注 2.00元");
  });

  it("on 确定 drops only the picks that do not fit the new play", async () => {
    renderPage(<NumberGamePage />, "/ssq", PLACES);
    fireEvent.click(await screen.findByRole("tab", { name: "复式" }));
    tapBalls("红球", ["01", "02", "03", "04", "05", "06", "07"]);
    tapBalls("蓝球", ["16"]);
    fireEvent.click(screen.getByRole("tab", { name: "单式" }));
    fireEvent.click(within(await switchQuestion("单式")).getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "单式" }).getAttribute("aria-selected")).toBe("true"),
    );
    expect(zone("红球").queryAllByRole("button", { pressed: true })).toHaveLength(0);
    expect(zone("蓝球").getByRole("button", { name: "16" }).getAttribute("aria-pressed")).toBe("true");
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
    await onSale();
    tapBalls("红球", ["01"]);
    fireEvent.click(screen.getByRole("button", { name: "选好了" }));
    expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: "号码个数不足" }));
    expect(router.state.location.pathname).toBe("/ssq");
  });

  it("机选5注 puts five one-bet tickets on the list", async () => {
    const router = renderPage(<NumberGamePage />, "/ssq", PLACES);
    await onSale();
    fireEvent.click(screen.getByRole("button", { name: "机选" }));
    fireEvent.click((await screen.findAllByText("机选5注")).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe("/NumConfirmation/ssq/DS"));
    const list = loadTicketList("ssq");
    expect(list).toHaveLength(5);
    expect(list.every((t) => t.bets === 1 && t.play === "DS")).toBe(true);
  });

  it("机选1注 fills the grid with one bet", async () => {
    renderPage(<NumberGamePage />, "/ssq", PLACES);
    await onSale();
    fireEvent.click(screen.getByRole("button", { name: "机选" }));
    // an action sheet of an earlier test may still be closing: take the newest
    fireEvent.click((await screen.findAllByText("机选1注")).at(-1)!);
    await waitFor(() => expect(screen.getByTestId("bet-summary").textContent).toContain("共1注 2.00元"));
    expect(zone("红球").getAllByRole("button", { pressed: true })).toHaveLength(6);
  });
});

describe("other number games", () => {
  it("draws 3D's positions and prices 直选 2 × 1 × 1", async () => {
    renderPage(<NumberGamePage />, "/fc3dpl3/fc3d", PLACES);
    expect(await screen.findByText("福彩3D")).toBeTruthy();
    tapBalls("百位", ["1", "2"]);
    tapBalls("十位", ["3"]);
    tapBalls("个位", ["4"]);
    expect(screen.getByTestId("bet-summary").textContent).toContain("共2注 4.00元");
    expect(server.calls("sitemsg/AppLotteryPageInfo")[0]?.query.gameCode).toBe("fc3d");
  });

  it("offers LHC's six plays and QXC's seven positions", async () => {
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
