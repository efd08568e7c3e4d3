import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { HttpError, type HttpAdapter } from "../../../lib/http.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { countTickets, unitPriceFen } from "@lottery/rules";
import {
  Msg,
  type ChaseDetail,
  type LotteryPageInfo,
  type OrderDetail,
  type OrderRecord,
  type Paged,
  type UserInfo,
} from "@lottery/contract";
import { confirmPaymentOf } from "#test/helpers.ts";
import { useRealServer } from "#test/real-server.ts";
import { mainHttp, request } from "../../../lib/request.ts";
import { storage } from "../../../lib/storage.ts";
import { messages } from "../../../messages/index.ts";
import { emptySelection } from "../logic/selection.ts";
import { appendTickets, listedTicket, loadTicketList } from "../logic/ticket-list.ts";
import { lotteryOps, placeBet, renderRoute } from "#test/features/lottery/fixtures.ts";
import NumConfirmationPage from "./NumConfirmationPage.tsx";

const server = useRealServer();
const lottery = lotteryOps(server);
const CONFIRM = "/NumConfirmation/:gameCode/:gameType";
const PLACES = ["/", "/ssq", "/dlt", "/rechargeType6", "/orderDetails", "/login"];

let issue = "";
beforeAll(async () => {
  issue = await lottery.openSale("ssq");
}, 60_000);

let players = 0;
/** A fresh player with `yuan` recharged, logged in. */
const login = (yuan: number) => server.login(`numconfirm${(players += 1)}`, yuan);

/** Puts tickets on a game's stored list, as the picking page does. */
function listTickets(gameCode: string, picks: { play: string; zones: [number[], number[]][] }[]) {
  appendTickets(
    gameCode,
    picks.map((pick) => {
      const selection = { ...emptySelection(gameCode, pick.play) };
      selection.zones = pick.zones.map(([bankers, numbers]) => ({ bankers, numbers }));
      return listedTicket(gameCode, selection)!;
    }),
  );
}

const ssqFs7 = {
  play: "FS",
  zones: [
    [[], [1, 2, 3, 4, 5, 6, 7]],
    [[], [7]],
  ] as [number[], number[]][],
};
const ssqDs = {
  play: "DS",
  zones: [
    [[], [8, 9, 10, 11, 12, 13]],
    [[], [16]],
  ] as [number[], number[]][],
};
const ssqDsTicket = "DS:08,09,10,11,12,13|16";
const total = () => screen.getByTestId("pay-total").textContent;

/** 立即投注, then 确定 on the confirmation. */
async function payOnce() {
  // the page asks the server for the issue first: wait for this tap's question, not a closing one
  const before = screen.queryAllByTestId("pay-confirm").at(-1);
  fireEvent.click(screen.getByRole("button", { name: "立即投注" }));
  await waitFor(() => expect(screen.queryAllByTestId("pay-confirm").at(-1)).not.toBe(before));
  await confirmPaymentOf(/\d+\.\d\d/.exec(total() ?? "")?.[0] ?? "");
}

/** The logged-in player's orders, as the server lists them. */
const myOrders = () => request<Paged<OrderRecord>>("order/list", { pageIndex: 1, pageSize: 20 });

/**
 * The network loses the answer of the first call to `/api/<path>` after the server has handled it
 * (the harness routes each test's calls to the server again before the next test).
 */
function loseFirstAnswer(path: string) {
  const forward = mainHttp.adapter as HttpAdapter;
  let lost = false;
  mainHttp.adapter = async (config) => {
    const response = await forward(config);
    if (lost || !config.url?.includes(`/api/${path}`)) return response;
    lost = true;
    throw new HttpError("Network Error", "ERR_NETWORK");
  };
}

