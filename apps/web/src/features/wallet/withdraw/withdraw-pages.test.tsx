import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { beforeEach, describe, expect, it } from "vitest";
import type { Paged, WithdrawalRecord, WithdrawSummary } from "@lottery/contract";
import { demoUser, ok, renderPage, setUpPageTests } from "../../../lib/test-helpers.ts";
import TurnoverPage from "./pages/TurnoverPage.tsx";
import WithdrawPage from "./pages/WithdrawPage.tsx";
import WithdrawRecordsPage from "./pages/WithdrawRecordsPage.tsx";
import { readySummary } from "./test-fixtures.ts";

/** One withdrawal made today. */
const summary: WithdrawSummary = { ...readySummary, usedToday: 1 };

/** The envelope each call answers with, by the path after /api/. */
let answers: Record<string, unknown>;
const { calls } = setUpPageTests(() => answers);

const PLACES = [
  "/",
  "/realInfo",
  "/changePwd",
  "/WalletManagement",
  "/withdrawToFillMoney",
  "/accountDetail",
];

const dialog = () => document.querySelector<HTMLElement>(".adm-dialog")!;
const click = (name: string, scope: HTMLElement = document.body) =>
  act(async () => fireEvent.click(within(scope).getByRole("button", { name })));

beforeEach(() => {
  answers = { "Fund/withdrawToFillmoney": ok(summary), "account/userinfo": ok(demoUser) };
});

describe("/withDraw2", () => {
  it("withdraws with the password, keeps the requestId on a retry and shows the result", async () => {
    renderPage(<WithdrawPage />, "/withDraw2", PLACES);
    expect((await screen.findByTestId("withdraw-balance")).textContent).toBe("100.00");
    expect(screen.getByText("单笔10.00～50000.00元，今日还可提现4次")).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText("请输入提现金额"), { target: { value: "60" } });
    await click("立即提现");
    expect(await screen.findByText("提现 ¥60.00 到 工商银行 尾号1234，请输入6位资金密码")).toBeTruthy();

    answers["fund/withdraw"] = { status: 1, msg: "资金密码错误，今天还可尝试4次", models: null };
    fireEvent.change(screen.getByPlaceholderText("请输入6位数字资金密码"), { target: { value: "000000" } });
    await click("确定", dialog());
    await waitFor(() => expect(calls("fund/withdraw")).toHaveLength(1));

    const profileReads = calls("account/userinfo").length;
    answers["fund/withdraw"] = ok({ withdrawNo: "W20261121000001", status: "pending" });
    fireEvent.change(screen.getByPlaceholderText("请输入6位数字资金密码"), { target: { value: "246810" } });
    await click("确定", dialog());
    expect(await screen.findByText("提现申请已提交")).toBeTruthy();
    const [first, retry] = calls("fund/withdraw").map((r) => r.body);
    expect(retry).toMatchObject({ amount: "60", walletId: "7", withdrawPassword: "246810" });
    expect(retry!.requestId).toBe(first!.requestId);
    expect(screen.getByText("¥60.00 将提现至 工商银行 尾号1234，审核通过后到账")).toBeTruthy();
    await waitFor(() => expect(calls("account/userinfo").length).toBeGreaterThan(profileReads));
    expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: "提现申请已提交，等待审核" }));

    // The next withdrawal is a new attempt with a new requestId.
    await click("继续提现");
    fireEvent.change(await screen.findByPlaceholderText("请输入提现金额"), { target: { value: "60" } });
    await click("立即提现");
    fireEvent.change(screen.getByPlaceholderText("请输入6位数字资金密码"), { target: { value: "246810" } });
    await click("确定", dialog());
    await waitFor(() => expect(calls("fund/withdraw")).toHaveLength(3));
    expect(calls("fund/withdraw")[2]!.body.requestId).not.toBe(first!.requestId);
  });

  it("checks the amount before asking for the password", async () => {
    renderPage(<WithdrawPage />, "/withDraw2", PLACES);
    fireEvent.change(await screen.findByPlaceholderText("请输入提现金额"), { target: { value: "5" } });
    await click("立即提现");
    expect(screen.getByText("单笔提现金额须在10.00元至50000.00元之间")).toBeTruthy();
    await click("全部");
    expect(screen.getByDisplayValue("100")).toBeTruthy();
    expect(document.querySelector(".adm-dialog")).toBeNull();
  });

  it("blocks while turnover is owed and links to what fixes each blocker", async () => {
    answers["Fund/withdrawToFillmoney"] = ok({ ...summary, turnoverOwed: 35.5, withdrawPasswordSet: false });
    const router = renderPage(<WithdrawPage />, "/withDraw2", PLACES);
    expect(await screen.findByText("还需完成35.50元投注流水才能提现")).toBeTruthy();
    expect(screen.getByRole("button", { name: "立即提现" }).hasAttribute("disabled")).toBe(true);
    await click("查看流水");
    expect(router.state.location.pathname).toBe("/withdrawToFillMoney");
  });

  it("sends a player without a withdrawal password to its tab of /changePwd", async () => {
    answers["Fund/withdrawToFillmoney"] = ok({ ...summary, withdrawPasswordSet: false });
    const router = renderPage(<WithdrawPage />, "/withDraw2", PLACES);
    await click("去设置", await screen.findByTestId("withdraw-notice-withdrawPassword"));
    expect(router.state.location.pathname).toBe("/changePwd");
    expect(router.state.location.search).toBe("?tab=withdraw");
  });

  it("offers /WalletManagement when no payout account is bound", async () => {
    answers["Fund/withdrawToFillmoney"] = ok({ ...summary, accounts: [] });
    const router = renderPage(<WithdrawPage />, "/withDraw2", PLACES);
    await click("去绑定", await screen.findByTestId("withdraw-notice-noAccount"));
    expect(router.state.location.pathname).toBe("/WalletManagement");
  });
});

describe("/withdrawToFillMoney", () => {
  it("shows the progress and the rule", async () => {
    answers["Fund/withdrawToFillmoney"] = ok({
      ...summary,
      turnoverRequired: 200,
      turnoverWagered: 50,
      turnoverOwed: 150,
    });
    renderPage(<TurnoverPage />, "/withdrawToFillMoney", PLACES);
    expect((await screen.findByTestId("turnover-state")).textContent).toBe(
      "还需完成150.00元投注流水才能提现完成度 25%",
    );
    expect(screen.getByText(/充值的金额须完成1倍的有效投注/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "去投注" })).toBeTruthy();
  });
});

describe("/accountDetail", () => {
  it("lists the withdrawals with status and reason", async () => {
    const record: WithdrawalRecord = {
      withdrawNo: "W20261121000002",
      amount: 30,
      status: "rejected",
      statusName: "已驳回",
      account: "支付宝 139****5678",
      createdAt: "2026-11-21T10:00:00+08:00",
      reviewedAt: "2026-11-21T11:00:00+08:00",
      reason: "账户信息有误",
    };
    answers["fund/out"] = ok({ list: [record], total: 1 } satisfies Paged<WithdrawalRecord>);
    renderPage(<WithdrawRecordsPage />, "/accountDetail", PLACES);
    const row = await screen.findByTestId("withdrawal-row");
    expect(within(row).getByText("已驳回").className).toContain("rejected");
    expect(within(row).getByText("驳回原因：账户信息有误")).toBeTruthy();
    expect(within(row).getByText("支付宝 139****5678")).toBeTruthy();
    expect(calls("fund/out")[0]!.query).toMatchObject({ pageIndex: "1", pageSize: "20" });
  });
});
