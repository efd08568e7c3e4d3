import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { countTickets, findGame, formatMoney, prizeTickets } from "@lottery/rules";
import {
  Msg,
  type AuthModels,
  type BetJcModels,
  type BetSzcModels,
  type ChaseDetail,
  type OrderDetail,
  type SportsMatchAdminView,
  type UserInfo,
} from "@lottery/contract";
import { OrderLegsProvider } from "../../../components/OrderLegsSlot.tsx";
import { formatYuan } from "../../../lib/money.ts";
import { serverTestModule, useRealServer } from "#test/real-server.ts";
import { request } from "../../../lib/request.ts";
import { startSession } from "../../../lib/session.ts";
import { renderPage } from "#test/helpers.ts";
import { lotteryOps, placeBet } from "#test/features/lottery/fixtures.ts";
import BetRecordPage from "./BetRecordPage.tsx";
import OrderDetailsPage from "./OrderDetailsPage.tsx";

type SportsFixtures = typeof import("@lottery/server/test/sports-fixtures.ts");
type SportsBetFixtures = typeof import("@lottery/server/test/sports-bets-fixtures.ts");

// Forced draws: the operator's result entry draws an issue on sale with chosen numbers at once.
const server = useRealServer({ ALLOW_FORCED_DRAWS: "1" });
const lottery = lotteryOps(server);
const sports = server.ops<SportsFixtures>(serverTestModule("sports-fixtures.ts"));
const sportsBets = server.ops<SportsBetFixtures>(serverTestModule("sports-bets-fixtures.ts"));
const PLACES = ["/", "/orderDetails"];

// 分分时时彩 (house, one draw a minute). Against DRAW, 五星直选 hits its last position only (no
// prize) and 定位胆 its third position; MISS hits nothing.
const FAST = "ffssc";
const ZX = "5XZX:1,2,3|4,5|6|7,8,9|0,1";
const DWD = "DWD:0,1,2,3,4|5,6,7|8,9|0,1,2|3,4,5";
const BOTH = `${ZX};${DWD}`;
const DRAW = "5,0,9,3,0";
const MISS = "5XZX:1|2|3|4|5";
const SSQ_DT = "DT:03,10#16,20,24,29,30|13";

/** The rules' bet count and prize (fen, multiple 1 against DRAW) of a tickets string. */
const betsOf = (game: string, tickets: string) => {
  const counted = countTickets(game, tickets);
  return counted.ok ? counted.value.bets : NaN;
};
const prizeOf = (tickets: string) => {
  const prize = prizeTickets(FAST, tickets, DRAW);
  return prize.ok ? prize.value : null;
};
const yuanText = (fen: number) => `${formatMoney(fen)}元`;
const nameOf = (game: string) => findGame(game)!.name;
/** A RegExp matching `parts` in order, each literally, anything between them. */
const inOrder = (...parts: string[]) =>
  new RegExp(parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".*"));

let players = 0;
/** A new player recharged with `yuan` (not logged in). */
const newPlayer = (yuan: number) => server.setUp.player(`orders${(players += 1)}`, yuan);

/** A jczq single (SPF 胜, multiple 7) on a new match the operator then cancels: refunded in full. */
async function cancelledSportsOrder(player: AuthModels): Promise<BetJcModels> {
  const match: SportsMatchAdminView = await sports.createMatch({ gameCode: "jczq", singles: ["SPF"] });
  const sp = match.plays.find((p) => p.play === "SPF")!.options.find((o) => o.code === "3")!.sp;
  const placed = await sportsBets.betCall(
    { token: player.token, mid: player.userInfo.Mid },
    {
      gameCode: "jczq",
      passTypes: "1_1",
      legs: [{ matchId: match.matchId, play: "SPF", options: [{ code: "3", sp }] }],
      multiple: 7,
    },
  );
  if (placed.status !== 0 || !placed.models) throw new Error(`sports bet refused: ${placed.msg}`);
  const cancelled = await sports.resultCall(match.matchId, { cancelled: true });
  if (cancelled.status !== 0) throw new Error(`cancelling refused: ${cancelled.msg}`);
  return placed.models as BetJcModels;
}

