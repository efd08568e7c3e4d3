import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AuthModels } from "@lottery/contract";
import { chinaClock, formatChinaDateTime } from "../../../lib/china-time.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { useRealServer } from "#test/real-server.ts";
import { startSession, useSession } from "../../../lib/session.ts";
import { storage } from "../../../lib/storage.ts";
import { renderPage } from "#test/helpers.ts";
import { shiftChinaDate } from "../logic/date-range.ts";
import { openPayPage } from "../logic/pay-url.ts";
import BillingDetailsPage from "./BillingDetailsPage.tsx";
import RechargeConfigurePage from "./RechargeConfigurePage.tsx";
import RechargePage from "./RechargePage.tsx";
import TransactionRecordPage from "./TransactionRecordPage.tsx";

// Leaving for the provider's cashier page is a full navigation jsdom cannot make: only that is replaced.
vi.mock("../logic/pay-url.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../logic/pay-url.ts")>()),
  openPayPage: vi.fn(),
}));

const server = useRealServer();
type FundsOps = typeof import("#test/features/funds/server-ops.ts");
const funds = server.ops<FundsOps>("#test/features/funds/server-ops.ts");

let serial = 0;
const nextName = () => `fdplay${String((serial += 1)).padStart(2, "0")}`;

/** 31 minutes: past the time a pending recharge order stays payable (RECHARGE_ORDER_TTL_MS, 30 min). */
const PAST_ORDER_TTL_MS = 31 * 60_000;
const DAY_MS = 86_400_000;

/** Owns one order opened before the clock moved past its time limit. */
let expiredOwner: AuthModels;
let expiredOrderNo: string;
/** Owns an order that expired, one paid with 50 and a pending one, newest last. */
let billingOwner: AuthModels;

beforeAll(async () => {
  const bank = { code: "bank", name: "网银转账", provider: "sandbox", min: "100", max: "1000", sort: 1 };
  expect(await server.setUp.operator("POST", "/recharge/channels", bank)).toMatchObject({ status: 0 });
  expiredOwner = await server.setUp.player(nextName());
  expiredOrderNo = await funds.openOrder(expiredOwner.token, "100");
  billingOwner = await server.setUp.player(nextName());
  await funds.openOrder(billingOwner.token, "100");
  await server.setUp.advanceClock(PAST_ORDER_TTL_MS);
  await funds.payOrder(await funds.openOrder(billingOwner.token, "50"), "50");
  await funds.openOrder(billingOwner.token, "100");
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(openPayPage).mockClear();
});

const PLACES = ["/", "/rechargeType6", "/rechargeConfigure", "/billingDetails"];

/** Moves fake time on by `ms` a poll at a time, letting each poll's real request come back. */
async function pollFor(ms: number) {
  for (let done = 0; done < ms; done += 2_000) {
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  }
}

describe("/rechargeType6", () => {
  it("shows the balance and the channels with their limits, and opens the chosen one", async () => {
    const { userInfo } = await server.login(nextName(), 1234.5);
    expect(userInfo.Balance).toBe(1234.5);
    storage.set("lastRecharge", { channel: "bank", amount: "200" });
    const router = renderPage(<RechargePage />, "/rechargeType6", PLACES);
    expect(await screen.findByText("网银转账")).toBeTruthy();
    expect(screen.getByTestId("funds-balance").textContent).toBe("1,234.50元");
    expect(screen.getByText("单笔 1.00 - 50000.00 元")).toBeTruthy();
    expect(screen.getByText("单笔 100.00 - 1000.00 元")).toBeTruthy();
    expect(screen.getAllByText("上次使用")).toHaveLength(1);
    expect(server.calls("sitemsg/getBannerList")[0]!.query).toMatchObject({ position: "recharge" });
    await act(async () => fireEvent.click(screen.getByText("在线支付（沙箱）")));
    expect(router.state.location.pathname).toBe("/rechargeConfigure");
    expect(router.state.location.search).toBe("?channel=sandbox");
  });

  it("polls a returned order every 2 s until it is paid, then refreshes the balance", async () => {
    const { token } = await server.login(nextName(), 100);
    const orderNo = await funds.openOrder(token, "88.8");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(<RechargePage />, `/rechargeType6?orderNo=${orderNo}`, PLACES);
    expect(await screen.findByText("等待支付结果")).toBeTruthy();
    expect(screen.getByText("正在确认支付结果，请稍候…")).toBeTruthy();
    expect(server.calls("fund/in")[0]!.query).toMatchObject({ pageIndex: "1", pageSize: "50" });
    const userInfoCalls = server.calls("account/userinfo").length;

    await funds.payOrder(orderNo, "88.8");
    await pollFor(2_000);
    expect(await screen.findByText("充值成功")).toBeTruthy();
    expect(screen.getByText("+88.80")).toBeTruthy();
    await waitFor(() => expect(server.calls("account/userinfo").length).toBeGreaterThan(userInfoCalls));
    await waitFor(() => expect(useSession.getState().userInfo?.Balance).toBe(188.8));
    const polls = server.calls("fund/in").length;
    await pollFor(6_000);
    expect(server.calls("fund/in")).toHaveLength(polls);
  });

  it("stops polling after a minute and asks again on 刷新", async () => {
    const { token } = await server.login(nextName());
    const orderNo = await funds.openOrder(token, "100");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(<RechargePage />, `/rechargeType6?orderNo=${orderNo}`, PLACES);
    expect(await screen.findByText("等待支付结果")).toBeTruthy();
    await pollFor(62_000);
    expect(await screen.findByText("暂未收到支付结果，如已付款请稍后刷新")).toBeTruthy();
    const polls = server.calls("fund/in").length;
    expect(polls).toBeGreaterThanOrEqual(25);
    expect(polls).toBeLessThanOrEqual(32);
    await pollFor(10_000);
    expect(server.calls("fund/in")).toHaveLength(polls);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "刷新" })));
    await waitFor(() => expect(server.calls("fund/in").length).toBeGreaterThan(polls));
    expect(await screen.findByText("正在确认支付结果，请稍候…")).toBeTruthy();
  });

  it("says when the order expired, and 重新充值 returns to the channels", async () => {
    startSession(expiredOwner);
    const router = renderPage(<RechargePage />, `/rechargeType6?orderNo=${expiredOrderNo}`, PLACES);
    expect(await screen.findByText("订单已过期")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "重新充值" })));
    expect(router.state.location.search).toBe("");
    expect(await screen.findByText("网银转账")).toBeTruthy();
  });
});

