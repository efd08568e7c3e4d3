import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { OrderDetail, SportsOrderDetail } from "@lottery/contract";
import { renderPage, setUpPageTests } from "../../../lib/test-helpers.ts";
import { drawnFastOrder, orderRecord, runningChase } from "../test-fixtures.ts";
import BetRecordPage from "./BetRecordPage.tsx";
import OrderDetailsPage from "./OrderDetailsPage.tsx";

let answers: Record<string, unknown>;
const { calls } = setUpPageTests(() => answers);
const PLACES = ["/", "/orderDetails"];
const paged = <T,>(list: T[], total = list.length) => ({ list, total });

beforeEach(() => {
  answers = {};
});

describe("/betRecord", () => {
  it("lists the player's orders with amount, outcome and chase tag, asking order/list page 1 unfiltered", async () => {
    answers["order/list"] = paged([
      orderRecord({ orderId: "B3", status: "won", statusName: "已中奖", prize: 520.5, chaseId: "C1" }),
      orderRecord({ orderId: "B2", status: "lost", statusName: "未中奖" }),
      orderRecord({ orderId: "B1", status: "cancelled", statusName: "已撤单", prize: 48 }),
    ]);
    renderPage(<BetRecordPage />, "/betRecord", PLACES);
    const rows = await screen.findAllByTestId("order-row");
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/双色球追号第2026140期.*投注48\.00元中奖520\.50元/),
      expect.stringMatching(/投注48\.00元未中奖$/),
      expect.stringMatching(/投注48\.00元退款48\.00元$/),
    ]);
    expect(calls("order/list")[0]!.query).toMatchObject({ pageIndex: "1", pageSize: "20" });
    expect(calls("order/list")[0]!.query.status).toBeUndefined();
    expect(calls("order/list")[0]!.query.gameCode).toBeUndefined();
  });

  it("asks again per tab (待开奖 pending, 已中奖 won) and per game of the filter", async () => {
    answers["order/list"] = paged([orderRecord()]);
    renderPage(<BetRecordPage />, "/betRecord", PLACES);
    await screen.findAllByTestId("order-row");
    const tabs = document.querySelector(".adm-tabs-header") as HTMLElement;
    fireEvent.click(within(tabs).getByText("待开奖"));
    await waitFor(() => expect(calls("order/list").at(-1)!.query.status).toBe("pending"));
    fireEvent.click(within(tabs).getByText("已中奖"));
    await waitFor(() => expect(calls("order/list").at(-1)!.query.status).toBe("won"));
    fireEvent.click(screen.getByText("全部彩种"));
    const menu = await waitFor(() => document.querySelector(".order-filter-options") as HTMLElement);
    fireEvent.click(within(menu).getByText("大乐透"));
    await waitFor(() =>
      expect(calls("order/list").at(-1)!.query).toMatchObject({ status: "won", gameCode: "dlt" }),
    );
    fireEvent.click(within(tabs).getByText("全部"));
    await waitFor(() => expect(calls("order/list").at(-1)!.query.status).toBeUndefined());
    expect(calls("order/list").at(-1)!.query.gameCode).toBe("dlt");
  });

  it("loads the next page as the list scrolls to its end", async () => {
    // jsdom lays nothing out: give elements a parent so InfiniteScroll sees its footer on screen.
    vi.spyOn(HTMLElement.prototype, "offsetParent", "get").mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    const first = Array.from({ length: 20 }, (_, i) => orderRecord({ orderId: `B${100 - i}` }));
    Object.defineProperty(answers, "order/list", {
      get: () =>
        calls("order/list").at(-1)!.query.pageIndex === "1"
          ? paged(first, 21)
          : paged([orderRecord({ orderId: "B1" })], 21),
    });
    renderPage(<BetRecordPage />, "/betRecord", PLACES);
    await waitFor(() => expect(calls("order/list").map((c) => c.query.pageIndex)).toEqual(["1", "2"]));
    await waitFor(() => expect(screen.getAllByTestId("order-row")).toHaveLength(21));
    expect(screen.getByText("没有更多了")).toBeTruthy();
  });

  it("opens the order detail from a row", async () => {
    answers["order/list"] = paged([orderRecord({ orderId: "B202611220213571142" })]);
    const router = renderPage(<BetRecordPage />, "/betRecord", PLACES);
    fireEvent.click(await screen.findByTestId("order-row"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/orderDetails"));
    expect(router.state.location.search).toBe("?orderId=B202611220213571142");
  });

  it("shows the empty state", async () => {
    answers["order/list"] = paged([]);
    renderPage(<BetRecordPage />, "/betRecord", PLACES);
    expect(await screen.findByText("暂无投注记录")).toBeTruthy();
  });
});

