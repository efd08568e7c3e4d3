import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { confirmDialog, openMineTab, register } from "./journeys.ts";
import { grantPoints, operatorToken } from "./operator.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

test("a player checks in, buys a red packet with points, bets it on SSQ and finds it in the bag, the fund records and on 我的", async () => {
  const page = await phonePage(browser);
  const userName = `ly${Date.now().toString().slice(-8)}`;
  await register(page, userName, "loyal123");

  await page.goto(`${BASE_URL}/CheckInCalendar`);
  await page.getByRole("button", { name: "立即签到" }).click();
  await page.getByRole("button", { name: "今日已签到" }).waitFor();
  await page.getByText("已连续签到1天", { exact: true }).waitFor();
  await screenshot(page, "70-checkin-calendar");

  // The check-in paid 5 points; an operator grants 20 more (written to the audit log).
  const operator = await operatorToken();
  await grantPoints(operator, userName, 20, "e2e-grant");

  await page.goto(`${BASE_URL}/Store`);
  await page.getByText("我的积分：25").waitFor();
  await screenshot(page, "71-store");
  const packet = page.locator(".loyalty-product", { hasText: "2元购彩红包" });
  await packet.getByRole("button", { name: "兑换" }).click();
  await confirmDialog(page);
  await page.getByText("我的积分：5").waitFor();

  await page.goto(`${BASE_URL}/MyBag`);
  await page.getByText("2元购彩红包").waitFor();
  await page.getByText("剩余2.00元 / 面额2.00元").waitFor();
  await screenshot(page, "72-bag");

  await page.goto(`${BASE_URL}/memberCenter`);
  await page.getByText("红包余额 2.00").waitFor();
  await screenshot(page, "73-member-center");

  // The packet pays a 2-yuan SSQ bet whole: the player has no cash at all.
  await page.goto(`${BASE_URL}/ssq`);
  await page.getByRole("tab", { name: "复式" }).click();
  const red = page.getByRole("region", { name: "红球" });
  for (const ball of ["01", "02", "03", "04", "05", "06"])
    await red.getByRole("button", { name: ball, exact: true }).click();
  await page.getByRole("region", { name: "蓝球" }).getByRole("button", { name: "01", exact: true }).click();
  await page.getByRole("button", { name: "选好了" }).click();
  await page.waitForURL((url) => url.pathname === "/NumConfirmation/ssq/FS");
  await page.getByText("红包抵扣2.00元（2元购彩红包）").waitFor();
  await screenshot(page, "76-confirm-with-packet");
  await page.getByRole("button", { name: "立即投注" }).click();
  await confirmDialog(page);
  await page.waitForURL((url) => url.pathname === "/orderDetails");
  await page.goto(`${BASE_URL}/MyBag`);
  await page.getByRole("tab", { name: "已使用" }).click();
  await page.getByText("剩余0.00元 / 面额2.00元").waitFor();
  await screenshot(page, "77-bag-used");

  // 资金明细: the packet's credit moved on its own 红包 tab, apart from cash (which never moved).
  await page.goto(`${BASE_URL}/transactionRecord`);
  await page.getByText("暂无资金记录").waitFor();
  await page.getByRole("tab", { name: "红包" }).click();
  await page.getByText("红包仅可用于投注，不可提现").waitFor();
  const spent = page.getByTestId("fund-record").filter({ hasText: "红包投注" });
  await spent.getByText("-2.00").waitFor();
  await page.getByTestId("fund-record").filter({ hasText: "红包入账" }).getByText("+2.00").waitFor();
  await screenshot(page, "78-fund-records-credit");

  // Task points: 每日登录 claimed by hand on the member centre.
  await page.goto(`${BASE_URL}/memberCenter`);
  const daily = page.locator(".loyalty-row", { hasText: "每日登录" });
  await daily.getByRole("button", { name: "可领取" }).click();
  await daily.getByText("已完成").waitFor();
  await page.getByText("积分 10").waitFor();
  await screenshot(page, "79-member-tasks");

  // The member card on 我的: level badge, growth progress, points, credit; a tap opens /memberCenter.
  await page.goto(`${BASE_URL}/`);
  await openMineTab(page);
  const card = page.getByTestId("mine-member-card");
  await card.getByText("新手").waitFor();
  await card.getByText("10", { exact: true }).waitFor();
  await screenshot(page, "80-mine-member-card");
  await card.click();
  await page.waitForURL((url) => url.pathname === "/memberCenter");

  await page.goto(`${BASE_URL}/levelPrivilege`);
  await page.getByText("钻石").waitFor();
  await screenshot(page, "74-level-privilege");

  await page.goto(`${BASE_URL}/grow`);
  await page.getByText("积分记录").click();
  await page.getByText("积分兑换").waitFor();
  await screenshot(page, "75-grow-points");
});