describe("/NumConfirmation bet list", () => {
  it("lists the tickets with their bets and totals them", async () => {
    listTickets("ssq", [ssqFs7, ssqDs]);
    renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/FS", PLACES);
    const rows = await screen.findAllByTestId("ticket-row");
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain("01 02 03 04 05 06 07");
    expect(rows[0]!.textContent).toContain("复式 7注 14.00元");
    expect(total()).toContain("8注 × 1倍 × 1期 合计16.00元");
  });

  it("takes whole numbers only in multiple and chase, shows what is charged and says the limit beside", async () => {
    listTickets("ssq", [ssqFs7, ssqDs]);
    renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/FS", PLACES);
    const info = await request<LotteryPageInfo>("sitemsg/AppLotteryPageInfo", { gameCode: "ssq" });
    const multiple = (await screen.findByLabelText("倍数")) as HTMLInputElement;
    const type = (value: string) => fireEvent.change(multiple, { target: { value } });
    await screen.findByText(`投注期号：第${issue}期`);
    expect(multiple.closest(".count-field")!.textContent).toContain(`最多${info.maxBeishu}倍`);
    type("3");
    expect(total()).toContain("8注 × 3倍 × 1期 合计48.00元");
    // not a whole number: refused, the box keeps what is charged
    for (const typed of ["3x", "1.5", "abc"]) {
      type(typed);
      expect(multiple.value).toBe("3");
    }
    expect(total()).toContain("8注 × 3倍 × 1期 合计48.00元");
    type("0");
    expect(multiple.value).toBe("1");
    expect(total()).toContain("8注 × 1倍 × 1期 合计16.00元");
    type(String(info.maxBeishu * 10 + 9));
    expect(multiple.value).toBe(String(info.maxBeishu));
    expect(total()).toContain(`8注 × ${info.maxBeishu}倍 × 1期`);
    // emptied: the placeholder shows the 1 that is charged, and leaving the box writes it in
    type("");
    expect(multiple.placeholder).toBe("1");
    expect(total()).toContain("8注 × 1倍 × 1期 合计16.00元");
    fireEvent.blur(multiple);
    expect(multiple.value).toBe("1");
    fireEvent.click(screen.getByRole("button", { name: "追号增加" }));
    fireEvent.click(screen.getByRole("button", { name: "追号增加" }));
    expect(total()).toContain("8注 × 1倍 × 3期 合计48.00元");
    fireEvent.change(screen.getByLabelText("追号"), { target: { value: String(info.maxQishu! + 74) } });
    expect((screen.getByLabelText("追号") as HTMLInputElement).value).toBe(String(info.maxQishu));
    expect(total()).toContain(`8注 × 1倍 × ${info.maxQishu}期`);
    expect(screen.getByText("中奖后停止追号")).toBeTruthy();
  });

  it("pays through bet_szc with a requestId and opens the order the server placed", async () => {
    await login(500);
    listTickets("ssq", [ssqFs7, ssqDs]);
    const router = renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/FS", PLACES);
    fireEvent.change(await screen.findByLabelText("倍数"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("追号"), { target: { value: "3" } });
    await screen.findByText(`投注期号：第${issue}期`);
    fireEvent.click(screen.getByRole("button", { name: "立即投注" }));
    await confirmPaymentOf("96.00", [`第${issue}期 8注 × 2倍 × 3期`]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/orderDetails"));
    const [bet] = server.calls("lottery/bet_szc");
    expect(bet?.method).toBe("POST");
    const tickets = `FS:01,02,03,04,05,06,07|07;${ssqDsTicket}`;
    expect(bet?.body).toMatchObject({
      gameCode: "ssq",
      issue,
      tickets,
      multiple: "2",
      chase: "3",
      stopOnWin: "1",
      addition: "0",
    });
    expect(bet?.body.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(loadTicketList("ssq")).toEqual([]);

    // What the server placed: the chase's first order, opened by its number.
    const orderId = new URLSearchParams(router.state.location.search).get("orderId") ?? "";
    const order = await request<OrderDetail>("order/detail", { orderId });
    const counted = countTickets("ssq", tickets);
    const bets = counted.ok ? counted.value.bets : 0;
    expect(order).toMatchObject({ gameCode: "ssq", issue, bets, multiple: 2, amount: bets * 2 * 2 });
    const chase = await request<ChaseDetail>("Order/ChaseDetail", { chaseId: order.chase?.chaseId ?? "" });
    expect(chase).toMatchObject({ stopOnWin: true, amount: bets * 2 * 2 * 3 });
    expect(chase.issues.map((i) => i.multiple)).toEqual([2, 2, 2]);
  });

  it("pays with the best red packet first, and offers a spent one no more", async () => {
    const { userInfo } = await login(10);
    const granted = await server.setUp.operator("POST", "/loyalty/grant", {
      userId: userInfo.Mid,
      kind: "red_packet",
      amount: 3,
      reason: "测试红包",
      requestId: "num-packet-grant-3",
    });
    expect(granted.status).toBe(0);
    listTickets("ssq", [ssqDs]);
    const first = renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/DS", PLACES);
    expect((await screen.findByTestId("packet-switch")).textContent).toBe("红包抵扣2.00元（3元红包）");
    await screen.findByText(`投注期号：第${issue}期`);
    fireEvent.click(screen.getByRole("button", { name: "立即投注" }));
    await confirmPaymentOf("0.00", [`第${issue}期 1注 × 1倍`, "红包抵扣2.00元（3元红包）"]);
    await waitFor(() => expect(first.state.location.pathname).toBe("/orderDetails"));
    expect(server.calls("lottery/bet_szc")[0]!.body.packetId).toMatch(/^\d+$/);
    cleanup();
    // 1 yuan left on the packet: the next 2-yuan ticket is offered what remains, not the spent value.
    listTickets("ssq", [ssqDs]);
    renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/DS", PLACES);
    await waitFor(() =>
      expect(screen.getByTestId("packet-switch").textContent).toBe("红包抵扣1.00元（3元红包）"),
    );
  });

  it("a retry after a lost answer reuses the requestId: the server places the bet once", async () => {
    await login(100);
    listTickets("ssq", [ssqDs]);
    loseFirstAnswer("lottery/bet_szc");
    const router = renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/DS", PLACES);
    await screen.findByText(`投注期号：第${issue}期`);
    await payOnce();
    // The answer never came (the network error toast): the list stays, though the server placed it.
    await waitFor(() =>
      expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: messages.networkError })),
    );
    expect(server.calls("lottery/bet_szc")).toHaveLength(1);
    expect(screen.getAllByTestId("ticket-row")).toHaveLength(1);
    expect((await myOrders()).total).toBe(1);
    await payOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe("/orderDetails"));
    const [first, second] = server.calls("lottery/bet_szc");
    expect(second?.body.requestId).toBe(first?.body.requestId);
    const orders = await myOrders();
    expect(orders.total).toBe(1);
    expect(router.state.location.search).toBe(`?orderId=${orders.list[0]!.orderId}`);
    const counted = countTickets("ssq", ssqDsTicket);
    expect((await request<UserInfo>("account/userinfo")).Balance).toBe(
      100 - (counted.ok ? counted.value.bets : 0) * 2,
    );
  });

  it("keeps the list when the server refuses the bet (the balance was spent elsewhere meanwhile)", async () => {
    const player = await login(10);
    listTickets("ssq", [ssqDs]);
    renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/DS", PLACES);
    await screen.findByText(`投注期号：第${issue}期`);
    await waitFor(() => expect(screen.getByTestId("pay-balance").textContent).toContain("10.00"));
    // Another device spends the whole balance: the page still shows 10 yuan, the server has none.
    await placeBet(server, player, { gameCode: "ssq", issue }, { tickets: ssqDsTicket, multiple: 5 });
    await payOnce();
    await waitFor(() =>
      expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: Msg.insufficientBalance })),
    );
    expect(screen.getAllByTestId("ticket-row")).toHaveLength(1);
    expect(loadTicketList("ssq")).toHaveLength(1);
    expect((await myOrders()).total).toBe(1);
  });

  it("offers a recharge when the balance does not cover the total", async () => {
    await login(10);
    listTickets("ssq", [ssqFs7]);
    const router = renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/FS", PLACES);
    await waitFor(() => expect(screen.getByTestId("pay-balance").textContent).toContain("余额不足"));
    fireEvent.click(screen.getByRole("button", { name: "去充值" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/rechargeType6"));
  });

  it("prices DLT 追加 at 3 yuan a bet and sends addition=1; the server charges the same", async () => {
    await login(50);
    const dlt = await lottery.openSale("dlt");
    listTickets("dlt", [
      {
        play: "DS",
        zones: [
          [[], [1, 2, 3, 4, 5]],
          [[], [1, 2]],
        ],
      },
    ]);
    const router = renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/dlt/DS", PLACES);
    fireEvent.click(await screen.findByRole("switch", { name: "追加投注" }));
    expect(total()).toContain("1注 × 1倍 × 1期 合计3.00元");
    await screen.findByText(`投注期号：第${dlt}期`);
    fireEvent.click(screen.getByRole("button", { name: "立即投注" }));
    await confirmPaymentOf("3.00", [`第${dlt}期 1注 × 1倍 × 1期`]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/orderDetails"));
    expect(server.calls("lottery/bet_szc")[0]?.body.addition).toBe("1");
    const orderId = new URLSearchParams(router.state.location.search).get("orderId") ?? "";
    const order = await request<OrderDetail>("order/detail", { orderId });
    expect(order).toMatchObject({ issue: dlt, addition: true, bets: 1 });
    expect(order.amount * 100).toBe(unitPriceFen("dlt", "DS", true));
  });

  it("deletes a ticket, and edit sends it back to the picking page", async () => {
    listTickets("ssq", [ssqFs7, ssqDs]);
    const router = renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/FS", PLACES);
    fireEvent.click((await screen.findAllByRole("button", { name: "删除" }))[1]!);
    expect(screen.getAllByTestId("ticket-row")).toHaveLength(1);
    expect(loadTicketList("ssq")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "修改" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/ssq"));
    expect(loadTicketList("ssq")).toEqual([]);
    expect(storage.getPerGame("bettingRecord", "ssq")).toMatchObject({
      play: "FS",
      zones: [{ numbers: [1, 2, 3, 4, 5, 6, 7] }, { numbers: [7] }],
    });
  });

  it("keeps list and options across a refresh, and adds random bets", async () => {
    listTickets("ssq", [ssqDs]);
    renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/DS", PLACES);
    fireEvent.change(await screen.findByLabelText("倍数"), { target: { value: "4" } });
    fireEvent.click(screen.getByRole("button", { name: "+ 机选5注" }));
    expect(screen.getAllByTestId("ticket-row")).toHaveLength(6);
    cleanup();
    renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/DS", PLACES);
    expect(await screen.findAllByTestId("ticket-row")).toHaveLength(6);
    expect(total()).toContain("6注 × 4倍 × 1期 合计48.00元");
  });

  it("sends a visitor to login instead of paying", async () => {
    listTickets("ssq", [ssqDs]);
    const router = renderRoute(<NumConfirmationPage />, CONFIRM, "/NumConfirmation/ssq/DS", PLACES);
    await screen.findByText(`投注期号：第${issue}期`);
    fireEvent.click(screen.getByRole("button", { name: "登录后投注" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(server.calls("lottery/bet_szc")).toHaveLength(0);
  });
});