describe("/rechargeType6 back from a closed payment", () => {
  it.each([
    ["cancelled", "已取消", "您已取消本次支付，未产生扣款"],
    ["failed", "支付失败", "本次支付未成功，未产生扣款；如已付款，到账后余额会自动更新"],
  ] as const)("says %s at once and 重新支付 opens the same channel's amount", async (status, title, hint) => {
    const { token } = await server.login(nextName());
    const orderNo = await funds.openOrder(token, "66");
    storage.set("lastRecharge", { channel: "sandbox", amount: "66" });
    await funds.closeOrder(orderNo, "66", status);
    const router = renderPage(<RechargePage />, `/rechargeType6?orderNo=${orderNo}`, PLACES);
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(hint)).toBeTruthy();
    expect(screen.queryByText("等待支付结果")).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "重新支付" })));
    expect(router.state.location.pathname).toBe("/rechargeConfigure");
    expect(router.state.location.search).toBe("?channel=sandbox");
  });
});

describe("/rechargeConfigure", () => {
  const amountField = () => screen.getByPlaceholderText("请输入1.00-50000.00元") as HTMLInputElement;

  it("fills a preset, filters typing, checks the limits, then pays at the provider", async () => {
    const { token } = await server.login(nextName());
    renderPage(<RechargeConfigurePage />, "/rechargeConfigure?channel=sandbox", PLACES);
    expect(await screen.findByText("在线支付（沙箱）")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "100元" }));
    expect(amountField().value).toBe("100");
    fireEvent.change(amountField(), { target: { value: "0.5x" } });
    expect(amountField().value).toBe("0.5");
    expect(screen.getByText("单笔充值金额须在1.00元至50000.00元之间")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "立即充值" })));
    expect(server.calls("fund/recharge")).toHaveLength(0);

    fireEvent.change(amountField(), { target: { value: "123.456" } });
    expect(amountField().value).toBe("123.45");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "立即充值" })));
    await waitFor(() => expect(openPayPage).toHaveBeenCalledTimes(1));
    expect(server.calls("fund/recharge")[0]).toMatchObject({
      method: "POST",
      body: { amount: "123.45", channel: "sandbox" },
    });
    const [order] = await funds.rechargeOrders(token);
    expect(order).toMatchObject({ amount: 123.45, status: "pending" });
    expect(vi.mocked(openPayPage).mock.calls[0]![0]).toContain(`orderNo=${order!.orderNo}`);
    expect(storage.get("lastRecharge")).toEqual({ channel: "sandbox", amount: "123.45" });
  });

  it("starts from the last amount when the channel accepts it", async () => {
    await server.login(nextName());
    storage.set("lastRecharge", { channel: "bank", amount: "300" });
    renderPage(<RechargeConfigurePage />, "/rechargeConfigure?channel=sandbox", PLACES);
    expect((await screen.findByDisplayValue("300")) as HTMLInputElement).toBeTruthy();
  });

  it("offers the other channels when this one is gone", async () => {
    await server.login(nextName());
    const router = renderPage(<RechargeConfigurePage />, "/rechargeConfigure?channel=nope", PLACES);
    expect(await screen.findByText("该充值方式暂不可用")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "选择其他方式" })));
    expect(router.state.location.pathname).toBe("/rechargeType6");
  });
});

