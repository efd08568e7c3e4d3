import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import type { SportsMatchAdminView } from "@lottery/contract";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { consolePage, openConsolePage, successMessage } from "./admin.ts";
import { confirmDialog, register } from "./journeys.ts";
import { adminCall, enterMatchResult, operatorToken } from "./operator.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

/** A 竞彩足球 fixture kicking off in three hours, with SPF odds. */
function openMatch(operator: string, homeTeam: string, awayTeam: string) {
  return adminCall<SportsMatchAdminView>("POST", "/sports/match", operator, {
    gameCode: "jczq",
    leagueCode: "CSL",
    homeTeam,
    awayTeam,
    kickoffAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    lines: { BRQSPF: -1 },
    odds: { SPF: { "3": 1.85, "1": 3.2, "0": 4.1 } },
  });
}

test("the operator selects a match for guessing, a player guesses it and sees the prize after the result", async () => {
  const operator = await operatorToken();
  const stamp = Date.now().toString().slice(-5);
  const match = await openMatch(operator, `竞猜主${stamp}`, `竞猜客${stamp}`);

  // The operator picks the fixture in the console with a prize of 30 points.
  const console = await consolePage(browser);
  await openConsolePage(console, "/ssjc/matches", "赛事竞猜");
  await console.getByRole("button", { name: "选择比赛" }).click();
  const dialog = console.locator(".ant-modal");
  await dialog.locator(".ant-select").first().click();
  await console.keyboard.type(`竞猜主${stamp}`);
  await console
    .locator(".ant-select-item-option")
    .filter({ hasText: `竞猜主${stamp}` })
    .click();
  await dialog.locator(".ant-input-number-input").fill("30");
  await dialog.getByRole("button", { name: /确\s*定|OK/ }).click();
  await successMessage(console, /已保存|保存成功/);
  await console.getByText(`中超 竞猜主${stamp} VS 竞猜客${stamp}`).first().waitFor();
  await screenshot(console, "admin-ssjc-matches");
  await console.close();

  const page = await phonePage(browser);
  await register(page, `sj${stamp}x`, "ssjc1234");
  await page.goto(`${BASE_URL}/Ssjc`);
  const card = page.locator(`[data-match="${match.matchId}"]`);
  await card.getByText("猜中得30积分").waitFor();
  await page.getByText("我的积分 0").waitFor();
  await card.getByRole("button", { name: "主胜" }).click();
  await confirmDialog(page);
  await card.getByText("已猜：主胜").waitFor();
  assert.equal(await card.getByRole("button", { name: "平局" }).isDisabled(), true);
  await page.getByText("竞猜成功，赛果公布后自动派奖").waitFor({ state: "detached" });
  await screenshot(page, "97-ssjc");

  await enterMatchResult(operator, match, { halfScore: "1:0", fullScore: "2:0" });

  // The leader settles the guesses within seconds of the result: reopen the records until it has.
  const record = page.getByTestId("ssjc-record").filter({ hasText: `竞猜主${stamp}` });
  for (let attempt = 0; ; attempt += 1) {
    await page.goto(`${BASE_URL}/betRecordSSJC`);
    await record.waitFor();
    if ((await record.getByText("猜中", { exact: true }).count()) > 0) break;
    assert.ok(attempt < 30, "the guess is settled within a minute of the result");
    await page.waitForTimeout(2000);
  }
  await record.getByText("已派奖 30积分", { exact: false }).waitFor();
  await record.getByText("比分 2:0", { exact: false }).waitFor();
  await screenshot(page, "98-ssjc-records");

  await page.goto(`${BASE_URL}/Ssjc`);
  await page.getByText("我的积分 30").waitFor();
  await page.getByRole("tab", { name: "排行榜" }).click();
  await page.getByText("我：第", { exact: false }).waitFor();
  await screenshot(page, "99-ssjc-rank");
});
