import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import type { OrderDetail, SportsMatchAdminView, SportsOrderDetail } from "@lottery/contract";
import { findSportsGame, formatMoney, settleSportsTicket } from "@lottery/rules";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { confirmDialog, rechargeThroughCashier, register } from "./journeys.ts";
import { adminCall, enterMatchResult, operatorToken } from "./operator.ts";

/**
 * 竞彩足球 from pick to prize: an operator opens three matches, a new player recharges, picks 胜 on
 * the first (SPF, inline), 2:1 on the second (BF) and 3球 on the third (ZJQ, both in 更多玩法), bets
 * 3串4 and pays; the operator enters the results with the second match cancelled; the order shows as
 * won in /betRecord and /orderDetails, and the balance moves by packages/rules' settlement of the legs
 * at the SPs the order was accepted at.
 */

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

/** Yuan from an answer as whole fen. */
const fen = (yuan: number) => Math.round(yuan * 100);

const PLAYS_ON_SALE = ["SPF", "BRQSPF", "BF", "ZJQ", "BQC"];

/** Odds for every option of the plays on sale: plausible SPF prices, 5.00, 5.50, … for the rest. */
function openingOdds(): Record<string, Record<string, number>> {
  const rules = findSportsGame("jczq")!;
  const odds: Record<string, Record<string, number>> = { SPF: { "3": 1.85, "1": 3.2, "0": 4.1 } };
  for (const play of rules.plays.filter((p) => PLAYS_ON_SALE.includes(p.code) && p.code !== "SPF")) {
    odds[play.code] = Object.fromEntries(play.options.map((o, i) => [o.code, 5 + i * 0.5]));
  }
  return odds;
}

async function openMatch(
  operator: string,
  homeTeam: string,
  awayTeam: string,
): Promise<SportsMatchAdminView> {
  return adminCall<SportsMatchAdminView>("POST", "/sports/match", operator, {
    gameCode: "jczq",
    leagueCode: "CSL",
    homeTeam,
    awayTeam,
    kickoffAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    lines: { BRQSPF: -1 },
    odds: openingOdds(),
  });
}

/** The match's row on /jczq, brought into view. */
async function matchRow(page: Page, match: SportsMatchAdminView) {
  const row = page.locator(`[data-match="${match.matchId}"]`);
  await row.scrollIntoViewIfNeeded();
  return row;
}

/** Taps an option of a play in a row; plays other than SPF/BRQSPF first open the row's 更多玩法 panel. */
async function pick(page: Page, match: SportsMatchAdminView, play: string, name: string) {
  const row = await matchRow(page, match);
  if (play !== "SPF" && play !== "BRQSPF") await row.getByRole("button", { name: "更多玩法" }).click();
  await row
    .locator(`[data-play="${play}"]`)
    .getByRole("button", { name: new RegExp(`^${name}`) })
    .click();
}

/** The player's balance (yuan) as account/userinfo answers it while /rechargeType6 loads. */
async function balanceOnRechargePage(page: Page): Promise<number> {
  // Listen only once the new document has arrived: a userinfo answer of the page before (the cashier's
  // last poll) would be navigated away from, its body gone.
  await page.goto(`${BASE_URL}/rechargeType6`, { waitUntil: "commit" });
  const answer = await page.waitForResponse((r) => r.url().includes("/api/account/userinfo"));
  const body = (await answer.json()) as { models: { Balance: number } };
  return body.models.Balance;
}

