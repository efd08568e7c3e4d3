import type { Browser, Page } from "playwright-core";
import type { SportsMatchAdminView } from "@lottery/contract";
import { BASE_URL, phonePage, screenshot } from "./browser.ts";
import { confirmDialog, rechargeThroughCashier, register } from "./journeys.ts";
import { adminCall } from "./operator.ts";

/** 发单 journeys (follow, community): a 竞彩足球 胜 × 平 ticket released from the slip. */
export const SP_HOME = 1.85;
export const SP_DRAW = 3.2;
export const RELEASE_MULTIPLE = 2;
export const COMMISSION = 10;

/** An operator opens a 竞彩足球 match three hours ahead with SPF odds. */
export async function openMatch(operator: string, homeTeam: string, awayTeam: string) {
  return adminCall<SportsMatchAdminView>("POST", "/sports/match", operator, {
    gameCode: "jczq",
    leagueCode: "CSL",
    homeTeam,
    awayTeam,
    kickoffAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    odds: { SPF: { "3": SP_HOME, "1": SP_DRAW, "0": 4.1 } },
  });
}

/** A new player (password fd123456) with 100 yuan recharged through the cashier, on a phone page. */
export async function newPlayer(
  browser: Browser,
  prefix: string,
  userName = `${prefix}${Date.now().toString().slice(-8)}`,
): Promise<Page> {
  const page = await phonePage(browser);
  await register(page, userName, "fd123456");
  await rechargeThroughCashier(page, "100");
  return page;
}

async function pick(page: Page, match: SportsMatchAdminView, name: string) {
  const row = page.locator(`[data-match="${match.matchId}"]`);
  await row.scrollIntoViewIfNeeded();
  await row
    .locator('[data-play="SPF"]')
    .getByRole("button", { name: new RegExp(`^${name}`) })
    .click();
}

/**
 * Releases 胜 × 平 (2串1, ×RELEASE_MULTIPLE, COMMISSION %) from the slip and lands on the release's
 * page; answers the release's id. `shots` names the two screenshots (the switch, the release page).
 */
export async function releaseFromSlip(
  page: Page,
  home: SportsMatchAdminView,
  away: SportsMatchAdminView,
  shots: [string, string] = ["fd-01-release-switch", "fd-02-release-page"],
) {
  await page.goto(`${BASE_URL}/jczq`);
  await pick(page, home, "胜");
  await pick(page, away, "平");
  await page.getByRole("button", { name: "选好了" }).click();
  await page.getByText("投注确认").first().waitFor();
  await page.getByRole("spinbutton", { name: "倍数" }).fill(String(RELEASE_MULTIPLE));
  await page.getByRole("spinbutton", { name: "倍数" }).blur();
  await page.getByTestId("sp-summary").getByText("1注 2倍 共4.00元").waitFor();
  const settings = page.getByTestId("release-settings");
  await settings.getByRole("switch").click();
  await settings.getByText(`${COMMISSION}%`, { exact: true }).click();
  await settings.getByPlaceholder("说说您的理由，吸引更多人跟单").fill("主胜加平局，稳！");
  await settings.scrollIntoViewIfNeeded();
  await screenshot(page, shots[0]);
  await page.getByRole("button", { name: "确认投注" }).click();
  await page.getByTestId("pay-confirm").getByText("发单 佣金10%").waitFor();
  await confirmDialog(page);
  await page.getByText("投注成功").waitFor();
  await page.getByRole("button", { name: "查看发单" }).click();
  await page.waitForURL((url) => url.pathname === "/followOrderDetail");
  await page.getByTestId("release-figures").getByText("这是您发起的方案").waitFor();
  await page.waitForTimeout(400); // the page transition (300 ms)
  await screenshot(page, shots[1]);
  return new URL(page.url()).searchParams.get("releaseId") ?? "";
}
