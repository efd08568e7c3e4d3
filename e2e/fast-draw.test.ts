import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { confirmDialog, register } from "./journeys.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

/** Recharges through the sandbox cashier (the real payment flow of /rechargeType6). */
async function recharge(page: Page, yuan: string): Promise<void> {
  await page.goto(`${BASE_URL}/rechargeType6`);
  await page.getByText("在线支付（沙箱）").click();
  await page.waitForURL((url) => url.pathname === "/rechargeConfigure");
  await page.getByPlaceholder(/请输入.*元/).fill(yuan);
  await page.getByRole("button", { name: "立即充值" }).click();
  await page.waitForURL((url) => url.pathname === "/api/pay/sandbox/cashier");
  await page.getByRole("button", { name: "确认支付" }).click();
  await page.getByText("充值成功").waitFor();
}

/** Seconds left before the issue on sale closes, read from the page's 距封盘 clock (null: not on sale). */
async function secondsToClose(page: Page): Promise<{ issue: string; seconds: number } | null> {
  const text = (await page.getByTestId("issue-current").textContent()) ?? "";
  const match = /第(\d+)期.*距封盘\s*(\d\d):(\d\d):(\d\d)/.exec(text);
  if (!match) return null;
  const [, issue = "", h = "0", m = "0", s = "0"] = match;
  return { issue, seconds: Number(h) * 3600 + Number(m) * 60 + Number(s) };
}

/** Waits for an issue with at least `margin` seconds of sale left (a one-minute game sells 50 s of 60). */
async function issueWithTime(page: Page, margin: number): Promise<string> {
  for (let i = 0; i < 90; i++) {
    const sale = await secondsToClose(page);
    if (sale && sale.seconds >= margin) return sale.issue;
    await page.waitForTimeout(1000);
  }
  throw new Error("no issue on sale with enough time left");
}

test("a new player pays a one-minute house draw and watches the pushed result settle the order", async () => {
  const page = await phonePage(browser);
  await register(page, `fd${Date.now().toString().slice(-8)}`, "fast1234");
  await recharge(page, "50");

  await page.goto(`${BASE_URL}/ssc/jlffc`);
  await page.getByRole("tab", { name: "一星" }).click();
  const issue = await issueWithTime(page, 20);
  // 一星 on every digit: ten bets, one of which always wins 10 yuan.
  const units = page.getByRole("region", { name: "个位" });
  for (let digit = 0; digit <= 9; digit++) await units.getByRole("button", { name: String(digit) }).click();
  assert.match((await page.getByTestId("bet-summary").textContent()) ?? "", /共10注 20\.00元/);
  await screenshot(page, "fast-01-picked");

  await page.getByRole("button", { name: "选好了" }).click();
  await page.waitForURL((url) => url.pathname === "/confirmationSSC/jlffc");
  await page.getByText("账户余额 50.00元").waitFor();
  await screenshot(page, "fast-02-confirm");
  await page.getByRole("button", { name: "立即投注" }).click();
  await page.getByTestId("pay-confirm").getByText("本次支付 20.00元").waitFor();
  await confirmDialog(page);
  await page.waitForURL((url) => url.pathname === "/orderDetails");
  await page.getByText("待开奖").first().waitFor();

  // Back on the game page the draw arrives over the event stream and rolls in.
  await page.goto(`${BASE_URL}/ssc/jlffc`);
  const latest = page.getByTestId("latest-draw");
  await latest.getByText(`第${issue}期开奖`).waitFor({ timeout: 90_000 });
  await screenshot(page, "fast-03-drawn");
  const drawn = (await latest.locator(".fast-piece").allTextContents()).join(",");
  assert.match(drawn, /^\d,\d,\d,\d,\d$/);

  // The order is settled as won: one of the ten digits is the drawn units digit.
  await page.goto(`${BASE_URL}/betRecord`);
  const row = page.getByTestId("order-row").filter({ hasText: issue });
  for (let i = 0; i < 30 && !(await row.getByText("中奖10.00元").isVisible()); i++) {
    await page.waitForTimeout(1000);
    await page.reload();
  }
  await row.getByText("中奖10.00元").waitFor();
  await screenshot(page, "fast-04-settled");
  await row.click();
  await page.waitForURL((url) => url.pathname === "/orderDetails");
  await page.getByText("已中奖").first().waitFor();
  await screenshot(page, "fast-05-order");
});
