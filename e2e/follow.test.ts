import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { followCommission, formatMoney, settleSportsTicket } from "@lottery/rules";
import { BASE_URL, launchBrowser, screenshot } from "./browser.ts";
import { confirmDialog } from "./journeys.ts";
import { enterMatchResult, operatorToken } from "./operator.ts";
import { playerCall, playerLogin, requestId } from "./player-api.ts";
import { COMMISSION, SP_DRAW, SP_HOME, newPlayer, openMatch, releaseFromSlip } from "./release-journeys.ts";

/**
 * 发单 / 跟单 (API.md §9): player A puts 胜 × 平 (2串1, ×2) on the 竞彩足球 slip and releases it with a
 * 10 % commission and a pitch; player B finds it in 跟单大厅, follows it at ×5 (the sheet's cost is what
 * is charged) and lands on their own order. Both see it in 投注记录 (A under 发单 with B's follow, B under
 * 跟单). The operator's results win it: B's record and order show the prize and the commission paid, A's
 * release shows the commission earned — C = ⌊P × 10 %⌋ of B's prize P, to the fen (no house cut by default).
 */

const FOLLOW_MULTIPLE = 5;

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

function player(prefix: string, userName?: string): Promise<Page> {
  return newPlayer(browser, prefix, userName);
}

