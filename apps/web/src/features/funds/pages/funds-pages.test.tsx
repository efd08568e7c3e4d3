import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FundRecord, RechargeChannel, RechargeRecord } from "@lottery/contract";
import { useSession } from "../../../lib/session.ts";
import { storage } from "../../../lib/storage.ts";
import { demoUser, renderPage, setUpPageTests } from "../../../lib/test-helpers.ts";
import { openPayPage } from "../logic/pay-url.ts";
import BillingDetailsPage from "./BillingDetailsPage.tsx";
import RechargeConfigurePage from "./RechargeConfigurePage.tsx";
import RechargePage from "./RechargePage.tsx";
import TransactionRecordPage from "./TransactionRecordPage.tsx";

vi.mock("../logic/pay-url.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../logic/pay-url.ts")>()),
  openPayPage: vi.fn(),
}));

const sandbox: RechargeChannel = {
  code: "sandbox",
  name: "在线支付（沙箱）",
  min: 1,
  max: 50000,
  presets: [50, 100, 200],
};
const bank: RechargeChannel = { code: "bank", name: "网银转账", min: 100, max: 1000, presets: [] };

const order = (orderNo: string, status: RechargeRecord["status"], amount = 100): RechargeRecord => ({
  orderNo,
  channel: sandbox.name,
  amount,
  status,
  createdAt: "2026-11-21T20:00:00+08:00",
  paidAt: status === "paid" ? "2026-11-21T20:01:30+08:00" : null,
});

const movement = (id: number, type: FundRecord["type"], typeName: string, amount: number): FundRecord => ({
  id,
  time: "2026-11-21T20:05:00+08:00",
  type,
  typeName,
  amount,
  balance: 1234.5,
  memo: `${typeName}备注`,
});

/** What each call answers with (models), by the path after /api/. */
let answers: Record<string, unknown>;
const { calls } = setUpPageTests(() => answers);

const PLACES = ["/", "/rechargeType6", "/rechargeConfigure", "/billingDetails"];
const paged = (list: unknown[]) => ({ list, total: list.length });

beforeEach(() => {
  answers = {
    "Fund/RechargeChannels": { list: [sandbox, bank] },
    "account/userinfo": demoUser,
    "sitemsg/getBannerList": { list: [], updatedAt: "2026-11-21T00:00:00+08:00" },
  };
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(openPayPage).mockClear();
});

describe("/rechargeType6", () => {
  it("shows the balance and the channels with their limits, and opens the chosen one", async () => {
    storage.set("lastRecharge", { channel: "bank", amount: "200" });
    const router = renderPage(<RechargePage />, "/rechargeType6", PLACES);
    expect(await screen.findByText("网银转账")).toBeTruthy();
    expect(screen.getByTestId("funds-balance").textContent).toBe("1,234.50元");
    expect(screen.getByText("单笔 1.00 - 50000.00 元")).toBeTruthy();
    expect(screen.getByText("单笔 100.00 - 1000.00 元")).toBeTruthy();
    expect(screen.getAllByText("上次使用")).toHaveLength(1);
    expect(calls("sitemsg/getBannerList")[0]!.query).toMatchObject({ position: "recharge" });
    await act(async () => fireEvent.click(screen.getByText("在线支付（沙箱）")));
    expect(router.state.location.pathname).toBe("/rechargeConfigure");
    expect(router.state.location.search).toBe("?channel=sandbox");
  });

  it("polls a returned order every 2 s until it is paid, then refreshes the balance", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answers["fund/in"] = paged([order("R9", "pending", 88.8), order("R1", "paid")]);
    renderPage(<RechargePage />, "/rechargeType6?orderNo=R9", PLACES);
    expect(await screen.findByText("等待支付结果")).toBeTruthy();
    expect(screen.getByText("正在确认支付结果，请稍候…")).toBeTruthy();
    expect(calls("fund/in")[0]!.query).toMatchObject({ pageIndex: "1", pageSize: "50" });
    const userInfoCalls = calls("account/userinfo").length;

    answers["fund/in"] = paged([order("R9", "paid", 88.8), order("R1", "paid")]);
    answers["account/userinfo"] = { ...demoUser, Balance: 1323.3 };
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText("充值成功")).toBeTruthy();
    expect(screen.getByText("+88.80")).toBeTruthy();
    await waitFor(() => expect(calls("account/userinfo").length).toBeGreaterThan(userInfoCalls));
    await waitFor(() => expect(useSession.getState().userInfo?.Balance).toBe(1323.3));
    const polls = calls("fund/in").length;
    await act(async () => vi.advanceTimersByTimeAsync(6_000));
    expect(calls("fund/in")).toHaveLength(polls);
  });

  it("stops polling after a minute and asks again on 刷新", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answers["fund/in"] = paged([order("R9", "pending")]);
    renderPage(<RechargePage />, "/rechargeType6?orderNo=R9", PLACES);
    expect(await screen.findByText("等待支付结果")).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(61_000));
    expect(await screen.findByText("暂未收到支付结果，如已付款请稍后刷新")).toBeTruthy();
    const polls = calls("fund/in").length;
    expect(polls).toBeGreaterThanOrEqual(25);
    expect(polls).toBeLessThanOrEqual(32);
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(calls("fund/in")).toHaveLength(polls);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "刷新" })));
    await waitFor(() => expect(calls("fund/in").length).toBeGreaterThan(polls));
    expect(await screen.findByText("正在确认支付结果，请稍候…")).toBeTruthy();
  });

  it("says when the order expired, and 重新充值 returns to the channels", async () => {
    answers["fund/in"] = paged([order("R9", "expired")]);
    const router = renderPage(<RechargePage />, "/rechargeType6?orderNo=R9", PLACES);
    expect(await screen.findByText("订单已过期")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "重新充值" })));
    expect(router.state.location.search).toBe("");
    expect(await screen.findByText("网银转账")).toBeTruthy();
  });
});

