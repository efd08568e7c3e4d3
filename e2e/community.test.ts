import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import type { UserInfo } from "@lottery/contract";
import { BASE_URL, launchBrowser, screenshot } from "./browser.ts";
import { confirmDialog } from "./journeys.ts";
import { consolePage, openConsolePage, successMessage } from "./admin.ts";
import { enterMatchResult, operatorToken } from "./operator.ts";
import { playerCall, playerLogin, requestId } from "./player-api.ts";
import { SP_DRAW, SP_HOME, newPlayer, openMatch, releaseFromSlip } from "./release-journeys.ts";

/**
 * The players' community (issue 24) at 375×667: A releases a 竞彩足球 ticket; B follows A (关注) from
 * the lobby card, finds A's release under the lobby's 关注 tab, opens A's homepage from A's name and the
 * release from its 发单 tab, and comments on it. The comment is B's alone (审核中) until the operator
 * approves it in the console's 评论审核 queue; then A sees it and likes it. B's 关注 list and A's 粉丝 list hold each other; A follows
 * back (互相关注). A makes the homepage private and B sees the notice instead of A's records.
 */

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

const COMMENT = "<b>主胜稳了</b> 跟一手！";

/** Waits out the page transition (300 ms), then saves e2e/output/<name>.png. */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await screenshot(page, name);
}

/** The comment thread of the page, scrolled into view. */
async function thread(page: Page) {
  const section = page.getByTestId("comment-thread");
  await section.scrollIntoViewIfNeeded();
  return section;
}

/** The operator approves the comment holding `content` in the console's 评论审核 queue (pending first). */
async function approveInConsole(content: string) {
  const desk = await consolePage(browser);
  await openConsolePage(desk, "/community/comments", "评论审核");
  const row = desk.locator("tr", { hasText: content });
  await row.getByText("待审核").waitFor();
  await screenshot(desk, "admin-cy-comment-queue");
  await row.getByRole("button", { name: /通\s*过/ }).click();
  await successMessage(desk, "已通过");
  await desk.context().close();
}

