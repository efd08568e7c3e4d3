import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import type { OutrightConsoleModels } from "@lottery/contract";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { consolePage, openConsolePage, successMessage } from "./admin.ts";
import { confirmDialog, rechargeThroughCashier, register } from "./journeys.ts";
import { adminCall, operatorToken } from "./operator.ts";

/**
 * The European Championship at 375×667: the operator prices the outright market 猜冠军 and opens it; a
 * new player recharges, opens /EuropeCup, reads a group table and the schedule, picks 德国 in 冠军竞猜
 * at 6.50 × 2 and pays; /sjb shows the tournament's betting page; the operator enters 德国 as the
 * champion in the console; the leader settles and the player's order shows the prize of 2 × 6.50 × 2.
 */

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

const ODDS: Record<string, number> = { 德国: 6.5, 法国: 4.5, 英格兰: 5, 西班牙: 7, 葡萄牙: 8, 荷兰: 12 };

async function priceAndOpen(operator: string): Promise<void> {
  for (const [team, sp] of Object.entries(ODDS))
    await adminCall<OutrightConsoleModels>("POST", "/outright/team", operator, { team, sp, enabled: true });
  await adminCall("POST", "/outright/state", operator, { open: true });
}

test("a player bets on the champion on /EuropeCup and is paid once the operator enters it", async () => {
  const operator = await operatorToken();
  await priceAndOpen(operator);
  const stamp = Date.now().toString().slice(-6);

  const page = await phonePage(browser);
  await register(page, `ec${stamp}`, "euro1234");
  await rechargeThroughCashier(page, "100");

  await page.goto(`${BASE_URL}/EuropeCup`);
  const groupA = page.locator('[data-group="A"]');
  await groupA.getByText("A组").waitFor();
  await groupA.getByText("英格兰").waitFor();
  await screenshot(page, "ec-01-groups");
  await page.getByRole("tab", { name: "赛程赛果" }).click();
  await page.getByRole("tab", { name: "全部" }).waitFor();
  await screenshot(page, "ec-02-schedule");

  await page.getByRole("tab", { name: "冠军竞猜" }).click();
  const germany = page.locator('[data-team="德国"]');
  await germany.getByText("6.50").waitFor();
  await germany.click();
  await page
    .getByRole("button", { name: "增加" })
    .click()
    .catch(() => undefined);
  await page.getByLabel("倍数", { exact: true }).fill("2");
  await page.getByLabel("倍数", { exact: true }).blur();
  await page.getByTestId("ec-summary").getByText("1注 2倍 共4.00元").waitFor();
  await page.getByText("最高奖金 26.00元").waitFor();
  await screenshot(page, "ec-03-champion-pick");
  await page.getByRole("button", { name: "立即投注" }).click();
  await confirmDialog(page);
  await page.getByText("投注成功", { exact: false }).waitFor();
  await page.locator(".adm-dialog").waitFor({ state: "detached" });
  await screenshot(page, "ec-04-champion-placed");

  await page.goto(`${BASE_URL}/sjb`);
  await page.getByRole("tab", { name: "比赛投注" }).waitFor();
  await screenshot(page, "ec-05-sjb-matches");
  await page.getByRole("tab", { name: "冠军竞猜" }).click();
  await page.locator('[data-team="德国"]').waitFor();
  await screenshot(page, "ec-06-sjb-champion");

  // The operator enters the champion in the console.
  const console = await consolePage(browser);
  await openConsolePage(console, "/sports/outright", "欧洲杯猜冠军");
  await console.getByRole("row", { name: /德国/ }).getByText("1").first().waitFor();
  await console.getByRole("combobox", { name: "选择冠军球队" }).click();
  await console.keyboard.type("德国");
  await console.locator(".ant-select-item-option").filter({ hasText: "德国" }).click();
  await console.getByRole("button", { name: "公布冠军" }).click();
  await console
    .locator(".ant-popconfirm")
    .getByRole("button", { name: /确\s*定|OK/ })
    .click();
  await successMessage(console, /已保存|保存成功/);
  await console.getByText("已开奖").first().waitFor();
  await screenshot(console, "admin-ec-champion");
  await console.close();

  // The leader settles within seconds: reopen the records until the order is won.
  const row = page.getByTestId("order-row").filter({ hasText: "欧洲杯冠军" }).first();
  for (let attempt = 0; ; attempt += 1) {
    await page.goto(`${BASE_URL}/betRecord`);
    await row.waitFor();
    if ((await row.getByText("26.00", { exact: false }).count()) > 0) break;
    assert.ok(attempt < 30, "the outright order is settled within a minute of the champion");
    await page.waitForTimeout(2000);
  }
  await screenshot(page, "ec-07-record-won");
  await row.click();
  await page.getByTestId("outright-picks").getByText("冠军：德国").waitFor();
  await page.getByTestId("outright-picks").getByText("命中").waitFor();
  await screenshot(page, "ec-08-order-won");

  await page.goto(`${BASE_URL}/EuropeCup?tab=champion`);
  await page.getByTestId("ec-market-state").getByText("冠军：德国").waitFor();
});
