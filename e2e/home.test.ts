import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { dismissDialogs } from "./journeys.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

async function loginDemo(page: Page): Promise<void> {
  await page.goto(`${BASE_URL}/login`);
  await page.getByPlaceholder("请输入用户名").fill("demo");
  await page.getByPlaceholder("请输入密码").fill("demo123");
  await page.getByRole("button", { name: "登录" }).click();
  await page.waitForURL(`${BASE_URL}/`);
}

test("home shows banners, the notice bar, the menu and the games with their next draw", async () => {
  const page = await phonePage(browser);
  await page.goto(`${BASE_URL}/`);
  await page.getByText("我知道了").first().waitFor();
  await screenshot(page, "20-home-dialog");
  await dismissDialogs(page);

  assert.ok((await page.locator(".adm-swiper-item img").count()) >= 3, "three or more banners");
  await page.locator(".adm-notice-bar").first().waitFor();
  await page.getByText("双色球").first().waitFor();
  await page
    .getByText(/第\d+期/)
    .first()
    .waitFor();
  await screenshot(page, "21-home");

  await page.getByText("全部彩种").click();
  for (const name of ["竞彩足球", "大乐透", "福彩3D", "重庆时时彩", "江苏快3"]) {
    await page.getByText(name, { exact: true }).first().waitFor();
  }
  await screenshot(page, "22-home-all-games");
  await page.context().close();
});

test("a notice from the notice bar opens with its text", async () => {
  const page = await phonePage(browser);
  await page.goto(`${BASE_URL}/`);
  await dismissDialogs(page);
  await page.locator(".adm-notice-bar").first().waitFor();
  // The bar scrolls, so the title never holds still for a pointer click: send the click itself.
  await page.locator(".adm-notice-bar").getByRole("button").first().dispatchEvent("click");
  await page.waitForURL((url) => url.pathname.startsWith("/noticeDetail/"));
  // The notice page's own article (not the home page that may still be on screen while it loads).
  const paragraphs = page.locator("article.content-body .content-text p");
  await paragraphs.first().waitFor();
  assert.ok((await paragraphs.first().innerText()).trim().length > 0, "the notice has text");
  await screenshot(page, "23-notice");
  await page.context().close();
});

test("every menu entry opens a real page or its documented action", async () => {
  const page = await phonePage(browser);
  await loginDemo(page);
  await page.goto(`${BASE_URL}/menuCenter`);
  const cells = page.locator(".menu-cell");
  await cells.first().waitFor();
  const names = await page.locator(".menu-cell .menu-name").allTextContents();
  assert.ok(names.length >= 20, `all SPEC 2.1 entries are listed (saw ${names.length})`);
  await screenshot(page, "24-menu-center");

  for (const name of names) {
    await page.goto(`${BASE_URL}/menuCenter`);
    await cells.first().waitFor();
    const before = page.url();
    await page.locator(".menu-cell", { hasText: name }).first().click();
    const outcome = await Promise.race([
      page.waitForURL((url) => url.toString() !== before, { timeout: 5000 }).then(() => "page"),
      page
        .locator(".adm-toast-main")
        .first()
        .waitFor({ timeout: 5000 })
        .then(() => "toast"),
      // 网络修复 reports what it did and found in a dialog
      page
        .locator(".adm-dialog-body", { hasText: "已清除本地缓存" })
        .first()
        .waitFor({ timeout: 5000 })
        .then(() => "dialog"),
    ]).catch(() => "nothing");
    assert.notEqual(outcome, "nothing", `${name} did something`);
    if (outcome === "dialog") {
      const report = await page
        .locator(".adm-dialog-body", { hasText: "已清除本地缓存" })
        .first()
        .innerText();
      assert.match(report, /已清除本地缓存 \d+ 项/, `${name} says what it did`);
      assert.match(report, /服务器连接正常/, `${name} says what it found`);
      await screenshot(page, "25-network-fix");
    }
    if (outcome === "page") {
      assert.equal(await page.getByText("页面不存在").count(), 0, `${name} leads to a known route`);
    }
  }
  await page.context().close();
});

test("help search finds an answer", async () => {
  const page = await phonePage(browser);
  await page.goto(`${BASE_URL}/helpCenter`);
  await page.getByText("账户与安全").first().waitFor();
  const search = page.getByPlaceholder(/搜索问题/);
  await search.fill("锁定");
  await search.press("Enter");
  await page.getByText("账号被锁定了怎么办？").first().click();
  await page.waitForURL((url) => url.pathname.startsWith("/helpDetail/"));
  await page.getByText("15分钟").first().waitFor();
  await screenshot(page, "25-help-answer");
  await page.context().close();
});
