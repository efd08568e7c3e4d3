import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRealServer } from "#test/real-server.ts";
import { click, renderPage, shownToasts, typeInto } from "#test/helpers.ts";
import TransferCenterPage from "./TransferCenterPage.tsx";

const server = useRealServer();
type TransferOps = typeof import("#test/features/transfer/server-ops.ts");
const games = server.ops<TransferOps>("#test/features/transfer/server-ops.ts");

let serial = 0;
/** A new player recharged with `yuan` (the first recharge opens the transfer centre), logged in. */
const player = (yuan: number) => server.login(`tcplay${String((serial += 1)).padStart(2, "0")}`, yuan);

/** A player with 300 yuan in cash, 120.50 in 开元棋牌 and 8 in CQ9电子. */
async function playerWithGameMoney() {
  const { token } = await player(428.5);
  await games.transferIn(token, "ky", "120.5");
  await games.transferIn(token, "cq9", "8");
}

const renderTransferPage = () => renderPage(<TransferCenterPage />, "/electic2", ["/", "/rechargeType6"]);
const card = (company: string) => within(screen.getByTestId(`wallet-${company}`));

describe("/electic2 before the first recharge", () => {
  it("shows the SPEC 5 message and asks for no wallets", async () => {
    await player(0);
    const router = renderTransferPage();
    expect(await screen.findByText("转账中心未开启")).toBeTruthy();
    expect(document.querySelector(".transfer-closed-text")!.textContent).toBe("需首充激活账号\n开启转账中心");
    expect(server.calls("Transfer/Wallets")).toHaveLength(0);
    await click("去充值");
    expect(router.state.location.pathname).toBe("/rechargeType6");
  });
});

describe("/electic2", () => {
  it("shows the main wallet and a card per game wallet", async () => {
    await playerWithGameMoney();
    renderTransferPage();
    expect((await screen.findByTestId("transfer-cash")).textContent).toBe("300.00");
    expect(card("ky").getByText("开元棋牌")).toBeTruthy();
    expect(card("ky").getByText("120.50")).toBeTruthy();
    expect(card("ag").getByText("0.00")).toBeTruthy();
    expect(card("cq9").getByText("8.00")).toBeTruthy();
    expect(screen.getByText("主钱包可用 300.00 元")).toBeTruthy();
  });

  it("转出 on a card fills the form from that wallet; 全部 and 立即转账 move it back to cash", async () => {
    await playerWithGameMoney();
    renderTransferPage();
    await screen.findByTestId("transfer-cash");
    await click("转出", card("ky"));
    expect(screen.getByText("开元棋牌可用 120.50 元")).toBeTruthy();
    await click("全部");
    await click("立即转账");
    await waitFor(() => expect(shownToasts()).toContain("转账成功"));
    expect(server.calls("Transfer/Out")[0]!.body).toMatchObject({ company: "ky", amount: "120.5" });
    expect(server.calls("Transfer/Out")[0]!.body.requestId).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(screen.getByTestId("transfer-cash").textContent).toBe("420.50"));
    expect(card("ky").getByText("0.00")).toBeTruthy();
  });

  it("checks the amount against the wallet it comes from; a failed 转入 comes back to cash", async () => {
    await player(300);
    renderTransferPage();
    await screen.findByTestId("transfer-cash");
    await click("转入", card("ag"));
    typeInto("请输入转账金额", "300.01");
    expect(screen.getByText("金额超过主钱包余额")).toBeTruthy();
    await click("立即转账");
    expect(server.calls("Transfer/In")).toHaveLength(0);
    typeInto("请输入转账金额", "300");
    await games.failDeposits();
    try {
      await click("立即转账");
      await waitFor(() => expect(shownToasts()).toContain("转入AG视讯失败，资金已退回主钱包"));
    } finally {
      await games.restoreGames();
    }
    expect(server.calls("Transfer/In")[0]!.body).toMatchObject({ company: "ag", amount: "300" });
    await waitFor(() => expect(screen.getByTestId("transfer-cash").textContent).toBe("300.00"));
    expect(card("ag").getByText("0.00")).toBeTruthy();
  });

  it("一键回收 brings the game wallets back and says how much", async () => {
    await playerWithGameMoney();
    renderTransferPage();
    await screen.findByTestId("transfer-cash");
    await click("一键回收");
    await waitFor(() => expect(shownToasts()).toContain("已回收 128.50 元到主钱包"));
    expect(server.calls("Transfer/AllOut")[0]!.body.requestId).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(screen.getByTestId("transfer-cash").textContent).toBe("428.50"));
  });

  it("opens the transfer records", async () => {
    await playerWithGameMoney();
    renderTransferPage();
    await screen.findByTestId("transfer-cash");
    await click("记录");
    expect(await screen.findByText("转入开元棋牌")).toBeTruthy();
    expect(screen.getByText("转入CQ9电子")).toBeTruthy();
    expect(screen.getAllByText("成功")).toHaveLength(2);
  });
});