test("B follows A from the lobby, opens A's homepage, comments on A's release; others see it once approved", async () => {
  const operator = await operatorToken();
  const stamp = Date.now().toString().slice(-6);
  const home = await openMatch(operator, `社区甲${stamp}`, `社区乙${stamp}`);
  const away = await openMatch(operator, `社区丙${stamp}`, `社区丁${stamp}`);

  const a = await newPlayer(browser, "cya");
  const releaseId = await releaseFromSlip(a, home, away, ["cy-01-release-switch", "cy-02-release-page"]);
  assert.match(releaseId, /^F\d{18}$/);

  // B: 关注 on A's lobby card
  const b = await newPlayer(browser, "cyb");
  await b.goto(`${BASE_URL}/followOrder`);
  const card = b.locator(`[data-release="${releaseId}"]`);
  await card.waitFor();
  const follow = card.getByTestId("follow-button");
  await follow.getByText("关注", { exact: true }).waitFor();
  await follow.click();
  await follow.getByText("已关注", { exact: true }).waitFor();
  await shot(b, "cy-03-lobby-followed");
  const uidA = Number(await follow.getAttribute("data-uid"));
  assert.ok(uidA > 0);

  // the lobby's 关注 tab: releases of players B follows
  await b.goto(`${BASE_URL}/followOrder?tab=attention`);
  await b.locator(`[data-release="${releaseId}"]`).waitFor();

  // A's name opens A's homepage: header, 已关注, one fan, the release under 发单
  await b.locator(`[data-release="${releaseId}"]`).getByTestId("player-link").click();
  await b.waitForURL((url) => url.pathname === "/homePage" && url.searchParams.get("uid") === String(uidA));
  const header = b.getByTestId("home-header");
  await header.getByTestId("follow-button").getByText("已关注").waitFor();
  const figures = header.getByTestId("home-figures");
  await figures
    .locator("div", { has: b.locator("dt", { hasText: "粉丝" }) })
    .getByText("1")
    .waitFor();
  await figures.getByText("中奖次数").waitFor();
  await figures.getByText("累计奖金").waitFor();
  const row = b.locator(`[data-testid="home-release"][data-release="${releaseId}"]`);
  await row.getByText("主胜加平局，稳！").waitFor();
  await shot(b, "cy-04-homepage-of-a");

  // the release's thread: B comments (markup stays text), 审核中 for B only
  await row.click();
  await b.waitForURL((url) => url.searchParams.get("releaseId") === releaseId);
  let comments = await thread(b);
  await comments.getByText("还没有评论，来说两句吧").waitFor();
  const box = comments.getByTestId("comment-composer");
  await box.getByRole("textbox").fill(COMMENT);
  await box.getByRole("button", { name: "发送" }).click();
  await b.getByText("评论已提交，审核通过后其他玩家可见").waitFor();
  const mine = comments.getByTestId("comment-floor").first();
  await mine.getByText(COMMENT).waitFor();
  await mine.getByTestId("comment-pending").getByText("审核中").waitFor();
  assert.equal(await mine.locator("b").count(), 0, "the comment is text, not HTML");
  await comments.scrollIntoViewIfNeeded();
  await shot(b, "cy-05-thread-pending");

  // A does not see it before moderation
  await a.goto(`${BASE_URL}/followOrderDetail?releaseId=${releaseId}`);
  comments = await thread(a);
  await comments.getByText("评论（0）").waitFor();
  await comments.getByText("还没有评论，来说两句吧").waitFor();

  await approveInConsole(COMMENT);

  // now A sees it and likes it
  await a.reload();
  comments = await thread(a);
  const floor = comments.getByTestId("comment-floor").first();
  await floor.getByText(COMMENT).waitFor();
  await floor.getByText("1楼").waitFor();
  assert.equal(await floor.getByTestId("comment-pending").count(), 0);
  await floor.getByRole("button", { name: "赞 0" }).click();
  await floor.getByRole("button", { name: "赞 1" }).waitFor();
  await comments.scrollIntoViewIfNeeded();
  await shot(a, "cy-06-thread-approved");

  // B: 我的关注 holds A
  await b.goto(`${BASE_URL}/myAttention`);
  await b.getByRole("tab", { name: "关注 1" }).waitFor();
  await b.locator(`[data-testid="person-row"][data-uid="${uidA}"]`).waitFor();
  await shot(b, "cy-07-my-attention");

  // A: 粉丝 holds B; A follows back: 互相关注
  await a.goto(`${BASE_URL}/myAttention?tab=fans`);
  await a.getByRole("tab", { name: "粉丝 1" }).waitFor();
  const fan = a.getByTestId("person-row").first();
  await fan.getByTestId("follow-button").getByText("关注", { exact: true }).click();
  await fan.getByTestId("follow-button").getByText("互相关注").waitFor();
  await shot(a, "cy-08-my-fans");

  // A's own homepage: the introduction and the privacy switch
  await a.goto(`${BASE_URL}/homePage`);
  const mineBox = a.getByTestId("home-mine");
  await mineBox.getByRole("button", { name: "编辑简介" }).click();
  await a.getByTestId("intro-editor").getByRole("textbox").fill("专注竞彩足球，只发稳胆");
  await a.getByTestId("intro-editor").getByRole("button", { name: "保存" }).click();
  await a.getByTestId("home-intro").getByText("专注竞彩足球，只发稳胆").waitFor();
  await shot(a, "cy-09-my-homepage");
  await mineBox.getByRole("switch", { name: "主页隐私" }).click();
  await mineBox.getByText("您的主页已设为隐私", { exact: false }).waitFor();

  // B sees the notice, not A's records
  await b.goto(`${BASE_URL}/homePage?uid=${uidA}`);
  await b.getByTestId("home-private").getByText("该用户已设置主页隐私", { exact: false }).waitFor();
  assert.equal(await b.getByTestId("home-release").count(), 0);
  await shot(b, "cy-10-private-homepage");

  // B unfollows A from the homepage (asked first)
  await b.getByTestId("home-header").getByTestId("follow-button").click();
  await confirmDialog(b);
  await b
    .getByTestId("home-header")
    .getByTestId("follow-button")
    .getByText("关注", { exact: true })
    .waitFor();
});