describe("/rechargeConfigure", () => {
  const amountField = () => screen.getByPlaceholderText("请输入1.00-50000.00元") as HTMLInputElement;

  it("fills a preset, filters typing, checks the limits, then pays at the provider", async () => {
    answers["fund/recharge"] = { orderNo: "R9", payUrl: "/api/pay/sandbox/cashier?orderNo=R9" };
    renderPage(<RechargeConfigurePage />, "/rechargeConfigure?channel=sandbox", PLACES);
    expect(await screen.findByText("在线支付（沙箱）")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "100元" }));
    expect(amountField().value).toBe("100");
    fireEvent.change(amountField(), { target: { value: "0.5x" } });
    expect(amountField().value).toBe("0.5");
    expect(screen.getByText("单笔充值金额须在1.00元至50000.00元之间")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "立即充值" })));
    expect(calls("fund/recharge")).toHaveLength(0);

    fireEvent.change(amountField(), { target: { value: "123.456" } });
    expect(amountField().value).toBe("123.45");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "立即充值" })));
    await waitFor(() => expect(openPayPage).toHaveBeenCalledWith("/api/pay/sandbox/cashier?orderNo=R9"));
    expect(calls("fund/recharge")[0]).toMatchObject({
      method: "POST",
      body: { amount: "123.45", channel: "sandbox" },
    });
    expect(storage.get("lastRecharge")).toEqual({ channel: "sandbox", amount: "123.45" });
  });

  it("starts from the last amount when the channel accepts it", async () => {
    storage.set("lastRecharge", { channel: "bank", amount: "300" });
    renderPage(<RechargeConfigurePage />, "/rechargeConfigure?channel=sandbox", PLACES);
    expect((await screen.findByDisplayValue("300")) as HTMLInputElement).toBeTruthy();
  });

  it("offers the other channels when this one is gone", async () => {
    const router = renderPage(<RechargeConfigurePage />, "/rechargeConfigure?channel=nope", PLACES);
    expect(await screen.findByText("该充值方式暂不可用")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "选择其他方式" })));
    expect(router.state.location.pathname).toBe("/rechargeType6");
  });
});

describe("/transactionRecord", () => {
  it("lists movements signed and coloured, and asks fund/list once per filter", async () => {
    answers["fund/list"] = paged([movement(2, "prize", "派奖", 500), movement(1, "bet", "投注", -20)]);
    renderPage(<TransactionRecordPage />, "/transactionRecord", PLACES);
    expect(await screen.findByText("+500.00")).toBeTruthy();
    expect(screen.getByText("+500.00").className).toContain("income");
    expect(screen.getByText("-20.00").className).toContain("spending");
    expect(screen.getByText("派奖备注")).toBeTruthy();
    expect(screen.getAllByText("余额 1,234.50")).toHaveLength(2);
    const first = calls("fund/list")[0]!.query;
    expect(first.type).toBeUndefined();
    expect(first).toMatchObject({ pageIndex: "1", pageSize: "20" });
    expect(first.startDate! <= first.endDate!).toBe(true);

    fireEvent.click(screen.getByText("全部类型"));
    await act(async () => fireEvent.click(await screen.findByText("余额宝收益")));
    await waitFor(() => expect(calls("fund/list")).toHaveLength(2));
    expect(calls("fund/list")[1]!.query).toMatchObject({ type: "interest", endDate: first.endDate });

    fireEvent.click(screen.getByText("近7天"));
    await act(async () => fireEvent.click(await screen.findByText("今天")));
    await waitFor(() => expect(calls("fund/list")).toHaveLength(3));
    expect(calls("fund/list")[2]!.query).toMatchObject({
      type: "interest",
      startDate: first.endDate,
      endDate: first.endDate,
    });
  });

  it("leads to 充值记录 from the header", async () => {
    answers["fund/list"] = paged([]);
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
    answers["fund/in"] = paged([order("R3", "pending"), order("R2", "paid", 50), order("R1", "expired")]);
    renderPage(<BillingDetailsPage />, "/billingDetails", PLACES);
    expect(await screen.findByText("待支付")).toBeTruthy();
    expect(screen.getByText("已到账")).toBeTruthy();
    expect(screen.getByText("已过期")).toBeTruthy();
    expect(screen.getByText("到账时间：2026-11-21 20:01")).toBeTruthy();
    expect(screen.getByText("订单号：R2")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getAllByRole("button", { name: "复制" })[1]!));
    expect(writeText).toHaveBeenCalledWith("R2");
    expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: "订单号已复制" }));
  });
});