/**
 * One player's record, oldest first: a cancelled sports single, a pending SSQ 胆拖, then on one
 * 分分时时彩 issue drawn DRAW a lost single, a won single and a won two-issue chase that stops on
 * the win.
 */
let record: {
  player: AuthModels;
  sportsOrder: BetJcModels;
  ssqIssue: string;
  pending: BetSzcModels;
  fastIssue: string;
  lost: BetSzcModels;
  won: BetSzcModels;
  chased: BetSzcModels;
};

beforeAll(async () => {
  const player = await newPlayer(1000);
  const sportsOrder = await cancelledSportsOrder(player);
  const ssqIssue = await lottery.openSale("ssq");
  const pending = await placeBet(server, player, { gameCode: "ssq", issue: ssqIssue }, { tickets: SSQ_DT });
  const { issue: fastIssue } = await lottery.openFastSale(FAST);
  const on = { gameCode: FAST, issue: fastIssue };
  const lost = await placeBet(server, player, on, { tickets: MISS });
  const won = await placeBet(server, player, on, { tickets: BOTH });
  const chased = await placeBet(server, player, on, { tickets: BOTH, chase: 2, stopOnWin: 1 });
  await lottery.enterDraw(FAST, DRAW, { reopen: false });
  record = { player, sportsOrder, ssqIssue, pending, fastIssue, lost, won, chased };
}, 90_000);

const asRecordPlayer = () => startSession(record.player);

describe("/betRecord", () => {
  it("lists the player's orders with amount, outcome and chase tag, asking order/list page 1 unfiltered", async () => {
    asRecordPlayer();
    renderPage(<BetRecordPage />, "/betRecord", PLACES);
    const rows = await screen.findAllByTestId("order-row");
    const fast = nameOf(FAST);
    const stake = yuanText(betsOf(FAST, BOTH) * 200);
    const prize = yuanText(prizeOf(BOTH)!.totalFen);
    const refund = `${formatYuan(record.sportsOrder.amount)}元`;
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(inOrder(`${fast}追号第${record.fastIssue}期`, `投注${stake}中奖${prize}`)),
      expect.stringMatching(inOrder(`${fast}第${record.fastIssue}期`, `投注${stake}中奖${prize}`)),
      expect.stringMatching(
        inOrder(`${fast}第${record.fastIssue}期`, `投注${yuanText(betsOf(FAST, MISS) * 200)}未中奖`),
      ),
      expect.stringMatching(
        inOrder(`双色球第${record.ssqIssue}期`, `投注${yuanText(betsOf("ssq", SSQ_DT) * 200)}待开奖`),
      ),
      // a cancelled match: the whole stake back
      expect.stringMatching(inOrder("竞彩足球", `投注${refund}退款${refund}`)),
    ]);
    expect(server.calls("order/list")[0]!.query).toMatchObject({ pageIndex: "1", pageSize: "20" });
    expect(server.calls("order/list")[0]!.query.status).toBeUndefined();
    expect(server.calls("order/list")[0]!.query.gameCode).toBeUndefined();
  });

  it("asks again per tab (待开奖 pending, 已中奖 won) and per game of the filter, showing what the server answers", async () => {
    asRecordPlayer();
    renderPage(<BetRecordPage />, "/betRecord", PLACES);
    await screen.findAllByTestId("order-row");
    const rowCount = (n: number) =>
      waitFor(() => expect(screen.queryAllByTestId("order-row")).toHaveLength(n));
    const tabs = document.querySelector(".adm-tabs-header") as HTMLElement;
    fireEvent.click(within(tabs).getByText("待开奖"));
    await waitFor(() => expect(server.calls("order/list").at(-1)!.query.status).toBe("pending"));
    await rowCount(1);
    expect(screen.getByTestId("order-row").textContent).toContain("双色球");
    fireEvent.click(within(tabs).getByText("已中奖"));
    await waitFor(() => expect(server.calls("order/list").at(-1)!.query.status).toBe("won"));
    await rowCount(2);
    const chooseGame = async (name: string) => {
      fireEvent.click(document.querySelector(".order-filters .adm-dropdown-item-title") as HTMLElement);
      const menu = await waitFor(() => document.querySelector(".order-filter-options") as HTMLElement);
      fireEvent.click(within(menu).getByText(name));
    };
    await chooseGame(nameOf(FAST));
    await waitFor(() =>
      expect(server.calls("order/list").at(-1)!.query).toMatchObject({ status: "won", gameCode: FAST }),
    );
    await rowCount(2);
    fireEvent.click(within(tabs).getByText("全部"));
    await waitFor(() => expect(server.calls("order/list").at(-1)!.query.status).toBeUndefined());
    expect(server.calls("order/list").at(-1)!.query.gameCode).toBe(FAST);
    await rowCount(3);
    await chooseGame("大乐透");
    await waitFor(() => expect(server.calls("order/list").at(-1)!.query.gameCode).toBe("dlt"));
    expect(await screen.findByText("暂无投注记录")).toBeTruthy();
  });

  it("loads the next page as the list scrolls to its end", async () => {
    // jsdom lays nothing out: give elements a parent so InfiniteScroll sees its footer on screen.
    vi.spyOn(HTMLElement.prototype, "offsetParent", "get").mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    const player = await newPlayer(100);
    const issue = await lottery.openSale("ssq");
    for (let i = 0; i < 21; i += 1)
      await placeBet(server, player, { gameCode: "ssq", issue }, { tickets: "DS:01,02,03,04,05,06|07" });
    startSession(player);
    renderPage(<BetRecordPage />, "/betRecord", PLACES);
    await waitFor(() => expect(server.calls("order/list").map((c) => c.query.pageIndex)).toEqual(["1", "2"]));
    await waitFor(() => expect(screen.getAllByTestId("order-row")).toHaveLength(21));
    expect(screen.getByText("没有更多了")).toBeTruthy();
  });

  it("opens the order detail from a row", async () => {
    asRecordPlayer();
    const router = renderPage(<BetRecordPage />, "/betRecord", PLACES);
    fireEvent.click((await screen.findAllByTestId("order-row"))[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe("/orderDetails"));
    expect(router.state.location.search).toBe(`?orderId=${record.chased.orderId}`);
  });

  it("shows the empty state", async () => {
    startSession(await newPlayer(0));
    renderPage(<BetRecordPage />, "/betRecord", PLACES);
    expect(await screen.findByText("暂无投注记录")).toBeTruthy();
  });
});

