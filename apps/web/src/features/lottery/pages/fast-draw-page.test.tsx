import { createElement } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { OrderDetail } from "@lottery/contract";
import { queryClient } from "../../../lib/query-client.ts";
import { confirmPaymentOf } from "#test/helpers.ts";
import { useRealServer } from "#test/real-server.ts";
import { request } from "../../../lib/request.ts";
import { messages } from "../../../messages/index.ts";
import { emptySelection } from "../logic/selection.ts";
import { appendTickets, listedTicket } from "../logic/ticket-list.ts";
import { eventSourceTo } from "#test/features/lottery/event-source.ts";
import { lotteryOps } from "#test/features/lottery/fixtures.ts";
import FastConfirmationPage from "./FastConfirmationPage.tsx";
import FastDrawPage from "./FastDrawPage.tsx";

const server = useRealServer({ ALLOW_FORCED_DRAWS: "1" });
const fast = lotteryOps(server);
let base = "";
beforeAll(async () => {
  base = await fast.serverBase();
});
afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

/** The fast-draw page and its confirmation routes in one router; other places name themselves. */
function renderFast(url: string) {
  const place = (path: string) => ({ path, element: createElement("div", null, path) });
  const router = createMemoryRouter(
    [
      ...["/ssc/:gameCode", "/k3/:gameCode", "/xyft/:gameCode", "/LYB/:gameCode"].map((path) => ({
        path,
        element: <FastDrawPage />,
      })),
      { path: "/confirmationSSC/:gameType", element: <FastConfirmationPage /> },
      { path: "/confirmationJSKS/:gameType", element: <FastConfirmationPage /> },
      { path: "/QWLHC/NumConfirmation", element: <FastConfirmationPage /> },
      place("/orderDetails"),
      place("/"),
    ],
    { initialEntries: ["/", url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const zone = (name: string) => within(screen.getByRole("region", { name }));
const summary = () => screen.getByTestId("bet-summary").textContent;

// The real server's scheduler and settlement run in the worker of a shared 2-core machine: be patient.
const SLOW = { timeout: 40_000 };

describe("fast-draw picking and paying", SLOW, () => {
  it("picks a 分分时时彩 五星直选 ticket, lists it at /confirmationSSC and places it", async () => {
    await server.login("fastssc1", 100);
    const sale = await fast.openFastSale("jlffc");
    const router = renderFast("/ssc/JLFFC");
    expect(await screen.findByText(`第${sale.issue}期`)).toBeTruthy();
    expect(screen.getByTestId("issue-current").textContent).toMatch(/距封盘 00:00:\d\d距开奖 00:00:\d\d/);
    for (const [position, digit] of [
      ["万位", "1"],
      ["千位", "2"],
      ["百位", "3"],
      ["十位", "4"],
      ["个位", "5"],
    ] as const) {
      fireEvent.click(zone(position).getByRole("button", { name: digit }));
    }
    fireEvent.click(zone("个位").getByRole("button", { name: "6" }));
    expect(summary()).toContain("共2注 4.00元");
    fireEvent.click(screen.getByRole("button", { name: "选好了" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/confirmationSSC/jlffc"));
    const row = await screen.findByTestId("ticket-row");
    expect(row.textContent).toContain("五星直选 2注 4.00元");
    expect([...row.querySelectorAll(".ticket-zone")].map((z) => z.textContent)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5 6",
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "立即投注" }));
    await confirmPaymentOf("4.00", [`第${sale.issue}期 2注 × 1倍 × 1期`]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/orderDetails"));
    const orderId = new URLSearchParams(router.state.location.search).get("orderId") ?? "";
    const order = await request<OrderDetail>("order/detail", { orderId });
    expect(order).toMatchObject({
      gameCode: "jlffc",
      issue: sale.issue,
      bets: 2,
      amount: 4,
      status: "pending",
    });
    expect(order.tickets?.map((t) => t.ticket)).toEqual(["5XZX:1|2|3|4|5,6"]);
  });

  it("counts K3 和值 picks and 二同号单选 pairs × singles less the overlaps", async () => {
    await fast.openFastSale("ffk3");
    renderFast("/k3/ffk3");
    fireEvent.click(await screen.findByRole("tab", { name: "和值" }));
    for (const sum of ["4", "10", "17"]) fireEvent.click(zone("和值").getByRole("button", { name: sum }));
    expect(summary()).toContain("共3注 6.00元");
    // The sums do not fit 二同号: the page asks before dropping them.
    fireEvent.click(screen.getByRole("tab", { name: "二同号" }));
    const asked = await waitFor(() => {
      const open = [...document.querySelectorAll<HTMLElement>(".adm-dialog")].at(-1);
      expect(open?.textContent).toContain(messages.lottery.switchPlayDrops("二同号复选"));
      return open!;
    });
    fireEvent.click(within(asked).getByRole("button", { name: "确定" }));
    fireEvent.click(await screen.findByRole("tab", { name: "二同号单选" }));
    fireEvent.click(zone("同号").getByRole("button", { name: "11" }));
    fireEvent.click(zone("同号").getByRole("button", { name: "22" }));
    fireEvent.click(zone("不同号").getByRole("button", { name: "1" }));
    fireEvent.click(zone("不同号").getByRole("button", { name: "3" }));
    // 11+3, 22+1, 22+3 (11 with 1 is not a pair draw): 3 bets.
    expect(summary()).toContain("共3注 6.00元");
  });

  it("shows PK10 odds on the play and on each 冠亚和 sum", async () => {
    await fast.openFastSale("ffpk10");
    renderFast("/xyft/ffpk10");
    expect((await screen.findByTestId("play-odds")).textContent).toBe("赔率9.80");
    expect(zone("冠军").getAllByRole("button")).toHaveLength(10);
    fireEvent.click(screen.getByRole("tab", { name: "冠亚和" }));
    expect(zone("冠亚和").getByRole("button", { name: "3" }).textContent).toBe("344.10");
    expect(zone("冠亚和").getByRole("button", { name: "11" }).textContent).toBe("118.82");
    fireEvent.click(screen.getByRole("tab", { name: "冠亚和大小单双" }));
    expect(zone("冠亚和").getByRole("button", { name: "大" }).textContent).toBe("大2.205");
  });
});

it("shows 鱼虾蟹's pictures with odds by how many dice show the pick", SLOW, async () => {
  await server.login("fastlyb1");
  renderFast("/LYB/FFLYB");
  expect(await screen.findByRole("button", { name: "葫芦" })).toBeTruthy();
  expect(screen.getByTestId("play-odds").textContent).toBe(
    "开出1个 赔率2.00 · 开出2个 赔率3.00 · 开出3个 赔率4.00",
  );
});

it("lists K3 and house-LHC bets on their own confirmation routes, in words", SLOW, async () => {
  const k3 = { ...emptySelection("ffk3", "3THTX"), zones: [{ bankers: [], numbers: [1] }] };
  appendTickets("ffk3", [listedTicket("ffk3", k3)!]);
  renderFast("/confirmationJSKS/ffk3");
  expect((await screen.findByTestId("ticket-row")).textContent).toContain("通选三同号通选 1注 2.00元");
  cleanup();
  const lhc = { ...emptySelection("xamlhc", "DS05"), zones: [{ bankers: [], numbers: [1, 2, 3, 4, 5, 6] }] };
  appendTickets("xamlhc", [listedTicket("xamlhc", lhc)!]);
  // No ?gameCode=: the route's newest stored list is the one shown.
  renderFast("/QWLHC/NumConfirmation");
  expect(await screen.findByText("新澳门六合彩 投注确认")).toBeTruthy();
  expect(screen.getByTestId("ticket-row").textContent).toContain("单式(5元) 1注 5.00元");
});

describe("draws pushed to the page", SLOW, () => {
  it("rolls in the draw of the issue the player watched, from the real event stream", async () => {
    (globalThis as { EventSource?: unknown }).EventSource = eventSourceTo(() => base);
    const sale = await fast.openFastSale("ffssc");
    renderFast("/ssc/ffssc");
    await screen.findByText(`第${sale.issue}期`);
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "近期开奖" }).dataset.stream).toBe("stream"),
    );
    const drawn = await fast.drawCurrentIssue("ffssc");
    const latest = await screen.findByText(`第${drawn.issue}期开奖`, {}, { timeout: 5_000 });
    const pieces = within(latest.parentElement!).getByTestId("fast-draw");
    expect(pieces.dataset.rolling).toBe("true");
    expect([...pieces.querySelectorAll(".fast-piece")].map((p) => p.textContent).join(",")).toBe(
      drawn.numbers,
    );
    // The opened event refreshed the page info: the next issue is on sale.
    expect(await screen.findByText(`第${drawn.next}期`)).toBeTruthy();
  });

  it("falls back to polling the page info where EventSource is missing", async () => {
    const sale = await fast.openFastSale("ff11x5");
    renderFast("/ssc/ff11x5");
    await screen.findByText(`第${sale.issue}期`);
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "近期开奖" }).dataset.stream).toBe("polling"),
    );
    const drawn = await fast.drawCurrentIssue("ff11x5");
    const latest = await screen.findByText(`第${drawn.issue}期开奖`, {}, { timeout: 8_000 });
    expect(within(latest.parentElement!).getByTestId("fast-draw").dataset.rolling).toBe("true");
  });
});
