import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { launchBrowser, screenshot } from "./browser.ts";
import { ADMIN_URL, consoleLogin, desktopPage } from "./admin.ts";
import { adminCall, operatorToken } from "./operator.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

test("a content operator changes the initial password, sees only content, and is refused a finance page", async () => {
  const userName = `content${Date.now().toString().slice(-6)}`;
  await adminCall("POST", "/operators", await operatorToken(), {
    userName,
    password: "initial-123",
    role: "content",
  });

  const page = await desktopPage(browser);
  await consoleLogin(page, userName, "initial-123");
  // First login: the forced password change.
  await page.waitForURL((url) => url.pathname === "/admin/change-password");
  await page.getByLabel("当前密码").fill("initial-123");
  await page.getByLabel("新密码", { exact: true }).fill("changed-456");
  await page.getByLabel("确认新密码").fill("changed-456");
  await screenshot(page, "admin-change-password");
  await page.getByRole("button", { name: "确认修改" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/content/banners");
  await page.getByText("内容", { exact: true }).first().waitFor();

  // The menu holds only the content area.
  const menu = page.locator(".admin-sider");
  await menu.getByText("内容管理").waitFor();
  assert.equal(await menu.getByText("财务管理").count(), 0);
  assert.equal(await menu.getByText("提现审核").count(), 0);

  // Typing a finance page's address: the console refuses it, and so does the server.
  await page.goto(`${ADMIN_URL}/finance/withdrawals`);
  await page.getByText("您的角色无权访问此页面").waitFor();
  await screenshot(page, "admin-content-refused-finance");
  const token = (
    await adminCall<{ token: string }>("POST", "/login", undefined, { userName, password: "changed-456" })
  ).token;
  await assert.rejects(adminCall("GET", "/withdrawals", token), /无权限执行此操作/);
  await page.context().close();
});
