import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { confirmDialog, register } from "./journeys.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

test("a player saves an SSQ selection as 自选号码, sees it on /addNumber and fills the picker from it", async () => {
  const page = await phonePage(browser);
  await register(page, `an${Date.now().toString().slice(-8)}`, "an123456");

  // On /ssq: six reds and a blue, 存为自选.
  await page.goto(`${BASE_URL}/ssq`);
  const red = page.getByRole("region", { name: "红球" });
  for (const ball of ["03", "08", "15", "22", "27", "33"])
    await red.getByRole("button", { name: ball, exact: true }).click();
  await page.getByRole("region", { name: "蓝球" }).getByRole("button", { name: "11", exact: true }).click();
  await page.getByRole("button", { name: "存为自选" }).click();
  await page.getByText("已存为自选号码").waitFor();
  await screenshot(page, "90-add-number-picker");

  // /addNumber lists it with its bets and cost.
  await page.goto(`${BASE_URL}/addNumber`);
  const row = page.getByTestId("saved-number").first();
  await row.waitFor();
  assert.match(await row.innerText(), /03 08 15 22 27 33/);
  assert.match(await row.innerText(), /1注 2\.00元/);
  await screenshot(page, "91-add-number-list");

  // Back on the picker, cleared: 我的自选 fills it again.
  await page.getByRole("link", { name: "去选号添加" }).click();
  await page.waitForURL((url) => url.pathname === "/ssq");
  await page.getByRole("button", { name: "清空" }).click();
  await page.getByRole("button", { name: "我的自选" }).click();
  await page.getByTestId("saved-numbers-sheet").getByTestId("saved-number").first().click();
  await page.getByTestId("bet-summary").getByText("1注", { exact: false }).waitFor();
  assert.equal(await red.getByRole("button", { pressed: true }).count(), 6);
  await screenshot(page, "92-add-number-filled");

  // Deleted from /addNumber, it is gone.
  await page.goto(`${BASE_URL}/addNumber`);
  await row.getByRole("button", { name: "删除" }).click();
  await confirmDialog(page);
  await page.getByText("还没有自选号码").waitFor();
});
