import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import type { LotteryPageInfo } from "@lottery/contract";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { rechargeThroughCashier, register, uniqueIdNumber, verifyRealName } from "./journeys.ts";
import { adminCall, operatorToken } from "./operator.ts";
import { playerCall, playerLogin, requestId } from "./player-api.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

test("a player becomes an agent, makes an invite link; a player registered through it shows in the team, bets, and the next day's rebate shows in the agent's pages", async () => {
  const suffix = Date.now().toString().slice(-7);
  const agentName = `ag${suffix}`;
  const page = await phonePage(browser);
  await register(page, agentName, "agent123");
  await verifyRealName(page, "王五", uniqueIdNumber());

  // Apply on the agent centre; the operator approves with rates within the default maximum.
  await page.goto(`${BASE_URL}/ScoreReprot`);
  await page.getByRole("button", { name: "申请成为代理" }).click();
  await page.getByText("您的代理申请正在审核中").waitFor();
  const op = await operatorToken();
  const pending = await adminCall<{ list: { userId: number; userName: string }[] }>(
    "GET",
    "/agents/list?status=pending&pageSize=100",
    op,
  );
  const applicant = pending.list.find((row) => row.userName === agentName);
  assert.ok(applicant, "the application is listed for the operator");
  await adminCall("POST", "/agents/approve", op, { userId: applicant.userId, lotteryRate: 2, sportsRate: 1 });

  // A player-type code from /ScorePromote, with its QR code.
  await page.goto(`${BASE_URL}/ScorePromote`);
  await page.getByText("生成邀请码").waitFor();
  await page.getByText("玩家", { exact: true }).click();
  await page.getByPlaceholder(/0 - 2\.0/).fill("1.5");
  await page.getByPlaceholder(/0 - 1\.0/).fill("0.5");
  await page.getByRole("button", { name: "生成" }).click();
  await page.getByText("邀请码已生成").waitFor();
  await page.getByTestId("agent-code").first().getByRole("button", { name: "二维码" }).click();
  await page.getByTestId("agent-qr").waitFor();
  await screenshot(page, "80-agent-promote");

  // A new player opens the link and registers through it.
  const token = await playerLogin(agentName, "agent123");
  const codes = await playerCall<{ list: { code: string; path: string }[] }>("GET", "Agent/Codes", {}, token);
  const link = codes.list[0]!;
  const member = await phonePage(browser);
  const memberName = `mb${suffix}`;
  await member.goto(`${BASE_URL}${link.path}`);
  await member.getByPlaceholder("请输入用户名").fill(memberName);
  await member.getByPlaceholder("请输入密码").fill("member123");
  await member.getByPlaceholder("请再次输入密码").fill("member123");
  await member.getByText("我已年满18周岁，已阅读并同意").click();
  await member.getByRole("button", { name: "注册" }).click();
  await member.waitForURL(`${BASE_URL}/`);

  // The agent sees the new member in the team and in the overview.
  await page.goto(`${BASE_URL}/ScoreSubagent`);
  const row = page.getByTestId("agent-member").filter({ hasText: memberName });
  await row.waitFor();
  assert.match((await row.textContent()) ?? "", /玩家/);
  await screenshot(page, "81-agent-team");
  await page.goto(`${BASE_URL}/ScoreReprot`);
  await page.getByTestId("agent-newMembers").getByText("1人").waitFor();
  await screenshot(page, "82-agent-report");
  const promote = await playerCall<{ list: { registrations: number }[] }>("GET", "Agent/Codes", {}, token);
  assert.equal(promote.list[0]!.registrations, 1);

  // The member recharges and bets on SSQ; the operator enters a draw that misses it, so it settles lost.
  await rechargeThroughCashier(member, "50");
  const memberToken = await playerLogin(memberName, "member123");
  const ssq = await playerCall<LotteryPageInfo>("GET", "sitemsg/AppLotteryPageInfo", { gameCode: "ssq" });
  assert.ok(ssq.current?.onSale, "an SSQ issue is on sale");
  const placed = await playerCall<{ orderId: string; amount: number }>(
    "POST",
    "lottery/bet_szc",
    {
      gameCode: "ssq",
      issue: ssq.current.issue,
      tickets: "DS:01,02,03,04,05,06|07",
      multiple: 5,
      requestId: requestId("agmember"),
    },
    memberToken,
  );
  assert.equal(placed.amount, 10);
  await adminCall("POST", "/lottery/result", op, {
    gameCode: "ssq",
    issue: ssq.current.issue,
    numbers: "20,21,22,23,24,25|16",
  });

  // The next day: the server's clock moves past China midnight (ALLOW_CLOCK_SHIFT, this journey's own
  // server) and the leader's daily rebate job pays the finished day; the pages show it once it ran.
  await adminCall("POST", "/dev/clock", op, { advanceSeconds: secondsPastChinaMidnight(ssq.serverTime) });
  await page.goto(`${BASE_URL}/ScoreReturnList`);
  await takeOfflineReward(page);
  const line = page.getByTestId("rebate-line").filter({ hasText: memberName });
  await reloadUntil(page, () => line.isVisible());
  const betDay = new Date(Date.parse(ssq.serverTime) + 8 * 3_600_000).toISOString().slice(0, 10);
  const rebates = await playerCall<{ list: { childName: string; amount: number; teamStake: number }[] }>(
    "GET",
    "Agent/RebateList",
    { beginDate: betDay, endDate: betDay },
    token,
  );
  const paid = rebates.list.find((row) => row.teamStake === 10);
  assert.ok(paid && paid.amount > 0, "the member's 10-yuan stake earned the agent a rebate");
  assert.match((await line.textContent()) ?? "", new RegExp(`${paid.amount.toFixed(2)}元`));
  assert.match((await line.textContent()) ?? "", /彩票/);
  await takeOfflineReward(page);
  await screenshot(page, "83-agent-rebates");
  await page.goto(`${BASE_URL}/ScoreReprot`);
  await page
    .getByTestId("agent-rebate")
    .getByText(`${paid.amount.toFixed(2)}元`)
    .waitFor();
  await takeOfflineReward(page);
  await screenshot(page, "84-agent-report-rebate");
});

/**
 * The moved clock leaves the agent "offline" for hours: the heartbeat offers 离线奖励 (again with each
 * minute's new figure until taken). The agent takes it, as a player would, so no offer covers the pages.
 */
async function takeOfflineReward(page: Page): Promise<void> {
  const offer = page.getByText("离线奖励");
  try {
    await offer.first().waitFor({ timeout: 5000 });
  } catch {
    return; // no offer opened
  }
  await page.getByRole("button", { name: "领取" }).first().click();
  await offer.first().waitFor({ state: "hidden" });
  await page.waitForTimeout(400); // the dialog's fade-out, before a screenshot
}

/** Seconds from a server time to 30 s past the next China midnight. */
function secondsPastChinaMidnight(serverTime: string): number {
  const day = 86_400_000;
  const chinaMs = Date.parse(serverTime) + 8 * 3_600_000;
  return Math.ceil((day - (chinaMs % day)) / 1000) + 30;
}

/** Reloads the page until `shown` holds (a leader job's result arrives within its next ticks). */
async function reloadUntil(page: Page, shown: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await page.waitForLoadState("networkidle");
    if (await shown()) return;
    if (Date.now() > deadline) throw new Error("timed out waiting for the leader job's result");
    await page.waitForTimeout(2000);
    await page.reload();
  }
}
