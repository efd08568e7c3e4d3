import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import {
  bindBankCard,
  luhnCard,
  rechargeThroughCashier as rechargeWithShots,
  register,
  setWithdrawPassword,
  uniqueIdNumber,
  verifyRealName,
} from "./journeys.ts";
import { adminCall, operatorToken } from "./operator.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

const rechargeThroughCashier = (page: Page, yuan: string) =>
  rechargeWithShots(page, yuan, ["20-recharge-amount", "21-sandbox-cashier", "22-recharge-paid"]);

test("a player who cancels at the cashier is told so at once and pays again from 重新支付", async () => {
  const page = await phonePage(browser);
  await register(page, `mc${Date.now().toString().slice(-8)}`, "money123");
  await page.goto(`${BASE_URL}/rechargeType6`);
  await page.getByText("在线支付（沙箱）").click();
  await page.getByPlaceholder(/请输入.*元/).fill("30");
  await page.getByRole("button", { name: "立即充值" }).click();
  await page.waitForURL((url) => url.pathname === "/api/pay/sandbox/cashier");
  await page.getByRole("button", { name: "取消支付" }).click();
  await page.waitForURL((url) => url.pathname === "/rechargeType6" && url.searchParams.has("orderNo"));
  await page.getByText("您已取消本次支付，未产生扣款").waitFor();
  await screenshot(page, "22b-recharge-cancelled");
  await page.getByRole("button", { name: "重新支付" }).click();
  await page.waitForURL((url) => url.pathname === "/rechargeConfigure");
  assert.equal(await page.getByPlaceholder(/请输入.*元/).inputValue(), "30");
  await page.getByRole("button", { name: "立即充值" }).click();
  await page.waitForURL((url) => url.pathname === "/api/pay/sandbox/cashier");
  await page.getByRole("button", { name: "确认支付" }).click();
  await page.getByText("充值成功").waitFor();
  await page.context().close();
});

test("a new player recharges, binds a card, withdraws, and the operator's approval shows in the records", async () => {
  const page = await phonePage(browser);
  const userName = `mo${Date.now().toString().slice(-8)}`;
  await register(page, userName, "money123");

  await rechargeThroughCashier(page, "200");
  await page.getByText("当前余额：200.00元").waitFor();

  await verifyRealName(page, "李四", uniqueIdNumber());
  await setWithdrawPassword(page, "money123", "246810");
  await bindBankCard(page, luhnCard("621700000000123456"), "23-add-bank");

  // The recharge must be wagered once before it can be withdrawn: the page says so and blocks.
  await page.goto(`${BASE_URL}/withDraw2`);
  await page.getByText("还需完成200.00元投注流水才能提现").waitFor();
  await screenshot(page, "24-withdraw-turnover-owed");

  // An operator waives the turnover (no bets exist yet in this journey); now the withdrawal goes through.
  const operator = await operatorToken();
  const players = await adminCall<{ list: { mid: number; userName: string }[] }>(
    "GET",
    `/players?query=${userName}`,
    operator,
  );
  const mid = players.list.find((p) => p.userName === userName)?.mid;
  assert.ok(mid, "the operator finds the new player");
  await adminCall("POST", "/players/turnover/waive", operator, { userId: mid });

  await page.reload();
  await page.getByPlaceholder("请输入提现金额").fill("60");
  await screenshot(page, "25-withdraw-form");
  await page.getByRole("button", { name: "立即提现" }).click();
  await page.locator(".adm-dialog").getByPlaceholder("请输入6位数字资金密码").fill("246810");
  await page.locator(".adm-dialog").getByRole("button", { name: "确定" }).click();
  await page.getByText("提现申请已提交").first().waitFor();
  await screenshot(page, "26-withdraw-submitted");

  const pending = await adminCall<{ list: { withdrawNo: string; userName: string; amount: number }[] }>(
    "GET",
    "/withdrawals?status=pending",
    operator,
  );
  const mine = pending.list.find((w) => w.userName === userName);
  assert.equal(mine?.amount, 60);
  await adminCall("POST", `/withdrawals/${mine.withdrawNo}/approve`, operator, {});

  await page.goto(`${BASE_URL}/accountDetail`);
  await page.getByText("提现成功").first().waitFor();
  await page.getByText(mine.withdrawNo).waitFor();
  await screenshot(page, "27-withdraw-records");

  // Fund details: the recharge (+200) and the withdrawal (-60), each with the balance it left.
  await page.goto(`${BASE_URL}/transactionRecord`);
  const recharge = page.getByTestId("fund-record").filter({ hasText: "充值" }).first();
  const withdraw = page.getByTestId("fund-record").filter({ hasText: "提现" }).first();
  await recharge.waitFor();
  assert.match(await recharge.innerText(), /\+200\.00[\s\S]*余额 200\.00/);
  assert.match(await withdraw.innerText(), /-60\.00[\s\S]*余额 140\.00/);
  await screenshot(page, "28-fund-details");

  const audit = await adminCall<{ ok: boolean; problems: string[] }>("GET", "/ledger/audit", operator);
  assert.deepEqual(audit, { ok: true, problems: [] });
});
