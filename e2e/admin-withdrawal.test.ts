import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { ADMIN_URL, consolePage, successMessage } from "./admin.ts";
import {
  bindBankCard,
  luhnCard,
  rechargeThroughCashier,
  register,
  setWithdrawPassword,
  uniqueIdNumber,
  verifyRealName,
} from "./journeys.ts";
import { adminCall, operatorToken } from "./operator.ts";
import { playerCall, playerLogin, requestId } from "./player-api.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

/** A player with 200 yuan, a verified name, a withdrawal PIN and a bank card; turnover waived. */
async function playerReadyToWithdraw(userName: string, password: string): Promise<number> {
  const page = await phonePage(browser);
  await register(page, userName, password);
  await rechargeThroughCashier(page, "200");
  await verifyRealName(page, "王五", uniqueIdNumber());
  await setWithdrawPassword(page, password, "135790");
  await bindBankCard(page, luhnCard("621700000000654321"));
  await page.context().close();
  const operator = await operatorToken();
  const players = await adminCall<{ list: { mid: number; userName: string }[] }>(
    "GET",
    `/players?query=${userName}`,
    operator,
  );
  const mid = players.list.find((p) => p.userName === userName)?.mid;
  assert.ok(mid, "the operator finds the new player");
  await adminCall("POST", "/players/turnover/waive", operator, { userId: mid });
  return mid;
}

test("an operator approves in the console a withdrawal the player requested through the player API", async () => {
  const userName = `cw${Date.now().toString().slice(-8)}`;
  const mid = await playerReadyToWithdraw(userName, "money123");

  // The player asks for 66 yuan through the API (fund/withdraw, signed), to the bound card.
  const token = await playerLogin(userName, "money123");
  const wallets = await playerCall<{ list: { walletId: number }[] }>("GET", "BankCard/WalletList", {}, token);
  const walletId = wallets.list[0]?.walletId;
  assert.ok(walletId);
  await playerCall(
    "POST",
    "fund/withdraw",
    { amount: "66", walletId, requestId: requestId("wd"), withdrawPassword: "135790" },
    token,
  );

  const page = await consolePage(browser);
  await page.goto(`${ADMIN_URL}/finance/withdrawals`);
  const row = page.locator("tr.ant-table-row").filter({ hasText: userName });
  await row.getByText("66.00", { exact: true }).waitFor();
  // The player's recent history and turnover beside the request.
  await row.locator(".ant-table-row-expand-icon").click();
  await page.getByTestId("player-history").getByText("未完成流水 0.00 元").waitFor();
  await screenshot(page, "admin-withdrawals");

  await row.getByRole("button", { name: /通\s*过/ }).click();
  await page
    .locator(".ant-modal-confirm")
    .getByRole("button", { name: /确\s*定|OK/ })
    .click();
  await successMessage(page, "已通过");
  await page.goto(`${ADMIN_URL}/finance/withdrawals?status=approved&mid=${mid}`);
  await page.locator("tr.ant-table-row").filter({ hasText: userName }).getByText("提现成功").waitFor();
  await screenshot(page, "admin-withdrawals-approved");

  // The player sees it paid; the ledger still balances.
  const records = await playerCall<{ list: { amount: number; status: string }[] }>(
    "GET",
    "fund/out",
    {},
    token,
  );
  assert.equal(records.list[0]?.status, "approved");
  assert.equal(records.list[0]?.amount, 66);
  const audit = await adminCall<{ ok: boolean }>("GET", "/ledger/audit", await operatorToken());
  assert.equal(audit.ok, true);
  await page.goto(`${BASE_URL}/admin/finance/ledger`);
  await page
    .getByTestId("ledger-verdict")
    .getByText(/账本审计通过/)
    .waitFor();
  await screenshot(page, "admin-ledger");
  await page.context().close();
});
