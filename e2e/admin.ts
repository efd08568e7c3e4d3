import type { Browser, Page } from "playwright-core";
import { BASE_URL, screenshot } from "./browser.ts";

export const ADMIN_URL = `${BASE_URL}/admin`;

/** A new desktop page (1440×900, zh-CN) for the operator console. */
export async function desktopPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN" });
  return context.newPage();
}

/** Logs in through the console's login page and waits for the frame (side menu) to show. */
export async function consoleLogin(page: Page, userName = "admin", password = "admin123"): Promise<void> {
  await page.goto(`${ADMIN_URL}/login`);
  await page.getByPlaceholder("用户名").fill(userName);
  await page.getByPlaceholder("密码").fill(password);
  await page.getByRole("button", { name: /登\s*录/ }).click();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
}

/** Opens a console page and waits for its title, then saves e2e/output/admin-<shot>.png. */
export async function openConsolePage(page: Page, path: string, title: string, shot?: string): Promise<void> {
  await page.goto(`${ADMIN_URL}${path}`);
  await page.locator(".page-head").getByText(title, { exact: true }).waitFor();
  // A page with a live stream (客服 conversations) never goes idle: wait at most a few seconds for it.
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  // Tables dim while they load: wait until none does.
  await page.locator(".ant-spin-blur").first().waitFor({ state: "detached" });
  if (shot) await screenshot(page, `admin-${shot}`);
}

/** A desktop page logged in to the console as `userName`. */
export async function consolePage(
  browser: Browser,
  userName = "admin",
  password = "admin123",
): Promise<Page> {
  const page = await desktopPage(browser);
  await consoleLogin(page, userName, password);
  return page;
}

/** Waits for antd's success message, e.g. "已通过". */
export async function successMessage(page: Page, text: string | RegExp): Promise<void> {
  await page.locator(".ant-message-success").filter({ hasText: text }).first().waitFor();
}
