import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { beforeAll, describe, expect, it } from "vitest";
import type { WithdrawSummary } from "@lottery/contract";
import { useRealServer } from "#test/real-server.ts";
import { startSession } from "../../../lib/session.ts";
import { renderPage, shownToasts } from "#test/helpers.ts";
import TurnoverPage from "./pages/TurnoverPage.tsx";
import WithdrawPage from "./pages/WithdrawPage.tsx";
import WithdrawRecordsPage from "./pages/WithdrawRecordsPage.tsx";
import type { WithdrawPlayer, WithdrawPlayerOptions } from "#test/features/wallet/withdraw/server-ops.ts";

const server = useRealServer();
type WithdrawOps = typeof import("#test/features/wallet/withdraw/server-ops.ts");
const ops = server.ops<WithdrawOps>("#test/features/wallet/withdraw/server-ops.ts");

/** The rules every test runs under: 10 to 50 000 yuan a withdrawal, five a day, recharges wagered once. */
const RULES = { min: "10", max: "50000", dailyCount: 5, rechargeTurnoverPercent: 100 };

beforeAll(async () => {
  expect(await server.setUp.operator("POST", "/withdrawals/settings", RULES)).toMatchObject({ status: 0 });
});

let serial = 0;
/** A new player set up per `options` (ops.withdrawPlayer), logged in as the session. */
async function login(options: WithdrawPlayerOptions): Promise<WithdrawPlayer> {
  const player = await ops.withdrawPlayer(`wdplay${String((serial += 1)).padStart(2, "0")}`, options);
  startSession(player);
  return player;
}

/** A player with 100 yuan to withdraw after one withdrawal (of 10) made today. */
async function readyPlayer(): Promise<{ player: WithdrawPlayer; summary: WithdrawSummary }> {
  const player = await login({ yuan: 110 });
  await ops.requestWithdrawal(player, "10");
  return { player, summary: await ops.summary(player) };
}

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
const typePassword = (value: string) =>
  fireEvent.change(screen.getByPlaceholderText("请输入6位数字资金密码"), { target: { value } });