describe("/orderDetails", () => {
  const url = (orderId: string) => `/orderDetails?orderId=${orderId}`;
  const ballStates = (el: Element) =>
    [...el.querySelectorAll(".ticket-ball")].map((b) => `${b.textContent}:${b.getAttribute("data-state")}`);

  it("shows the draw with the hit balls ringed, each ticket's hits and misses, tiers and prize", async () => {
    asRecordPlayer();
    renderPage(<OrderDetailsPage />, url(record.won.orderId), PLACES);
    const summary = await screen.findByTestId("order-summary");
    const bets = betsOf(FAST, BOTH);
    expect(summary.textContent).toContain(`${nameOf(FAST)}第${record.fastIssue}期已中奖`);
    expect(summary.textContent).toContain(`${yuanText(bets * 200)}（${bets}注 × 1倍）`);
    expect(summary.textContent).toContain(`中奖金额${yuanText(prizeOf(BOTH)!.totalFen)}`);
    expect(server.calls("order/detail")[0]!.query.orderId).toBe(record.won.orderId);
    const balls = [...screen.getByTestId("order-draw").querySelectorAll(".draw-ball")];
    expect(balls.map((b) => b.textContent)).toEqual(DRAW.split(","));
    expect(balls.map((b) => b.classList.contains("draw-ball-hit"))).toEqual([
      false,
      false,
      true,
      false,
      true,
    ]);
    const [zx, dwd] = screen.getAllByTestId("ticket-hits");
    expect(zx!.textContent).toContain(`五星直选 ${betsOf(FAST, ZX)}注未中奖`);
    expect(ballStates(zx!).slice(-2)).toEqual(["0:hit", "1:miss"]);
    expect(ballStates(dwd!).filter((s) => s.endsWith("hit"))).toEqual(["9:hit"]);
    const dwdPrize = prizeOf(DWD)!;
    expect(dwd!.textContent).toContain(`中${yuanText(dwdPrize.totalFen)}`);
    expect(dwd!.textContent).toContain(`定位胆 ${dwdPrize.tiers[0]!.count}注`);
    expect(server.calls("Order/ChaseDetail")).toHaveLength(0);
  });

  it("before the draw: 等待开奖, numbers neither hit nor missed, SSQ blue zone and bankers", async () => {
    asRecordPlayer();
    renderPage(<OrderDetailsPage />, url(record.pending.orderId), PLACES);
    expect(await screen.findByText("等待开奖")).toBeTruthy();
    const ticket = screen.getByTestId("ticket-hits");
    expect(ticket.textContent).toBe(`胆拖 ${betsOf("ssq", SSQ_DT)}注胆031016202429` + "3013");
    expect(ticket.querySelectorAll('[data-state="open"]')).toHaveLength(8);
    expect(ticket.querySelectorAll(".ticket-ball-blue")).toHaveLength(1);
    expect(screen.getByTestId("order-summary").textContent).toContain("中奖金额待开奖");
  });

  it("shows the chase's progress and cancels a running chase after confirmation", async () => {
    const player = await newPlayer(1000);
    const { issue } = await lottery.openFastSale(FAST);
    const placed = await placeBet(
      server,
      player,
      { gameCode: FAST, issue },
      { tickets: BOTH, chase: 5, stopOnWin: 0 },
    );
    // Three issues drawn (each a win), the fourth placed and waiting for its draw, the fifth to come.
    for (let i = 0; i < 3; i += 1) await lottery.enterDraw(FAST, DRAW);
    startSession(player);
    const router = renderPage(<OrderDetailsPage />, url(placed.orderId), PLACES);
    const chase = await screen.findByTestId("chase-progress");
    expect(server.calls("Order/ChaseDetail")[0]!.query.chaseId).toBe(placed.chaseId);
    const perIssueFen = betsOf(FAST, BOTH) * 200;
    const names = Msg.lotteryBets.chaseStatusNames;
    expect(chase.textContent).toContain(`追号进度${names.running}已追4/5期`);
    expect(chase.textContent).toContain(
      `追号总额${yuanText(perIssueFen * 5)}，冻结中${yuanText(perIssueFen)}`,
    );
    const items = [...chase.querySelectorAll("li")].map((li) => li.textContent);
    const prize = yuanText(prizeOf(BOTH)!.totalFen);
    expect(items[0]).toBe(`1. 第${issue}期1倍 ${yuanText(perIssueFen)}本单·中奖${prize}`);
    expect(items[3]).toContain("待开奖");
    expect(items[4]).toContain("待投注");
    fireEvent.click(within(chase).getByRole("button", { name: "撤销追号" }));
    const dialog = (await screen.findByText(/未投注的期号将退回账户余额/)).closest(".adm-center-popup-wrap")!;
    fireEvent.click(within(dialog as HTMLElement).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(chase.textContent).toContain(names.cancelled));
    expect(server.calls("Order/CancelChase")[0]).toMatchObject({
      method: "POST",
      body: expect.objectContaining({ chaseId: placed.chaseId }),
    });
    expect(within(chase).queryByRole("button", { name: "撤销追号" })).toBeNull();
    expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: "追号已撤销" }));
    // The server released the fifth issue's stake.
    const after = await request<ChaseDetail>("Order/ChaseDetail", { chaseId: placed.chaseId ?? "" });
    expect(after).toMatchObject({ status: "cancelled", frozenAmount: 0, releasedAmount: perIssueFen / 100 });
    const paid = (perIssueFen * 4) / 100;
    const wonBack = (prizeOf(BOTH)!.totalFen * 3) / 100;
    expect((await request<UserInfo>("account/userinfo")).Balance).toBeCloseTo(1000 - paid + wonBack, 2);
    fireEvent.click(within(chase).getAllByRole("button", { name: `中奖${prize}` })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(`?orderId=${after.issues[1]!.orderId}`));
  });

  it("offers no cancel for an ended chase (stopped on its win)", async () => {
    asRecordPlayer();
    renderPage(<OrderDetailsPage />, url(record.chased.orderId), PLACES);
    const chase = await screen.findByTestId("chase-progress");
    expect(chase.textContent).toContain(Msg.lotteryBets.chaseStatusNames.stopped);
    expect(chase.textContent).toContain("已追1/2期");
    expect(within(chase).queryByRole("button", { name: "撤销追号" })).toBeNull();
  });

  it("hands a sports order's legs to the view the app plugs into the legs slot, without a draw", async () => {
    asRecordPlayer();
    const LegsView = ({ sports: part }: { sports: unknown }) => (
      <div data-testid="legs-view">{JSON.stringify(part)}</div>
    );
    renderPage(
      <OrderLegsProvider value={LegsView}>
        <OrderDetailsPage />
      </OrderLegsProvider>,
      url(record.sportsOrder.orderId),
      PLACES,
    );
    const shown = await screen.findByTestId("legs-view");
    const order = await request<OrderDetail>("order/detail", { orderId: record.sportsOrder.orderId });
    expect((order.sports as { legs: unknown[] }).legs).toHaveLength(1);
    expect(shown.textContent).toBe(JSON.stringify(order.sports));
    const refund = formatYuan(record.sportsOrder.amount);
    expect(screen.getByTestId("order-summary").textContent).toContain(`退款${refund}元`);
    expect(screen.queryByTestId("order-draw")).toBeNull();
  });

  it("asks nothing without an orderId", async () => {
    renderPage(<OrderDetailsPage />, "/orderDetails", PLACES);
    expect(await screen.findByText("缺少订单号")).toBeTruthy();
    expect(server.calls("order/detail")).toHaveLength(0);
  });
});

