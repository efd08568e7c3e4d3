import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { confirmDialog, rechargeThroughCashier, register } from "./journeys.ts";

/**
 * Issue 20, at 375×667 against the real server and its one-minute house draw (jlffc): a bet list
 * follows the issue, every payment asks with the amount, the open order page turns into its prize
 * without a reload, the game page says the outcome of the player's bet and the win leaves a
 * 中奖通知 in the message centre.
 */
let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

const DRAW_WAIT = { timeout: 110_000 };

/** 一星 on every digit of jlffc (ten bets, one always wins 10 yuan), into the bet list. */
async function pickEveryDigit(page: Page): Promise<void> {
  await page.goto(`${BASE_URL}/ssc/jlffc`);
  // the group tab (and, once chosen, its play tab of the same name)
  await page.getByRole("tab", { name: "一星" }).first().click();
  const units = page.getByRole("region", { name: "个位" });
  for (let digit = 0; digit <= 9; digit++) await units.getByRole("button", { name: String(digit) }).click();
  await page.getByTestId("bet-summary").getByText("共10注 20.00元").waitFor();
  await page.getByRole("button", { name: "选好了" }).click();
  await page.waitForURL((url) => url.pathname === "/confirmationSSC/jlffc");
}

/** The issue the bet list is on. */
async function listIssue(page: Page): Promise<string> {
  const line = await page.getByText(/^投注期号：第\d+期$/).innerText();
  return /第(\d+)期/.exec(line)?.[1] ?? "";
}

/** 立即投注 → the confirmation with the amount → 确认支付; answers the order number. */
async function pay(page: Page, shot?: string): Promise<string> {
  const pay = page.getByRole("button", { name: "立即投注" });
  await pay.waitFor();
  assert.equal(await pay.isDisabled(), false);
  await pay.click();
  await page.getByTestId("pay-confirm").getByText("本次支付 20.00元").waitFor();
  if (shot) await screenshot(page, shot);
  await confirmDialog(page);
  await page.waitForURL((url) => url.pathname === "/orderDetails");
  return new URL(page.url()).searchParams.get("orderId") ?? "";
}

test("live results: the list follows the issue, payments confirm, orders and the game page settle by themselves", async () => {
  const page = await phonePage(browser);
  await register(page, `lv${Date.now().toString().slice(-8)}`, "live1234");
  await rechargeThroughCashier(page, "50");

  await pickEveryDigit(page);
  const first = await listIssue(page);
  // the multiple box says its limit beside it
  await page
    .locator(".count-field")
    .filter({ hasText: "倍数" })
    .getByText(/^最多\d+倍$/)
    .waitFor();
  await screenshot(page, "live-01-confirm");
  // the page stays open: when the next issue opens, the list moves to it and says so
  // (an issue other than the one the list arrived on: arriving may already have moved it once)
  const moved = page.getByText(new RegExp(`^上一期已截止，已切换到第(?!${first}期)\\d+期$`));
  await moved.waitFor(DRAW_WAIT);
  const said = await moved.innerText();
  await screenshot(page, "live-02-issue-moved");
  const next = await listIssue(page);
  assert.notEqual(next, first);
  assert.equal(said, `上一期已截止，已切换到第${next}期`);

  const orderId = await pay(page, "live-03-pay-confirm");
  await page.getByTestId("order-summary").getByText("待开奖").first().waitFor();
  await screenshot(page, "live-04-order-pending");
  // no reload: the draw's settlement arrives over the event stream
  await page.getByTestId("order-summary").getByText("已中奖").waitFor(DRAW_WAIT);
  assert.match((await page.getByTestId("order-summary").innerText()) ?? "", /10\.00元/);
  assert.equal(new URL(page.url()).searchParams.get("orderId"), orderId);
  await screenshot(page, "live-05-order-won");

  // a second bet, then the game page tells its outcome when its issue settles
  await pickEveryDigit(page);
  const issue = await listIssue(page);
  await pay(page);
  await page.goto(`${BASE_URL}/ssc/jlffc`);
  const notice = page.getByTestId("bet-outcome");
  await notice.getByText(`第${issue}期已开奖：恭喜您中奖10.00元！`).waitFor(DRAW_WAIT);
  await screenshot(page, "live-06-game-outcome");

  await page.goto(`${BASE_URL}/MsgCenter`);
  await page.getByRole("tab", { name: /站内信/ }).click();
  await page.getByText("中奖通知").first().waitFor();
  assert.equal(await page.getByText("中奖通知").count(), 2);
  await screenshot(page, "live-07-msg-center");
});
