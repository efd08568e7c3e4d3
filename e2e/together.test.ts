import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { formatMoney, issueRuleOptions, prizeTickets } from "@lottery/rules";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { confirmDialog, rechargeThroughCashier, register } from "./journeys.ts";
import { adminCall, operatorToken } from "./operator.ts";

/**
 * 合买: player A starts an SSQ 复式 scheme (7 reds + 1 blue = 14 yuan, ×5 = 70 shares) from the
 * confirmation page buying the minimum 4 shares; B finds it in the hall and buys 33, C opens it and
 * buys the last 33. The operator's forced result resolves the scheme (one order) and settles it; each
 * player sees their part of the prize on the scheme's page, in 资金明细 (the buy and the prize part by
 * their Chinese names) and in 投注记录 → 合买 (shares, cost, prize part), to the fen of API.md §8.
 * A's win then puts A among the hall's 合买红人. While it sells, A's open page of the scheme follows
 * each join live (the server's 合买 event stream), without a reload.
 */

const TICKET = "FS:01,02,03,04,05,06,07|01";
const REDS = ["01", "02", "03", "04", "05", "06", "07"];
const DRAW = "01,02,03,04,20,21|01";
const MULTIPLE = 5;
const TOTAL = 70;

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

async function player(prefix: string): Promise<Page> {
  const page = await phonePage(browser);
  await register(page, `${prefix}${Date.now().toString().slice(-8)}`, "hm123456");
  await rechargeThroughCashier(page, "100");
  return page;
}

async function startScheme(
  page: Page,
  shares: number | null = TOTAL,
): Promise<{ schemeId: string; issue: string }> {
  await page.goto(`${BASE_URL}/ssq`);
  await page.getByRole("tab", { name: "复式" }).click();
  const red = page.getByRole("region", { name: "红球" });
  for (const ball of REDS) await red.getByRole("button", { name: ball, exact: true }).click();
  await page.getByRole("region", { name: "蓝球" }).getByRole("button", { name: "01", exact: true }).click();
  await page.getByRole("button", { name: "选好了" }).click();
  await page.waitForURL((url) => url.pathname === "/NumConfirmation/ssq/FS");
  await page.getByRole("spinbutton", { name: "倍数" }).fill(String(MULTIPLE));
  await page.getByRole("button", { name: "发起合买" }).click();
  // A later scheme may find the list still holding the earlier ticket: any size then.
  await page.getByText(shares === null ? /共\d+份/ : `共${shares}份`).waitFor();
  await screenshot(page, "60-together-start");
  await page.getByRole("button", { name: "确认发起" }).click();
  await confirmDialog(page);
  await page.waitForURL((url) => url.pathname === "/togetherOrder");
  const schemeId = new URL(page.url()).searchParams.get("schemeId") ?? "";
  const issueText = await page
    .getByText(/双色球 第\d+期/)
    .first()
    .innerText();
  await screenshot(page, "61-together-started");
  return { schemeId, issue: /第(\d+)期/.exec(issueText)?.[1] ?? "" };
}

/** A figure of a scheme's page: the <dd> beside the <dt> `label` (剩余份数, or the progress "52%"). */
function figure(page: Page, label: string | RegExp) {
  return page
    .locator(".scheme-detail dl > div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd");
}

/** Waits until the page, as it stands (no reload), shows `left` shares left at `percent` progress. */
async function showsLive(page: Page, left: number, percent: number): Promise<void> {
  await figure(page, "剩余份数")
    .filter({ hasText: new RegExp(`^${left}$`) })
    .waitFor({ timeout: 15_000 });
  await page
    .locator(".scheme-detail dt", { hasText: new RegExp(`^${percent}%$`) })
    .waitFor({ timeout: 15_000 });
  // a reload would have dropped this mark
  assert.equal(await page.evaluate(() => (window as { liveMark?: number }).liveMark), 1);
}

async function join(page: Page, shares: number): Promise<void> {
  await page.locator(".scheme-join input").fill(String(shares));
  await page.locator(".scheme-join input").blur();
  await page.getByRole("button", { name: `立即认购 ${formatMoney(shares * 100)}元` }).click();
  await confirmDialog(page);
  await page.getByText("认购成功").waitFor();
  await figure(page, "我的认购")
    .filter({ hasText: `${shares}份` })
    .waitFor();
}

