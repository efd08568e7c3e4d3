import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { register, uniqueIdNumber, verifyRealName } from "./journeys.ts";
import { adminCall, operatorToken } from "./operator.ts";
import { playerCall, playerLogin } from "./player-api.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

test("a player becomes an agent, makes an invite link, and a player registered through it shows in the team", async () => {
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
});