test("A starts a 合买 of a 竞彩足球 ticket; B follows A from the hall's card and comments on the scheme", async () => {
  const operator = await operatorToken();
  const stamp = Date.now().toString().slice(-6);
  const home = await openMatch(operator, `合买甲${stamp}`, `合买乙${stamp}`);
  const away = await openMatch(operator, `合买丙${stamp}`, `合买丁${stamp}`);
  const nameA = `cyh${Date.now().toString().slice(-8)}`;
  await newPlayer(browser, "cyh", nameA);
  const tokenA = await playerLogin(nameA, "fd123456");
  const legs = JSON.stringify([
    { matchId: home.matchId, play: "SPF", options: [{ code: "3", sp: SP_HOME }], banker: false },
    { matchId: away.matchId, play: "SPF", options: [{ code: "1", sp: SP_DRAW }], banker: false },
  ]);
  // 2串1 ×5 = 10 yuan = 10 shares; A buys 2
  const { schemeId } = await playerCall<{ schemeId: string }>(
    "POST",
    "lottery/bet_together",
    {
      gameCode: "jczq",
      passTypes: "2_1",
      legs,
      multiple: 5,
      buyShares: 2,
      commissionPercent: 5,
      pitch: "一起上车",
      requestId: requestId("cyh"),
    },
    tokenA,
  );

  const b = await newPlayer(browser, "cyi");
  await b.goto(`${BASE_URL}/buyTogether`);
  const card = b.locator(`[data-scheme="${schemeId}"]`);
  await card.waitFor();
  const follow = card.getByTestId("follow-button");
  await follow.getByText("关注", { exact: true }).click();
  await follow.getByText("已关注", { exact: true }).waitFor();
  await shot(b, "cy-11-hall-followed");

  // the card opens the scheme: the initiator's name links to the homepage, 已关注 beside it; B comments
  await card.locator(".scheme-card-open").click();
  await b.waitForURL((url) => url.pathname === "/togetherOrder");
  await b.getByTestId("player-link").first().waitFor();
  await b.getByTestId("follow-button").getByText("已关注").first().waitFor();
  await shot(b, "cy-12-scheme-page");
  const comments = await thread(b);
  await comments.getByTestId("comment-composer").getByRole("textbox").fill("上车了，祝红！");
  await comments.getByRole("button", { name: "发送" }).click();
  const floor = comments.getByTestId("comment-floor").first();
  await floor.getByText("上车了，祝红！").waitFor();
  await floor.getByTestId("comment-pending").waitFor();
  await comments.scrollIntoViewIfNeeded();
  await shot(b, "cy-13-scheme-thread");
});

test("A's release wins: A is on the week's rank; B follows A there and A's homepage counts the win", async () => {
  const operator = await operatorToken();
  const stamp = Date.now().toString().slice(-6);
  const home = await openMatch(operator, `榜单甲${stamp}`, `榜单乙${stamp}`);
  const away = await openMatch(operator, `榜单丙${stamp}`, `榜单丁${stamp}`);
  const nameA = `cyr${Date.now().toString().slice(-8)}`;
  await newPlayer(browser, "cyr", nameA);
  const tokenA = await playerLogin(nameA, "fd123456");
  const uidA = (await playerCall<UserInfo>("GET", "account/userinfo", {}, tokenA)).Mid;
  const legs = JSON.stringify([
    { matchId: home.matchId, play: "SPF", options: [{ code: "3", sp: SP_HOME }], banker: false },
    { matchId: away.matchId, play: "SPF", options: [{ code: "1", sp: SP_DRAW }], banker: false },
  ]);
  await playerCall(
    "POST",
    "lottery/bet_jc_create",
    {
      gameCode: "jczq",
      passTypes: "2_1",
      legs,
      multiple: 1,
      release: 1,
      commissionPercent: 5,
      requestId: requestId("cyr"),
    },
    tokenA,
  );
  await enterMatchResult(operator, home, { halfScore: "1:0", fullScore: "2:0" });
  await enterMatchResult(operator, away, { halfScore: "0:0", fullScore: "1:1" });

  // B opens the week's rank until the settled release puts A on it, and follows A there
  const b = await newPlayer(browser, "cys");
  const follow = b.locator(`[data-testid="follow-button"][data-uid="${uidA}"]`);
  for (let tries = 0; ; tries += 1) {
    await b.goto(`${BASE_URL}/followOrderRank/week`);
    const shown = await follow.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (shown) break;
    if (tries >= 5) throw new Error("the won release never put its releaser on the week's rank");
  }
  await follow.getByText("关注", { exact: true }).click();
  await follow.getByText("已关注", { exact: true }).waitFor();
  await shot(b, "cy-14-rank-followed");

  // A's name on the rank opens A's homepage: one win, its prize, the 命中率 / 连红 line of 战绩
  const row = b.getByTestId("rank-row").filter({ has: follow });
  await row.getByTestId("player-link").click();
  await b.waitForURL((url) => url.searchParams.get("uid") === String(uidA));
  const figures = b.getByTestId("home-figures");
  await figures
    .locator("div", { has: b.locator("dt", { hasText: "中奖次数" }) })
    .getByText("1")
    .waitFor();
  await b.getByTestId("home-header").getByTestId("follow-button").getByText("已关注").waitFor();
  await b.getByTestId("home-release").getByText("已中奖").waitFor();
  await shot(b, "cy-15-homepage-winner");
});
