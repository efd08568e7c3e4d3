import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { confirmDialog, rechargeThroughCashier, register } from "./journeys.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

test("a player sets a daily deposit limit; a recharge above it is refused, one within it goes through", async () => {
  const page = await phonePage(browser);
  await register(page, `sf${Date.now().toString().slice(-8)}`, "safer123");

  // 设置 → 理性投注设置 → 每日充值限额 100.
  await page.goto(`${BASE_URL}/setting`);
  await page.getByText("理性投注设置").click();
  await page.waitForURL((url) => url.pathname === "/saferPlay");
  await page.getByTestId("safer-limit-depositDay").click();
  await page.getByPlaceholder("请输入金额（元），留空表示不限").fill("100");
  await screenshot(page, "60-safer-limit-form");
  await page.getByRole("button", { name: "保存" }).click();
  await page.getByText("已保存").waitFor();
  await page.getByTestId("safer-limit-depositDay").getByText("100.00元").waitFor();
  await screenshot(page, "61-safer-limits");

  // 150 yuan is over the limit: refused with the limit and what is left, no cashier opens.
  await page.goto(`${BASE_URL}/rechargeType6`);
  await page.getByText("在线支付（沙箱）").click();
  await page.waitForURL((url) => url.pathname === "/rechargeConfigure");
  await page.getByPlaceholder(/请输入.*元/).fill("150");
  await page.getByRole("button", { name: "立即充值" }).click();
  await page.getByText("已达到您设置的每日充值限额100.00元，本期还可充值100.00元").waitFor();
  await screenshot(page, "62-safer-recharge-refused");
  assert.equal(new URL(page.url()).pathname, "/rechargeConfigure");

  // Within the limit it goes through, and the page shows what was used.
  await rechargeThroughCashier(page, "80");
  await page.goto(`${BASE_URL}/saferPlay`);
  await page.getByTestId("safer-limit-depositDay").getByText("本期已用 80.00元").waitFor();

  // A 24-hour time-out starts at once and shows until when it runs.
  await page.getByRole("button", { name: "24小时" }).click();
  await confirmDialog(page);
  await page.getByTestId("safer-break").waitFor();
  await screenshot(page, "63-safer-timeout");
  await page.close();
});