describe("/withDraw2", () => {
  it("withdraws with the password, keeps the requestId on a retry and shows the result", async () => {
    const { player, summary } = await readyPlayer();
    const label = summary.accounts[0]!.label;
    renderPage(<WithdrawPage />, "/withDraw2", PLACES);
    expect((await screen.findByTestId("withdraw-balance")).textContent).toBe("100.00");
    expect(summary.usedToday).toBe(1);
    expect(screen.getByText("单笔10.00～50000.00元，今日还可提现4次")).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText("请输入提现金额"), { target: { value: "60" } });
    await click("立即提现");
    expect(await screen.findByText(`提现 ¥60.00 到 ${label}，请输入6位资金密码`)).toBeTruthy();

    typePassword("000000");
    await click("确定", dialog());
    // five wrong tries a China day (the server's rule): four are left
    await waitFor(() => expect(shownToasts()).toContain("资金密码错误，今天还可尝试4次"));
    expect(server.calls("fund/withdraw")).toHaveLength(1);
    expect(screen.queryByText("提现申请已提交")).toBeNull();

    const profileReads = server.calls("account/userinfo").length;
    typePassword("246810");
    await click("确定", dialog());
    expect(await screen.findByText("提现申请已提交")).toBeTruthy();
    const [first, retry] = server.calls("fund/withdraw").map((r) => r.body);
    expect(retry).toMatchObject({
      amount: "60",
      walletId: String(player.walletId),
      withdrawPassword: "246810",
    });
    expect(retry!.requestId).toBe(first!.requestId);
    expect(screen.getByText(`¥60.00 将提现至 ${label}，审核通过后到账`)).toBeTruthy();
    await waitFor(() => expect(server.calls("account/userinfo").length).toBeGreaterThan(profileReads));
    expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: "提现申请已提交，等待审核" }));
    expect((await ops.summary(player)).frozen).toBe(70);

    // The next withdrawal is a new attempt with a new requestId.
    await click("继续提现");
    fireEvent.change(await screen.findByPlaceholderText("请输入提现金额"), { target: { value: "20" } });
    await click("立即提现");
    typePassword("246810");
    await click("确定", dialog());
    await waitFor(() => expect(server.calls("fund/withdraw")).toHaveLength(3));
    expect(server.calls("fund/withdraw")[2]!.body.requestId).not.toBe(first!.requestId);
    await waitFor(async () => expect((await ops.summary(player)).frozen).toBe(90));
  });

  it("checks the amount before asking for the password", async () => {
    await readyPlayer();
    renderPage(<WithdrawPage />, "/withDraw2", PLACES);
    fireEvent.change(await screen.findByPlaceholderText("请输入提现金额"), { target: { value: "5" } });
    await click("立即提现");
    expect(screen.getByText("单笔提现金额须在10.00元至50000.00元之间")).toBeTruthy();
    await click("全部");
    expect(screen.getByDisplayValue("100")).toBeTruthy();
    expect(document.querySelector(".adm-dialog")).toBeNull();
    expect(server.calls("fund/withdraw")).toHaveLength(0);
  });

  it("blocks while turnover is owed and links to what fixes each blocker", async () => {
    const player = await login({ yuan: 100, wageredYuan: 64.5, withdrawPassword: false });
    expect((await ops.summary(player)).turnoverOwed).toBe(35.5);
    const router = renderPage(<WithdrawPage />, "/withDraw2", PLACES);
    expect(await screen.findByText("还需完成35.50元投注流水才能提现")).toBeTruthy();
    expect(screen.getByRole("button", { name: "立即提现" }).hasAttribute("disabled")).toBe(true);
    await click("查看流水");
    expect(router.state.location.pathname).toBe("/withdrawToFillMoney");
  });

  it("sends a player without a withdrawal password to its tab of /changePwd", async () => {
    await login({ yuan: 100, withdrawPassword: false });
    const router = renderPage(<WithdrawPage />, "/withDraw2", PLACES);
    await click("去设置", await screen.findByTestId("withdraw-notice-withdrawPassword"));
    expect(router.state.location.pathname).toBe("/changePwd");
    expect(router.state.location.search).toBe("?tab=withdraw");
  });

  it("offers /WalletManagement when no payout account is bound", async () => {
    await login({ yuan: 100, card: false });
    const router = renderPage(<WithdrawPage />, "/withDraw2", PLACES);
    await click("去绑定", await screen.findByTestId("withdraw-notice-noAccount"));
    expect(router.state.location.pathname).toBe("/WalletManagement");
  });
});

describe("/withdrawToFillMoney", () => {
  it("shows the progress and the rule", async () => {
    const player = await login({ yuan: 200, wageredYuan: 50 });
    const { turnoverOwed, turnoverWagered, turnoverRequired } = await ops.summary(player);
    const percent = Math.floor((turnoverWagered / turnoverRequired) * 100);
    renderPage(<TurnoverPage />, "/withdrawToFillMoney", PLACES);
    expect((await screen.findByTestId("turnover-state")).textContent).toBe(
      `还需完成${turnoverOwed.toFixed(2)}元投注流水才能提现完成度 ${percent}%`,
    );
    expect(screen.getByText(/充值的金额须完成1倍的有效投注/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "去投注" })).toBeTruthy();
  });
});

describe("/accountDetail", () => {
  it("lists the withdrawals with status and reason", async () => {
    const player = await login({ yuan: 100 });
    const { withdrawNo } = await ops.requestWithdrawal(player, "30");
    const reason = "账户信息有误";
    const rejected = await server.setUp.operator("POST", `/withdrawals/${withdrawNo}/reject`, { reason });
    expect(rejected).toMatchObject({ status: 0 });
    const [record] = await ops.withdrawals(player);
    renderPage(<WithdrawRecordsPage />, "/accountDetail", PLACES);
    const row = await screen.findByTestId("withdrawal-row");
    expect(within(row).getByText("已驳回").className).toContain("rejected");
    expect(within(row).getByText(`驳回原因：${reason}`)).toBeTruthy();
    expect(record).toMatchObject({ withdrawNo, amount: 30, status: "rejected" });
    expect(within(row).getByText(record!.account)).toBeTruthy();
    expect(server.calls("fund/out")[0]!.query).toMatchObject({ pageIndex: "1", pageSize: "20" });
  });
});