describe("multiples and every hit on the order page", () => {
  const ballStates = (el: Element) =>
    [...el.querySelectorAll(".ticket-ball")].map((b) => `${b.textContent}:${b.getAttribute("data-state")}`);
  const openOrder = async (player: AuthModels, orderId: string) => {
    startSession(player);
    renderPage(<OrderDetailsPage />, `/orderDetails?orderId=${orderId}`, PLACES);
    await waitFor(() => expect(screen.getByTestId("order-summary").textContent).toContain("已中奖"));
  };

  it("a tier won at multiple 2 reads 1注 × 2倍, not 2注 (双色球)", async () => {
    const player = await newPlayer(100);
    const issue = await lottery.openSale("ssq");
    const ticket = "DS:01,02,03,04,05,06|07";
    const order = await placeBet(
      server,
      player,
      { gameCode: "ssq", issue },
      { tickets: ticket, multiple: 2 },
    );
    await lottery.enterDraw("ssq", "01,02,03,10,11,12|07", { reopen: false });
    await openOrder(player, order.orderId);
    const hits = screen.getByTestId("ticket-hits").textContent;
    expect(hits).toContain("五等奖 1注 × 2倍");
    expect(hits).not.toContain("五等奖 2注");
  });

  it("七星彩: front digits by position and the back digit (后区) marked on the draw and the ticket", async () => {
    const player = await newPlayer(100);
    const issue = await lottery.openSale("qxc");
    const ticket = "FS:1,5|2|3|4|5|6|0,14";
    const order = await placeBet(server, player, { gameCode: "qxc", issue }, { tickets: ticket });
    await lottery.enterDraw("qxc", "5,2,9,9,9,9|14", { reopen: false });
    await openOrder(player, order.orderId);
    const drawn = [...screen.getByTestId("order-draw").querySelectorAll(".draw-ball")];
    expect(drawn.map((b) => `${b.textContent}:${b.classList.contains("draw-ball-hit")}`)).toEqual([
      "5:true",
      "2:true",
      "9:false",
      "9:false",
      "9:false",
      "9:false",
      "14:true",
    ]);
    // the 5 of the fifth position was not drawn there
    expect(ballStates(screen.getByTestId("ticket-hits"))).toEqual([
      "1:miss",
      "5:hit",
      "2:hit",
      "3:miss",
      "4:miss",
      "5:miss",
      "6:miss",
      "0:miss",
      "14:hit",
    ]);
    expect(screen.getByTestId("ticket-hits").textContent).toContain("六等奖 2注");
  });
});

