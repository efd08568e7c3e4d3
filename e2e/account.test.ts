import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { openMineTab } from "./journeys.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

test("a new player registers, stays logged in across a reload, and logs out", async () => {
  const page = await phonePage(browser);
  const userName = `e2e${Date.now().toString(36).slice(-8)}`;

  await page.goto(`${BASE_URL}/`);
  await page.waitForLoadState("networkidle");
  await screenshot(page, "01-home");

  await page.goto(`${BASE_URL}/register`);
  await page.getByPlaceholder("请输入用户名").fill(userName);
  await page.getByPlaceholder("请输入密码").fill("secret123");
  await page.getByPlaceholder("请再次输入密码").fill("secret123");
  await page.getByText("我已年满18周岁，已阅读并同意").click();
  await screenshot(page, "02-register");
  await page.getByRole("button", { name: "注册" }).click();

  await page.waitForURL(`${BASE_URL}/`);
  await page.getByText(userName).first().waitFor();
  const token = await page.evaluate(() => Object.keys(localStorage).some((k) => /token/i.test(k)));
  assert.equal(token, true, "the token is kept in local storage");
  await screenshot(page, "03-logged-in");

  await page.reload();
  await page.getByText(userName).first().waitFor();

  await openMineTab(page);
  await page.getByText("退出登录").first().click();
  await page.getByText("登录").first().waitFor();
  await screenshot(page, "04-logged-out");
  assert.equal(await page.getByText(userName).count(), 0, "the user name is gone after logout");
  await page.context().close();
});

test("an unknown path shows the 404 page", async () => {
  const page = await phonePage(browser);
  await page.goto(`${BASE_URL}/no/such/page`);
  await page.getByText("页面不存在").first().waitFor();
  await page.context().close();
});

test("the login gate sends a visitor to /login and back to the page after logging in", async () => {
  const page = await phonePage(browser);
  await page.goto(`${BASE_URL}/betRecord`);
  await page.waitForURL((url) => url.pathname === "/login");
  await page.getByPlaceholder("请输入用户名").fill("demo");
  await page.getByPlaceholder("请输入密码").fill("demo123");
  await page.getByRole("button", { name: "登录" }).click();
  await page.waitForURL((url) => url.pathname === "/betRecord");
  // The demo player's bet records: the page's tabs, and its one-or-more orders or the empty state.
  await page.getByText("待开奖").first().waitFor();
  await screenshot(page, "05-gate-returned");
  await page.context().close();
});