const sportsDetail: SportsOrderDetail = {
  gameCode: "jczq",
  gameName: "竞彩足球",
  passTypes: ["2_1"],
  bets: 1,
  multiple: 5,
  amount: 10,
  prize: 0,
  status: "pending",
  maxPrize: 61.5,
  issue: null,
  legs: [
    {
      matchId: "2026112201",
      num: "周六001",
      league: "EPL",
      leagueName: "英超",
      homeTeam: "阿森纳",
      awayTeam: "切尔西",
      kickoffAt: "2026-11-22T20:00:00+08:00",
      play: "SPF",
      playName: "胜平负",
      line: null,
      banker: false,
      options: [{ code: "3", name: "胜", sp: 2.05, hit: true }],
      matchStatus: "finished",
      halfScore: "1:0",
      fullScore: "2:1",
      result: "3",
      resultName: "胜",
      finalSp: null,
      hit: true,
    },
    {
      matchId: "2026112202",
      num: "周六002",
      league: "SL",
      leagueName: "西甲",
      homeTeam: "皇马",
      awayTeam: "巴萨",
      kickoffAt: "2026-11-22T22:00:00+08:00",
      play: "SPF",
      playName: "胜平负",
      line: null,
      banker: false,
      options: [{ code: "1", name: "平", sp: 3, hit: null }],
      matchStatus: "selling",
      halfScore: null,
      fullScore: null,
      result: null,
      resultName: null,
      finalSp: null,
      hit: null,
    },
  ],
  youhua: null,
};