describe("order pages in the player's words", () => {
  // A Latin code of two letters or more (DA, HZ, GYHDXDS …) shown anywhere in the tickets or the record.
  const CODE = /[A-Za-z]{2,}/;

  it.each([
    // 快3: 和值11 wins on 3,4,4; 三同号通选 does not.
    ["ffk3", "HZ:4,11;3THTX:TX", "3,4,4", ["和值 2注", "和值11 1注", "三同号通选 1注", "通选"]],
    // PK10: 冠亚 10+09 = 19 is 大 and 单; car 1 (10) beats car 10 (08): 龙.
    [
      "ffpk10",
      "GYHDXDS:DA,DAN,XIAO;LH:LONG,HU||||",
      "10,09,01,02,03,04,05,06,07,08",
      ["冠亚和大小单双（大） 1注", "冠亚和大小单双（单） 1注", "大小单", "龙虎 1注", "龙虎龙虎"],
    ],
    // 时时彩 大小单双 on tens (3: 小 单) and units (0: 小 双).
    ["jlffc", "DXDS:XIAO,DAN|XIAO,SHUANG", "5,0,9,3,0", ["大小单双 4注", "小单小双"]],
    // 11选5 任选五 with all five drawn.
    ["ff11x5", "RX5:01,02,03,04,05", "01,02,03,04,05", ["任选五 1注"]],
  ])("%s: plays, options and tiers by their names, never codes", async (game, tickets, draw, shown) => {
    const player = await newPlayer(100);
    const { issue } = await lottery.openFastSale(game);
    const order = await placeBet(server, player, { gameCode: game, issue }, { tickets });
    await lottery.enterDraw(game, draw, { reopen: false });
    startSession(player);
    renderPage(<OrderDetailsPage />, `/orderDetails?orderId=${order.orderId}`, PLACES);
    await waitFor(() => expect(screen.getByTestId("order-summary").textContent).toContain("已中奖"));
    const text = screen
      .getAllByTestId("ticket-hits")
      .map((t) => t.textContent)
      .join("｜");
    for (const words of shown) expect(text).toContain(words);
    expect(text).not.toMatch(CODE);
    cleanup();
    renderPage(<BetRecordPage />, "/betRecord", PLACES);
    const row = await screen.findByTestId("order-row");
    expect(row.textContent).toContain(nameOf(game));
    expect(row.textContent).not.toMatch(CODE);
  });
});

