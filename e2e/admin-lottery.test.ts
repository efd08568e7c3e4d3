import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import type { ConsoleIssue } from "@lottery/contract";
import { formatMoney, issueRuleOptions, prizeTickets } from "@lottery/rules";
import { launchBrowser, screenshot } from "./browser.ts";
import { ADMIN_URL, consolePage, successMessage } from "./admin.ts";
import { adminCall, operatorToken } from "./operator.ts";
import { playerCall, playerLogin, requestId } from "./player-api.ts";

/**
 * The demo player buys a 大乐透 复式 ticket through the player API; the operator enters the issue's
 * result in the console and watches its orders settle. The server runs with ALLOW_FORCED_DRAWS=1,
 * so a result may be entered while the issue is still on sale (entry closes the sale first).
 * (DLT, not SSQ: the player's SSQ journey needs the SSQ issue on sale, and a forced entry ends it.)
 */

const GAME = "dlt";
const TICKET = "FS:01,02,03,04,05,06|01,02";
// 4 of the front numbers and both back ones: fixed tiers only (三等奖 and 五等奖), so the order settles at once.
const DRAW = "01,02,03,04,20|01,02";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

/** The DLT issue on sale now. */
async function issueOnSale(): Promise<ConsoleIssue> {
  const issues = await adminCall<{ list: ConsoleIssue[] }>(
    "GET",
    `/lottery/issues?gameCode=${GAME}&status=open&pageSize=10`,
    await operatorToken(),
  );
  const now = Date.now();
  const onSale = issues.list.find((i) => Date.parse(i.openAt) <= now && now < Date.parse(i.closeAt));
  assert.ok(onSale, "a DLT issue is on sale");
  return onSale;
}

test("an operator enters a 大乐透 result in the console and the player's order settles", async () => {
  const { issue } = await issueOnSale();
  const token = await playerLogin("demo", "demo123");
  const bet = await playerCall<{ orderId: string }>(
    "POST",
    "lottery/bet_szc",
    { gameCode: GAME, issue, tickets: TICKET, multiple: 1, requestId: requestId(GAME) },
    token,
  );

  const page = await consolePage(browser);
  await page.goto(`${ADMIN_URL}/lottery/issues?gameCode=${GAME}`);
  const row = page.locator("tr.ant-table-row").filter({ hasText: issue });
  await row.getByRole("button", { name: "录入开奖" }).click();
  await page.getByTestId("result-numbers").fill(DRAW);
  // The announced figures the player's result page shows (奖池, 本期销量).
  await page.getByTestId("result-pool").fill("987654321");
  await page.getByTestId("result-sales").fill("301234567.89");
  await screenshot(page, "admin-lottery-result-entry");
  await page
    .locator(".ant-modal")
    .getByRole("button", { name: /确\s*定|OK/ })
    .first()
    .click();
  await page
    .locator(".ant-modal-confirm")
    .getByRole("button", { name: /确\s*定|OK/ })
    .click();
  await successMessage(page, "已录入");

  // The row shows the numbers and its settlement progress reaches every order.
  await row.getByText(DRAW).waitFor();
  await row.getByText(/^(\d+)\/\1$/).waitFor({ timeout: 60_000 });
  await screenshot(page, "admin-lottery-issues");

  const priced = prizeTickets(GAME, TICKET, DRAW, issueRuleOptions(GAME, issue));
  assert.ok(priced.ok && !priced.value.pending);
  const detail = await playerCall<{ status: string; prize: number }>(
    "GET",
    "order/detail",
    { orderId: bet.orderId },
    token,
  );
  assert.equal(detail.status, "won");
  const result = await playerCall<{ pool: number; sales: number }>(
    "GET",
    "lotteryresult/Detail",
    { gameCode: GAME, issue },
    token,
  );
  assert.deepEqual([result.pool, result.sales], [987_654_321, 301_234_567.89]);
  assert.equal(formatMoney(Math.round(detail.prize * 100)), formatMoney(priced.value.totalFen));
  await page.context().close();
});