test("a new player bets 竞彩足球 3串4 across SPF, BF and ZJQ and is paid the rules' prize", async () => {
  const operator = await operatorToken();
  const stamp = Date.now().toString().slice(-6);
  const a = await openMatch(operator, `旅程甲${stamp}`, `旅程乙${stamp}`);
  const b = await openMatch(operator, `旅程丙${stamp}`, `旅程丁${stamp}`);
  const c = await openMatch(operator, `旅程戊${stamp}`, `旅程己${stamp}`);

  const page = await phonePage(browser);
  await register(page, `sp${stamp}`, "sports123");
  await rechargeThroughCashier(page, "200", ["sp-01-recharge", "sp-02-cashier", "sp-03-paid"]);
  const before = await balanceOnRechargePage(page);
  assert.equal(before, 200);

  await page.goto(`${BASE_URL}/jczq`);
  await pick(page, a, "SPF", "胜");
  await pick(page, b, "BF", "2:1");
  await screenshot(page, "sp-04-bf-panel");
  await pick(page, c, "ZJQ", "3球");
  await page.getByTestId("sp-selected").getByText("已选3场").waitFor();
  await screenshot(page, "sp-05-picked");
  await page.getByRole("button", { name: "选好了" }).click();
  await page.getByText("投注确认").first().waitFor();
  await page.getByRole("button", { name: "3串4" }).click();
  await page.getByTestId("sp-summary").getByText("4注 1倍 共8.00元").waitFor();
  await screenshot(page, "sp-06-slip-3x4");
  const placedAnswer = page.waitForResponse((r) => r.url().includes("/api/lottery/bet_jc_create"));
  await page.getByRole("button", { name: "确认投注" }).click();
  await page.getByTestId("pay-confirm").getByText("本次支付 8.00元").waitFor();
  await screenshot(page, "sp-06b-pay-confirm");
  await confirmDialog(page);
  const placed = ((await (await placedAnswer).json()) as { models: { orderId: string } }).models;
  await page.getByText("投注成功").waitFor();
  await screenshot(page, "sp-07-placed");

  await enterMatchResult(operator, a, { halfScore: "1:0", fullScore: "2:0" });
  await enterMatchResult(operator, b, { cancelled: true });
  await enterMatchResult(operator, c, { halfScore: "1:1", fullScore: "2:1" });

  await page.goto(`${BASE_URL}/betRecord`);
  const row = page.getByTestId("order-row").filter({ hasText: "竞彩足球" }).first();
  await row.getByText(/^中奖[\d,.]+元$/).waitFor();
  const recordText = await row.textContent();
  await screenshot(page, "sp-08-bet-record");

  const detailAnswer = page.waitForResponse((r) => r.url().includes("/api/order/detail"));
  await row.click();
  const order = ((await (await detailAnswer).json()) as { models: OrderDetail }).models;
  assert.equal(order.orderId, placed.orderId);
  const sports = order.sports as SportsOrderDetail;
  const legs = sports.legs.map((leg) => ({
    matchId: leg.matchId,
    play: leg.play,
    options: leg.options.map((o) => ({ code: o.code, sp: o.sp! })),
  }));
  const settled = settleSportsTicket(
    { game: "jczq", legs, passTypes: sports.passTypes, multiple: sports.multiple },
    {
      [a.matchId]: { ft: [2, 0], ht: [1, 0] },
      [b.matchId]: "cancelled",
      [c.matchId]: { ft: [2, 1], ht: [1, 1] },
    },
  );
  if (!settled.ok) throw new Error(settled.message);
  const prizeFen = settled.value.prizeFen + settled.value.refundFen;
  assert.equal(settled.value.winningBets, 4);
  assert.equal(fen(order.prize), prizeFen);
  assert.match(recordText ?? "", new RegExp(`投注8\\.00元中奖${formatMoney(prizeFen)}元`));

  const section = page.getByTestId("sp-order");
  await section
    .getByTestId("sp-order-prize")
    .getByText(`${formatMoney(prizeFen)}元`)
    .waitFor();
  assert.equal(await section.locator(".sp-order-hit").count(), 2);
  await section.locator(".sp-order-cancelled").getByText("SP 1.00").waitFor();
  await page.getByTestId("order-summary").getByText("已中奖").waitFor();
  await screenshot(page, "sp-09-order-detail");
  await section.locator("dl.order-facts").scrollIntoViewIfNeeded();
  await screenshot(page, "sp-10-order-detail-foot");

  const afterBalance = await balanceOnRechargePage(page);
  assert.equal(fen(afterBalance) - fen(before), prizeFen - 800);
  await page
    .getByTestId("funds-balance")
    .filter({ hasText: `${formatMoney(fen(afterBalance))}元` })
    .waitFor();
  await screenshot(page, "sp-11-balance");
});

test("竞彩篮球 lists the away team first, the home team marked, on the list", async () => {
  const operator = await operatorToken();
  const rules = findSportsGame("jclq")!;
  const odds = Object.fromEntries(
    rules.plays.map((play) => [
      play.code,
      Object.fromEntries(play.options.map((o, i) => [o.code, Number((1.6 + i * 0.1).toFixed(2))])),
    ]),
  );
  const match = await adminCall<SportsMatchAdminView>("POST", "/sports/match", operator, {
    gameCode: "jclq",
    leagueCode: "CBA",
    homeTeam: "辽宁本钢",
    awayTeam: "广东宏远",
    kickoffAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    lines: { RFSF: 4.5, DXF: 191.5 },
    odds,
  });
  const page = await phonePage(browser);
  await page.goto(`${BASE_URL}/jclq`);
  const row = page.locator(`[data-match="${match.matchId}"]`);
  await row.scrollIntoViewIfNeeded();
  assert.equal(await row.locator(".sp-teams").textContent(), "广东宏远VS辽宁本钢(主)");
  await screenshot(page, "sp-20-jclq-away-first");
});