describe("prize tax on the order pages", () => {
  it("shows a prize over 10,000 yuan a bet before tax, the 20 % withheld and what was paid", async () => {
    const player = await newPlayer(10);
    const issue = await lottery.openSale("dlt");
    const ticket = "DS:01,02,03,04,05|01,02";
    const order = await placeBet(server, player, { gameCode: "dlt", issue }, { tickets: ticket });
    // First prize announced at 5,000,000 yuan a bet: 1,000,000 withheld, 4,000,000 paid.
    await lottery.enterDraw("dlt", "01,02,03,04,05|01,02", { prizes: { "1": 5_000_000 }, reopen: false });
    startSession(player);
    renderPage(<OrderDetailsPage />, `/orderDetails?orderId=${order.orderId}`, PLACES);
    const summary = await screen.findByTestId("order-summary");
    expect(summary.textContent).toContain(`中奖金额${yuanText(500_000_000)}（税前）`);
    expect(screen.getByTestId("order-tax").textContent).toBe(yuanText(100_000_000));
    expect(screen.getByTestId("order-after-tax").textContent).toBe(yuanText(400_000_000));
    expect(summary.textContent).toContain("代扣偶然所得税（20%）");

    renderPage(<BetRecordPage />, "/betRecord", PLACES);
    const row = await waitFor(() =>
      screen.getAllByTestId("order-row").find((r) => r.textContent?.includes("大乐透")),
    );
    expect(row?.textContent).toContain(`中奖${yuanText(400_000_000)}（税后）`);
  });
});
