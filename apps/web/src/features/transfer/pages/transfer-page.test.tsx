import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TransferWalletsModels } from "@lottery/contract";
import { startSession } from "../../../lib/session.ts";
import { demoUser, renderPage, setUpPageTests } from "../../../lib/test-helpers.ts";
import TransferCenterPage from "./TransferCenterPage.tsx";

const permittedUser = { ...demoUser, GameTransferPermission: true };
const wallets: TransferWalletsModels = {
  cash: 300,
  wallets: [
    { company: "ky", name: "开元棋牌", balance: 120.5 },
    { company: "ag", name: "AG视讯", balance: 0 },
    { company: "cq9", name: "CQ9电子", balance: 8 },
  ],
};

/** What each call answers with (answerOf), by the path after /api/: models, or a refusal envelope. */
let answers: Record<string, unknown>;
const { calls } = setUpPageTests(() => answers, { user: permittedUser });

const renderTransferPage = () => renderPage(<TransferCenterPage />, "/electic2", ["/", "/rechargeType6"]);
const card = (company: string) => within(screen.getByTestId(`wallet-${company}`));
const click = (name: string, scope = within(document.body)) =>
  act(async () => fireEvent.click(scope.getByRole("button", { name })));
const shown = () => vi.mocked(Toast.show).mock.calls.map((args) => (args[0] as { content: string }).content);

beforeEach(() => {
  answers = { "Transfer/Wallets": wallets, "account/userinfo": permittedUser };
});

describe("/electic2 before the first recharge", () => {
  it("shows the SPEC 5 message and asks for no wallets", async () => {
    answers["account/userinfo"] = demoUser;
    startSession({ token: "tok-1", userInfo: demoUser });
    const router = renderTransferPage();
    expect(await screen.findByText("转账中心未开启")).toBeTruthy();
    expect(document.querySelector(".transfer-closed-text")!.textContent).toBe("需首充激活账号\n开启转账中心");
    expect(calls("Transfer/Wallets")).toHaveLength(0);
    await click("去充值");
    expect(router.state.location.pathname).toBe("/rechargeType6");
  });
});

describe("/electic2", () => {
  it("shows the main wallet and a card per game wallet", async () => {
    renderTransferPage();
    expect((await screen.findByTestId("transfer-cash")).textContent).toBe("300.00");
    expect(card("ky").getByText("开元棋牌")).toBeTruthy();
    expect(card("ky").getByText("120.50")).toBeTruthy();
    expect(card("cq9").getByText("8.00")).toBeTruthy();
    expect(screen.getByText("主钱包可用 300.00 元")).toBeTruthy();
  });

  it("转出 on a card fills the form from that wallet; 全部 and 立即转账 send Transfer/Out", async () => {
    renderTransferPage();
    await screen.findByTestId("transfer-cash");
    await click("转出", card("ky"));
    expect(screen.getByText("开元棋牌可用 120.50 元")).toBeTruthy();
    await click("全部");
    answers["Transfer/Out"] = { transferNo: "G1", status: "success", cash: 420.5, balance: 0 };
    await click("立即转账");
    await waitFor(() => expect(calls("Transfer/Out")).toHaveLength(1));
    expect(calls("Transfer/Out")[0]!.body).toMatchObject({ company: "ky", amount: "120.5" });
    expect(calls("Transfer/Out")[0]!.body.requestId).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(shown()).toContain("转账成功"));
    await waitFor(() => expect(calls("Transfer/Wallets").length).toBeGreaterThan(1));
  });

  it("checks the amount against the wallet it comes from", async () => {
    renderTransferPage();
    await screen.findByTestId("transfer-cash");
    await click("转入", card("ag"));
    fireEvent.change(screen.getByPlaceholderText("请输入转账金额"), { target: { value: "300.01" } });
    expect(screen.getByText("金额超过主钱包余额")).toBeTruthy();
    await click("立即转账");
    expect(calls("Transfer/In")).toHaveLength(0);
    fireEvent.change(screen.getByPlaceholderText("请输入转账金额"), { target: { value: "300" } });
    answers["Transfer/In"] = { status: 1, msg: "转入AG视讯失败，资金已退回主钱包", models: null };
    await click("立即转账");
    await waitFor(() => expect(shown()).toContain("转入AG视讯失败，资金已退回主钱包"));
    expect(calls("Transfer/In")[0]!.body).toMatchObject({ company: "ag", amount: "300" });
  });

  it("一键回收 brings the game wallets back and says how much", async () => {
    renderTransferPage();
    await screen.findByTestId("transfer-cash");
    answers["Transfer/AllOut"] = { recovered: 128.5, failed: [], cash: 428.5, wallets: wallets.wallets };
    await click("一键回收");
    await waitFor(() => expect(shown()).toContain("已回收 128.50 元到主钱包"));
    expect(calls("Transfer/AllOut")[0]!.body.requestId).toMatch(/^[0-9a-f]{32}$/);
  });

  it("opens the transfer records", async () => {
    answers["Transfer/Records"] = {
      list: [
        {
          transferNo: "G2",
          time: "2026-11-21T20:00:00+08:00",
          direction: "in",
          title: "转入开元棋牌",
          company: "ky",
          amount: 100,
          status: "failed",
          statusName: "失败",
        },
      ],
      total: 1,
    };
    renderTransferPage();
    await screen.findByTestId("transfer-cash");
    await click("记录");
    expect(await screen.findByText("转入开元棋牌")).toBeTruthy();
    expect(screen.getByText("失败")).toBeTruthy();
  });
});