/** B follows the release from the lobby at FOLLOW_MULTIPLE; answers B's order number. */
async function followFromLobby(page: Page, releaseId: string) {
  await page.goto(`${BASE_URL}/followOrder`);
  const card = page.locator(`[data-release="${releaseId}"]`);
  await card.waitFor();
  await screenshot(page, "fd-03-lobby");
  await card.getByRole("button", { name: "跟单", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/followOrderDetail");
  const sheet = page.getByTestId("follow-sheet");
  await sheet.getByText("1注，每倍2.00元").waitFor();
  await sheet.getByRole("spinbutton").fill(String(FOLLOW_MULTIPLE));
  await sheet.getByRole("spinbutton").blur();
  await sheet.getByTestId("follow-cost").getByText("共需支付 10.00 元").waitFor();
  await screenshot(page, "fd-04-follow-sheet");
  await sheet.getByRole("button", { name: "确认跟单 10.00元" }).click();
  await page.getByTestId("pay-confirm").getByText("本次支付 10.00元").waitFor();
  await confirmDialog(page);
  await page.waitForURL((url) => url.pathname === "/orderDetails");
  return new URL(page.url()).searchParams.get("orderId") ?? "";
}

test("A releases a 竞彩足球 ticket, B follows it from the lobby; both see it and, once won, the commission", async () => {
  const operator = await operatorToken();
  const stamp = Date.now().toString().slice(-6);
  const home = await openMatch(operator, `跟单甲${stamp}`, `跟单乙${stamp}`);
  const away = await openMatch(operator, `跟单丙${stamp}`, `跟单丁${stamp}`);

  const a = await player("fda");
  const releaseId = await releaseFromSlip(a, home, away);
  assert.match(releaseId, /^F\d{18}$/);

  const b = await player("fdb");
  const orderId = await followFromLobby(b, releaseId);
  assert.match(orderId, /^B\d+$/);
  await b.getByTestId("sp-order").waitFor();
  await screenshot(b, "fd-05-follower-order");

  // both see it in 投注记录, before the results
  await b.goto(`${BASE_URL}/betRecord?tab=follow`);
  const follow = b.getByTestId("follow-record").first();
  await follow.getByText("10.00元 5倍 · 佣金10%").waitFor();
  await follow.getByText("待开奖").waitFor();
  await screenshot(b, "fd-06-follow-record");
  await a.goto(`${BASE_URL}/betRecord?tab=release`);
  const released = a.getByTestId("release-record").first();
  await released.getByText("1人跟单 共10.00元").waitFor();
  await screenshot(a, "fd-07-release-record");

  await enterMatchResult(operator, home, { halfScore: "1:0", fullScore: "2:0" });
  await enterMatchResult(operator, away, { halfScore: "0:0", fullScore: "1:1" });

  // B's prize: 2串1 at the SPs the follow was placed at, ×5; C = ⌊P × 10 %⌋ (B still profits after it)
  const legs = [
    { matchId: home.matchId, play: "SPF", options: [{ code: "3", sp: SP_HOME }] },
    { matchId: away.matchId, play: "SPF", options: [{ code: "1", sp: SP_DRAW }] },
  ];
  const settled = settleSportsTicket(
    { game: "jczq", legs, passTypes: ["2_1"], multiple: FOLLOW_MULTIPLE },
    { [home.matchId]: { ft: [2, 0], ht: [1, 0] }, [away.matchId]: { ft: [1, 1], ht: [0, 0] } },
  );
  if (!settled.ok) throw new Error(settled.message);
  const prizeFen = settled.value.prizeFen;
  const { commissionFen } = followCommission(prizeFen, 1000, COMMISSION, 0);
  assert.ok(commissionFen > 0);

  await b.goto(`${BASE_URL}/betRecord?tab=follow`);
  const won = b.getByTestId("follow-record").first();
  await won.getByText("已中奖").waitFor({ timeout: 15_000 });
  await won.getByText(`奖金${formatMoney(prizeFen)}元 · 支付佣金${formatMoney(commissionFen)}元`).waitFor();
  await screenshot(b, "fd-08-follow-won");
  // B's own order says what its prize paid A
  await won.click();
  await b.waitForURL((url) => url.searchParams.get("orderId") === orderId);
  await b
    .getByTestId("order-follow")
    .getByText(`${formatMoney(commissionFen)}元`)
    .waitFor();
  await b.waitForTimeout(400); // the page transition (300 ms)
  await screenshot(b, "fd-08b-follow-order-settled");

  await a.goto(`${BASE_URL}/betRecord?tab=release`);
  const paid = a.getByTestId("release-record").first();
  await paid.getByText("已中奖").waitFor({ timeout: 15_000 });
  await paid.click();
  await a.waitForURL((url) => url.searchParams.get("releaseId") === releaseId);
  const figures = a.getByTestId("release-figures");
  await figures
    .getByText(`${formatMoney(commissionFen)}`, { exact: false })
    .first()
    .waitFor();
  const earned = await figures
    .locator("div", { has: a.locator("dt", { hasText: "已得佣金" }) })
    .locator("dd")
    .innerText();
  assert.equal(earned, `${formatMoney(commissionFen)}元`);
  await a
    .getByTestId("release-follower")
    .getByText(`支付佣金${formatMoney(commissionFen)}元`, { exact: false })
    .waitFor();
  await a.waitForTimeout(400); // the page transition (300 ms)
  await screenshot(a, "fd-09-release-settled");
});

test("B sets a 定制跟单 on A from the lobby; A releases again and the job follows it for B; B stops the rule", async () => {
  const operator = await operatorToken();
  const stamp = Date.now().toString().slice(-6);
  const home = await openMatch(operator, `定制甲${stamp}`, `定制乙${stamp}`);
  const away = await openMatch(operator, `定制丙${stamp}`, `定制丁${stamp}`);
  const nameA = `cma${Date.now().toString().slice(-8)}`;
  await player("cma", nameA);
  const tokenA = await playerLogin(nameA, "fd123456");
  const legs = JSON.stringify([
    { matchId: home.matchId, play: "SPF", options: [{ code: "3", sp: SP_HOME }], banker: false },
    { matchId: away.matchId, play: "SPF", options: [{ code: "1", sp: SP_DRAW }], banker: false },
  ]);
  const releaseOnce = () =>
    playerCall<{ releaseId: string }>(
      "POST",
      "lottery/bet_jc_create",
      {
        gameCode: "jczq",
        passTypes: "2_1",
        legs,
        multiple: 1,
        release: 1,
        commissionPercent: 5,
        requestId: requestId("cm"),
      },
      tokenA,
    );
  const first = await releaseOnce();

  // B: 定制跟单 on A's lobby card, 4 yuan a release, twice, prepaid (8 yuan frozen now)
  const b = await player("cmb");
  await b.goto(`${BASE_URL}/followOrder`);
  const card = b.locator(`[data-release="${first.releaseId}"]`);
  await card.getByRole("button", { name: "定制跟单" }).click();
  await b.waitForURL((url) => url.pathname === "/customMade");
  const sheet = b.getByTestId("rule-sheet");
  await sheet.getByRole("spinbutton", { name: "每次金额" }).fill("4");
  await sheet.getByRole("spinbutton", { name: "每次金额" }).blur();
  await sheet.getByRole("spinbutton", { name: "次数" }).fill("2");
  await sheet.getByRole("spinbutton", { name: "次数" }).blur();
  await sheet.getByTestId("rule-charge").getByText("现在冻结 8.00 元").waitFor();
  await screenshot(b, "fd-10-custom-sheet");
  await sheet.getByRole("button", { name: "确认定制" }).click();
  await b.getByTestId("pay-confirm").getByText("本次支付 8.00元").waitFor();
  await confirmDialog(b);
  const rule = b.getByTestId("rule-card").first();
  await rule.getByText("已跟0次 / 共2次", { exact: false }).waitFor();

  // A releases again: the leader loop's follow job buys 2 multiples (4 yuan) for B
  const second = await releaseOnce();
  // The job runs on the leader's next tick: reopen the records until its follow is there.
  const followed = b
    .locator(`[data-testid="follow-record"]`)
    .first()
    .getByText("4.00元 2倍", { exact: false });
  for (let tries = 0; ; tries += 1) {
    await b.goto(`${BASE_URL}/betRecord?tab=follow`);
    const shown = await followed.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (shown) break;
    if (tries >= 5) throw new Error("the custom rule's follow never reached 跟单 records");
  }
  assert.ok(second.releaseId);
  await b.goto(`${BASE_URL}/customMade`);
  await rule.getByText("已跟1次 / 共2次", { exact: false }).waitFor();
  await rule.getByText("4.00元").waitFor();
  await b.waitForTimeout(400); // the page transition (300 ms)
  await screenshot(b, "fd-11-custom-list");
  await rule.getByRole("button", { name: "停止" }).click();
  await b.getByTestId("rule-stop-confirm").getByText("冻结的4.00元将立即退回余额").waitFor();
  await b.getByRole("button", { name: "确定" }).click();
  await rule.getByText("已停止").waitFor();
  await screenshot(b, "fd-12-custom-stopped");
});
