import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { ADMIN_URL, consolePage, successMessage } from "./admin.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

test("an operator publishes a banner with a phone preview and the player home page shows it", async () => {
  const title = `周末加奖 ${Date.now().toString().slice(-6)}`;
  const page = await consolePage(browser);
  await page.goto(`${ADMIN_URL}/content/banners`);
  await page.getByRole("button", { name: "新增轮播图" }).click();
  const drawer = page.locator(".ant-drawer");
  await drawer.getByLabel("标题").fill(title);
  await drawer.getByLabel("图片地址").fill("/banners/02.svg");
  await drawer.getByLabel("跳转链接").fill("/jczq");
  // The drawn preview follows the form as it is typed.
  await page.getByTestId("phone-frame").getByText(title).waitFor();
  await screenshot(page, "admin-banner-editor");
  await page.getByTestId("content-save").click();
  await successMessage(page, "已保存");

  // Saved: the real player home page in the 375×667 frame.
  await drawer.getByRole("tab", { name: "玩家端真实页面" }).click();
  await drawer.frameLocator("iframe").locator(`img[alt="${title}"]`).first().waitFor({ state: "attached" });
  await screenshot(page, "admin-banner-live-preview");
  await drawer.locator(".ant-drawer-close").click();
  await page.locator("tr.ant-table-row").filter({ hasText: title }).waitFor();
  await screenshot(page, "admin-banners");
  await page.context().close();

  // The player app at phone size shows the new banner on its home page.
  const phone = await phonePage(browser);
  await phone.goto(`${BASE_URL}/`);
  await phone.locator(`img[alt="${title}"]`).first().waitFor({ state: "attached" });
  // The guest welcome dialog opens over the home page: close it to see the banners.
  const dialog = phone.getByText("我知道了");
  if (await dialog.isVisible().catch(() => false)) await dialog.click();
  await screenshot(phone, "admin-banner-player-home");
  await phone.context().close();
});