describe("/orderDetails", () => {
  const url = (orderId: string) => `/orderDetails?orderId=${orderId}`;

  it("shows the draw with the hit balls ringed, each ticket's hits and misses, tiers and prize", async () => {
    answers["order/detail"] = drawnFastOrder({ chase: null, chaseId: null });
    renderPage(<OrderDetailsPage />, url("B202611223322748556"), PLACES);
    const summary = await screen.findByTestId("order-summary");
    expect(summary.textContent).toContain("分分时时彩第202611220645期已中奖");
    expect(summary.textContent).toContain("104.00元（52注 × 1倍）");
    expect(summary.textContent).toContain("中奖金额10.00元");
    expect(calls("order/detail")[0]!.query.orderId).toBe("B202611223322748556");
    const draw = screen.getByTestId("order-draw");
    const balls = [...draw.querySelectorAll(".draw-ball")];
    expect(balls.map((b) => b.textContent)).toEqual(["5", "0", "9", "3", "0"]);
    expect(balls.map((b) => b.classList.contains("draw-ball-hit"))).toEqual([
      false,
      false,
      true,
      false,
      true,
    ]);
    const [zx, dwd] = screen.getAllByTestId("ticket-hits");
    expect(zx!.textContent).toContain("五星直选 36注未中奖");
    const state = (el: HTMLElement) =>
      [...el.querySelectorAll(".ticket-ball")].map((b) => `${b.textContent}:${b.getAttribute("data-state")}`);
    expect(state(zx!).slice(-2)).toEqual(["0:hit", "1:miss"]);
    expect(state(dwd!).filter((s) => s.endsWith("hit"))).toEqual(["9:hit"]);
    expect(dwd!.textContent).toContain("中10.00元");
    expect(dwd!.textContent).toContain("定位胆 1注");
    expect(calls("Order/ChaseDetail")).toHaveLength(0);
  });

  it("before the draw: 等待开奖, numbers neither hit nor missed, SSQ blue zone and bankers", async () => {
    answers["order/detail"] = {
      ...orderRecord(),
      addition: false,
      drawNumbers: null,
      chase: null,
      tickets: [
        {
          ticket: "DT:03,10#16,20,24,29,30|13",
          play: "DT",
          playName: "胆拖",
          bets: 5,
          hitNumbers: null,
          tiers: null,
          prize: null,
        },
      ],
    } satisfies OrderDetail;
    renderPage(<OrderDetailsPage />, url("B202611220213571142"), PLACES);
    expect(await screen.findByText("等待开奖")).toBeTruthy();
    const ticket = screen.getByTestId("ticket-hits");
    expect(ticket.textContent).toBe("胆拖 5注胆031016202429" + "3013");
    expect(ticket.querySelectorAll('[data-state="open"]')).toHaveLength(8);
    expect(ticket.querySelectorAll(".ticket-ball-blue")).toHaveLength(1);
    expect(screen.getByTestId("order-summary").textContent).toContain("中奖金额待开奖");
  });

  it("shows the chase's progress and cancels a running chase after confirmation", async () => {
    answers["order/detail"] = drawnFastOrder();
    answers["Order/ChaseDetail"] = runningChase();
    answers["Order/CancelChase"] = runningChase({
      status: "cancelled",
      statusName: "已撤销",
      releasedAmount: 104,
      frozenAmount: 0,
      issues: runningChase().issues.map((i) =>
        i.status === "waiting" ? { ...i, status: "released" as const, statusName: "已退款" } : i,
      ),
    });
    const router = renderPage(<OrderDetailsPage />, url("B202611223322748556"), PLACES);
    const chase = await screen.findByTestId("chase-progress");
    expect(calls("Order/ChaseDetail")[0]!.query.chaseId).toBe("C202611222998366755");
    expect(chase.textContent).toContain("追号进度追号中已追4/5期");
    expect(chase.textContent).toContain("追号总额520.00元，冻结中104.00元");
    const items = [...chase.querySelectorAll("li")].map((li) => li.textContent);
    expect(items[0]).toBe("1. 第202611220645期1倍 104.00元本单·中奖10.00元");
    expect(items[3]).toContain("待开奖");
    expect(items[4]).toContain("待投注");
    fireEvent.click(within(chase).getByRole("button", { name: "撤销追号" }));
    const dialog = (await screen.findByText(/未投注的期号将退回账户余额/)).closest(".adm-center-popup-wrap")!;
    fireEvent.click(within(dialog as HTMLElement).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(calls("Order/CancelChase")).toHaveLength(1));
    answers["Order/ChaseDetail"] = answers["Order/CancelChase"];
    expect(calls("Order/CancelChase")[0]).toMatchObject({
      method: "POST",
      body: expect.objectContaining({ chaseId: "C202611222998366755" }),
    });
    await waitFor(() => expect(chase.textContent).toContain("已撤销"));
    expect(within(chase).queryByRole("button", { name: "撤销追号" })).toBeNull();
    expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: "追号已撤销" }));
    fireEvent.click(within(chase).getAllByRole("button", { name: "中奖10.00元" })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe("?orderId=B202611224567676556"));
  });

  it("offers no cancel for an ended chase", async () => {
    answers["order/detail"] = drawnFastOrder();
    answers["Order/ChaseDetail"] = runningChase({ status: "finished", statusName: "已完成" });
    renderPage(<OrderDetailsPage />, url("B202611223322748556"), PLACES);
    const chase = await screen.findByTestId("chase-progress");
    expect(chase.textContent).toContain("已完成");
    expect(within(chase).queryByRole("button", { name: "撤销追号" })).toBeNull();
  });

  it("shows a sports order's legs in the neutral slot, without a draw", async () => {
    answers["order/detail"] = {
      ...orderRecord({ kind: "sports", gameCode: "jczq", gameName: "竞彩足球", issue: null, play: "2_1" }),
      sports: sportsDetail,
    } satisfies OrderDetail;
    renderPage(<OrderDetailsPage />, url("J202611220000000001"), PLACES);
    const legs = await screen.findByTestId("order-legs");
    expect(legs.textContent).toContain("过关方式：2串1");
    const rows = screen.getAllByTestId("order-leg");
    expect(rows[0]!.textContent).toContain("阿森纳 2:1 切尔西");
    expect(rows[0]!.textContent).toContain("胜@2.05");
    expect(rows[0]!.querySelector(".order-leg-hit")).not.toBeNull();
    expect(rows[1]!.textContent).toContain("赛果：待定");
    expect(screen.queryByTestId("order-draw")).toBeNull();
  });

  it("asks nothing without an orderId", async () => {
    renderPage(<OrderDetailsPage />, "/orderDetails", PLACES);
    expect(await screen.findByText("缺少订单号")).toBeTruthy();
    expect(calls("order/detail")).toHaveLength(0);
  });
});