describe("/transactionRecord", () => {
  it("lists movements signed and coloured, and asks fund/list once per filter", async () => {
    const { token } = await server.login(nextName(), 500);
    await funds.transferIn(token, "ky", "20");
    const records = await funds.fundRecords(token);
    expect(records.map((row) => [row.amount, row.balance])).toEqual([
      [-20, 480],
      [500, 500],
    ]);
    renderPage(<TransactionRecordPage />, "/transactionRecord", PLACES);
    expect(await screen.findByText("+500.00")).toBeTruthy();
    expect(screen.getByText("+500.00").className).toContain("income");
    expect(screen.getByText("-20.00").className).toContain("spending");
    for (const { memo } of records) if (memo) expect(screen.getByText(memo)).toBeTruthy();
    expect(screen.getByText("余额 480.00")).toBeTruthy();
    expect(screen.getByText("余额 500.00")).toBeTruthy();
    const first = server.calls("fund/list")[0]!.query;
    expect(first.type).toBeUndefined();
    expect(first).toMatchObject({ pageIndex: "1", pageSize: "20" });
    expect(first.startDate! <= first.endDate!).toBe(true);

    fireEvent.click(screen.getByText("全部类型"));
    await act(async () => fireEvent.click(await screen.findByText("余额宝收益")));
    await waitFor(() => expect(server.calls("fund/list")).toHaveLength(2));
    expect(server.calls("fund/list")[1]!.query).toMatchObject({ type: "interest", endDate: first.endDate });
    expect(await screen.findByText("暂无资金记录")).toBeTruthy();

    fireEvent.click(screen.getByText("近7天"));
    await act(async () => fireEvent.click(await screen.findByText("今天")));
    await waitFor(() => expect(server.calls("fund/list")).toHaveLength(3));
    expect(server.calls("fund/list")[2]!.query).toMatchObject({
      type: "interest",
      startDate: first.endDate,
      endDate: first.endDate,
    });
  });

  it("lists the red-packet credit on its own tab, apart from cash", async () => {
    await server.login(nextName(), 50);
    renderPage(<TransactionRecordPage />, "/transactionRecord", PLACES);
    expect(await screen.findByText("+50.00")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText("红包")));
    await waitFor(() => expect(server.calls("fund/list").at(-1)!.query.account).toBe("credit"));
    expect(await screen.findByText("红包仅可用于投注，不可提现")).toBeTruthy();
    expect(await screen.findByText("暂无资金记录")).toBeTruthy();
    fireEvent.click(screen.getByText("全部类型"));
    expect(await screen.findByText("红包投注")).toBeTruthy();
    expect(screen.queryByText("余额宝收益")).toBeNull();
  });

  it("ends its ranges on the server's China date, not the phone's", async () => {
    await server.login(nextName());
    // The server a day ahead of this device: 今天 is the server's today.
    const serverIso = await server.setUp.advanceClock(DAY_MS);
    try {
      renderPage(<TransactionRecordPage />, "/transactionRecord", PLACES);
      await waitFor(() => expect(server.calls("fund/list")).toHaveLength(1));
      const { startDate, endDate } = server.calls("fund/list")[0]!.query;
      expect(endDate).toBe(chinaClock(Date.parse(serverIso)).date);
      expect(endDate).not.toBe(chinaClock(Date.now()).date);
      expect(startDate).toBe(shiftChinaDate(endDate!, -6));
    } finally {
      await server.setUp.advanceClock(-DAY_MS);
    }
  });

  it("leads to 充值记录 from the header", async () => {
    await server.login(nextName());
    const router = renderPage(<TransactionRecordPage />, "/transactionRecord", PLACES);
    expect(await screen.findByText("暂无资金记录")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "充值记录" })));
    expect(router.state.location.pathname).toBe("/billingDetails");
  });
});

describe("/billingDetails", () => {
  it("shows each order's status and copies its number", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    startSession(billingOwner);
    const orders = await funds.rechargeOrders(billingOwner.token);
    expect(orders.map((row) => row.status)).toEqual(["pending", "paid", "expired"]);
    const paid = orders[1]!;
    renderPage(<BillingDetailsPage />, "/billingDetails", PLACES);
    expect(await screen.findByText("待支付")).toBeTruthy();
    expect(screen.getByText("已到账")).toBeTruthy();
    expect(screen.getByText("已过期")).toBeTruthy();
    expect(screen.getByText(`到账时间：${formatChinaDateTime(paid.paidAt!)}`)).toBeTruthy();
    expect(screen.getByText(`订单号：${paid.orderNo}`)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getAllByRole("button", { name: "复制" })[1]!));
    expect(writeText).toHaveBeenCalledWith(paid.orderNo);
    expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: "订单号已复制" }));
  });
});