test("three players start, join and win a scheme; each sees their part in the scheme and fund details", async () => {
  const a = await player("hma");
  const { schemeId, issue } = await startScheme(a);
  assert.match(schemeId, /^H\d{18}$/);
  // A keeps the scheme's page open: 4 of 70 shares sold (5 %), 66 left
  await a.evaluate(() => ((window as { liveMark?: number }).liveMark = 1));
  await showsLive(a, 66, 5);

  const b = await player("hmb");
  await b.goto(`${BASE_URL}/buyTogether`);
  // A's scheme among the hall's (a lane's earlier journeys may have left schemes further on, first)
  const card = b.locator(`.scheme-card[data-scheme="${schemeId}"] .scheme-card-open`);
  await card.waitFor();
  await screenshot(b, "62-together-hall");
  await card.click();
  await b.waitForURL((url) => url.searchParams.get("schemeId") === schemeId);
  await b.getByText("参与合买后不能撤销认购", { exact: false }).waitFor();
  await screenshot(b, "62-together-detail");
  await join(b, 33);
  // A's open page follows B's join by itself: 37 of 70 sold (52 %), 33 left
  await showsLive(a, 33, 52);
  await a.locator(".scheme-detail dt", { hasText: /· 认购$/ }).waitFor({ timeout: 15_000 });
  await screenshot(a, "62-together-live");

  const c = await player("hmc");
  await c.goto(`${BASE_URL}/togetherOrder?schemeId=${schemeId}`);
  await join(c, 33);
  await screenshot(c, "63-together-full");
  await showsLive(a, 0, 100);

  const operator = await operatorToken();
  await adminCall("POST", "/lottery/result", operator, { gameCode: "ssq", issue, numbers: DRAW });

  const priced = prizeTickets("ssq", TICKET, DRAW, issueRuleOptions("ssq", issue));
  assert.ok(priced.ok && !priced.value.pending);
  const prizeFen = priced.value.totalFen * MULTIPLE;
  const perShare = Math.floor(prizeFen / TOTAL);
  const dust = prizeFen - perShare * TOTAL;
  const shares = [4, 33, 33];
  const parts: [Page, number][] = [
    [a, perShare * 4 + dust],
    [b, perShare * 33],
    [c, perShare * 33],
  ];
  for (const [i, [page, fen]] of parts.entries()) {
    await page.goto(`${BASE_URL}/togetherOrder?schemeId=${schemeId}`);
    await page.getByText("已中奖").first().waitFor();
    await page.getByText(formatMoney(fen)).first().waitFor();
    await screenshot(page, `64-together-won-${i}`);
    await page.goto(`${BASE_URL}/transactionRecord`);
    const prize = page.getByTestId("fund-record").filter({ hasText: "派奖" }).first();
    await prize.waitFor();
    assert.match(await prize.innerText(), new RegExp(`\\+${formatMoney(fen).replace(/\./g, "\\.")}`));
    assert.match(await prize.innerText(), /合买奖金 双色球/);
    const buy = page.getByTestId("fund-record").filter({ hasText: "合买认购" }).first();
    await buy.waitFor();
    assert.match(
      await buy.innerText(),
      new RegExp(`-${formatMoney(shares[i]! * 100).replace(/\./g, "\\.")}`),
    );
    if (i === 1) await screenshot(page, "65-together-funds");
    // 投注记录 → 合买: my shares, their cost and my prize part.
    await page.goto(`${BASE_URL}/betRecord`);
    await page.getByRole("tab", { name: "合买" }).click();
    const record = page.getByTestId("scheme-record").first();
    await record.waitFor();
    const text = await record.innerText();
    assert.match(text, new RegExp(`认购${shares[i]}份`));
    assert.match(text, new RegExp(`分得奖金${formatMoney(fen).replace(/\./g, "\\.")}元`));
    assert.match(text, i === 0 ? /发起/ : /参与/);
    await screenshot(page, `66-together-record-${i}`);
  }

  // A's win makes A a 合买红人: the hall shows A at its top over A's next scheme.
  await startScheme(a, null);
  await b.goto(`${BASE_URL}/buyTogether`);
  const hot = b.getByTestId("hot-initiator").first();
  await hot.waitFor();
  assert.match(await hot.innerText(), /中奖1次/);
  await b.locator(".scheme-card").first().waitFor();
  await screenshot(b, "67-together-hot");

  // B: 定制跟单 on the 合买红人 — 5 yuan of each of A's next schemes, twice, prepaid (10 yuan frozen now).
  await hot.getByRole("link", { name: "定制跟单" }).click();
  await b.waitForURL((url) => url.pathname === "/customMade" && url.searchParams.get("kind") === "scheme");
  const sheet = b.getByTestId("rule-sheet");
  await sheet.getByText("跟单对象：发起人的每个合买方案").waitFor();
  await sheet.getByRole("spinbutton", { name: "每次金额" }).fill("5");
  await sheet.getByRole("spinbutton", { name: "每次金额" }).blur();
  await sheet.getByRole("spinbutton", { name: "次数" }).fill("2");
  await sheet.getByRole("spinbutton", { name: "次数" }).blur();
  await sheet.getByTestId("rule-charge").getByText("现在冻结 10.00 元").waitFor();
  await sheet.getByRole("button", { name: "确认定制" }).click();
  await b.getByTestId("pay-confirm").getByText("本次支付 10.00元").waitFor();
  await confirmDialog(b);
  const rule = b.getByTestId("rule-card").first();
  await rule.getByTestId("rule-kind").getByText("合买").waitFor();
  await b.getByTestId("pay-confirm").waitFor({ state: "hidden" });
  await screenshot(b, "68-together-custom-rule");

  // A's next scheme: the leader's follow job buys B's 5 shares; B reopens the scheme until they show.
  const next = await startScheme(a, null);
  for (let tries = 0; ; tries += 1) {
    await b.goto(`${BASE_URL}/togetherOrder?schemeId=${next.schemeId}`);
    if (
      await figure(b, "我的认购")
        .getByText("5份")
        .waitFor({ timeout: 5_000 })
        .then(
          () => true,
          () => false,
        )
    )
      break;
    if (tries >= 8) throw new Error("the custom rule's join never reached the scheme");
  }
  await screenshot(b, "69-together-rule-joined");
});
