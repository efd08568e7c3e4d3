import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { rechargeThroughCashier, register } from "./journeys.ts";
import { consolePage, openConsolePage } from "./admin.ts";
import { adminCall, operatorToken } from "./operator.ts";
import { playerCall, playerLogin, requestId } from "./player-api.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

interface Wallets {
  cash: number;
  wallets: { company: string; balance: number }[];
}
const gameBalance = (wallets: Wallets, company: string) =>
  wallets.wallets.find((wallet) => wallet.company === company)?.balance ?? 0;

/** The game page inside the embedded frame. */
const gameFrame = (page: Page) => page.frameLocator("[data-testid=embedded-frame]");

async function ballBox(page: Page) {
  const box = await page.getByTestId("float-ball").boundingBox();
  assert.ok(box, "the floating ball is on screen");
  return box;
}

test("a player opens the demo slot from the lobby, plays on transferred money, closes it and takes the money out", async () => {
  const page = await phonePage(browser);
  const userName = `lb${Date.now().toString().slice(-8)}`;
  await register(page, userName, "lobby123");
  await rechargeThroughCashier(page, "200");
  const token = await playerLogin(userName, "lobby123");
  await playerCall(
    "POST",
    "Transfer/In",
    { company: "cq9", amount: "50", requestId: requestId("e2e-in") },
    token,
  );

  await page.goto(`${BASE_URL}/gamecenter/cq9`);
  await page.getByText("CQ9电子").first().waitFor();
  await page.getByRole("tab", { name: "电子" }).waitFor();
  await screenshot(page, "60-lobby-cq9");
  await page.getByPlaceholder("搜索游戏").fill("拉霸");
  await page.getByTestId("game-fruit").getByRole("button", { name: "收藏" }).click();
  await page.getByRole("tab", { name: "收藏" }).click();
  await page.getByTestId("game-fruit").waitFor();
  await screenshot(page, "61-lobby-favourite");

  await page.getByTestId("game-fruit").getByText("水果拉霸").click();
  await page.waitForURL((url) => url.pathname === "/iframePage");
  await page.getByText("单击：刷新页面").waitFor();
  await page.getByRole("button", { name: /进入游戏\(\d+S\)/ }).waitFor();
  await screenshot(page, "62-game-tutorial");
  await page.getByRole("button", { name: /进入游戏/ }).click();

  const frame = gameFrame(page);
  await frame.locator("#balance").filter({ hasText: "50.00" }).waitFor();
  for (let i = 0; i < 3; i += 1) {
    await frame.getByRole("button", { name: "开始旋转" }).click();
    await frame
      .locator("#result")
      .filter({ hasText: /赢得|未中奖/ })
      .waitFor();
    await frame.getByRole("button", { name: "开始旋转" }).and(frame.locator(":enabled")).waitFor();
  }
  await screenshot(page, "63-game-played");
  const played = await playerCall<Wallets>("GET", "Transfer/Wallets", {}, token);
  const left = gameBalance(played, "cq9");
  assert.equal(Number((await frame.locator("#balance").textContent()) ?? "0"), left);

  // Two taps on the ball close the game: back to the lobby.
  const ball = await ballBox(page);
  await page.mouse.click(ball.x + ball.width / 2, ball.y + ball.height / 2);
  await page.mouse.click(ball.x + ball.width / 2, ball.y + ball.height / 2);
  await page.waitForURL((url) => url.pathname === "/gamecenter/cq9");

  const out = await playerCall<{ cash: number }>(
    "POST",
    "Transfer/Out",
    { company: "cq9", amount: left.toFixed(2), requestId: requestId("e2e-out") },
    token,
  );
  assert.equal(out.cash, Number((150 + left).toFixed(2)));
  const records = await playerCall<{ list: { amount: number; balance: number }[] }>(
    "GET",
    "fund/list",
    { pageSize: 50 },
    token,
  );
  assert.equal(records.list[0]?.balance, out.cash, "the newest fund record shows the cash balance");
  const sum = records.list.reduce((total, record) => total + Math.round(record.amount * 100), 0);
  assert.equal(sum, Math.round(out.cash * 100), "the fund records add up to the cash balance");
  const audit = await adminCall<{ ok: boolean }>("GET", "/ledger/audit", await operatorToken());
  assert.equal(audit.ok, true);
});

test("the ball snaps to an edge when dragged, keeps its place over a reload, and GF_CQ9 refetches on rotation", async () => {
  const page = await phonePage(browser);
  const userName = `lc${Date.now().toString().slice(-8)}`;
  await register(page, userName, "lobby123");
  const launches: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/lottery/LaunchUrl")) launches.push(request.url());
  });
  // Route state as a link would leave it (type GF_CQ9), then a fresh load of /iframePage.
  await page.evaluate(() =>
    window.history.replaceState(
      {
        usr: { url: "", title: "game", company: "ky", gamecode: "dragontiger", type: "GF_CQ9" },
        key: "e2e",
        idx: 0,
      },
      "",
      "/iframePage",
    ),
  );
  await page.reload();
  await page.getByRole("button", { name: "回到平台" }).waitFor();
  await page.getByRole("button", { name: /进入游戏/ }).click();
  await gameFrame(page).getByText("龙虎斗").waitFor();

  const start = await ballBox(page);
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(250, 420, { steps: 8 });
  await page.mouse.up();
  const snapped = await ballBox(page);
  assert.equal(Math.round(snapped.x + snapped.width), 375, "the ball sits on the right edge");
  await screenshot(page, "64-ball-snapped");

  await page.reload();
  await page.getByRole("button", { name: /进入游戏/ }).click();
  const reloaded = await ballBox(page);
  assert.deepEqual(
    [Math.round(reloaded.x), Math.round(reloaded.y)],
    [Math.round(snapped.x), Math.round(snapped.y)],
  );

  const before = launches.length;
  await page.setViewportSize({ width: 667, height: 375 });
  await gameFrame(page).getByText("龙虎斗").waitFor();
  for (let i = 0; i < 50 && launches.length === before; i += 1) await page.waitForTimeout(100);
  assert.equal(launches.length, before + 1, "turning to landscape asked for the game URL again");
  await screenshot(page, "65-gf-cq9-landscape");
});

test("a player writes to customer service and the operator's reply is pushed to the chat, and the player's next message to the desk", async () => {
  const page = await phonePage(browser);
  const userName = `kf${Date.now().toString().slice(-8)}`;
  await register(page, userName, "lobby123");
  const chatCalls: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/api/Kefu/")) chatCalls.push(path);
  });
  const historyReads = () => chatCalls.filter((path) => path === "/api/Kefu/Messages").length;

  await page.goto(`${BASE_URL}/KefuTest`);
  await page.getByText("客服线路正常").waitFor();
  await screenshot(page, "66-kefu-test");
  const testerReads = historyReads(); // /KefuTest checked that the chat answers
  await page.getByRole("button", { name: "进入在线客服" }).click();
  await page.waitForURL((url) => url.pathname === "/iframePage");
  const chat = page.frameLocator("[data-testid=embedded-frame]");
  await chat.locator("[data-testid=kefu-list][data-feed=stream]").waitFor();
  await chat.getByPlaceholder("请输入消息").fill("充值没有到账，请帮忙看看");
  await chat.getByRole("button", { name: "发送" }).click();
  await chat.getByText("正在为您接入客服，请稍候…").waitFor();
  await screenshot(page, "67-kefu-sent");
  const readsBefore = historyReads();
  assert.equal(readsBefore, testerReads + 1, "the chat read its history once, when its stream opened");

  const desk = await consolePage(browser);
  const deskQueueReads: string[] = [];
  desk.on("request", (request) => {
    if (new URL(request.url()).pathname === "/admin/api/kefu/queue") deskQueueReads.push(request.url());
  });
  await openConsolePage(desk, "/service/kefu", "在线客服", "kefu-queue");
  await desk.getByTestId(`kefu-queue-${userName}`).click();
  await desk.getByTestId("kefu-messages").getByText("充值没有到账，请帮忙看看").waitFor();
  // Beside the chat: what the player's app said of itself (GetKFUrl's ClientInfo).
  await desk.getByTestId("kefu-client").getByText(userName).waitFor();
  await desk.getByPlaceholder("输入回复，Enter 发送").fill("您好，已为您查询，款项已到账");
  await desk
    .getByRole("button", { name: "发 送" })
    .or(desk.getByRole("button", { name: "发送" }))
    .click();
  await desk.getByTestId("kefu-messages").getByText("您好，已为您查询，款项已到账").waitFor();
  await screenshot(desk, "admin-kefu-replied");

  await chat.getByText("您好，已为您查询，款项已到账").waitFor({ timeout: 10_000 });
  await chat.getByText("正在为您接入客服，请稍候…").waitFor({ state: "detached" });
  await screenshot(page, "68-kefu-reply-arrived");
  await desk.setViewportSize({ width: 375, height: 667 });
  await desk.getByTestId("kefu-messages").getByText("您好，已为您查询，款项已到账").waitFor();
  await screenshot(desk, "admin-kefu-375");
  await desk.setViewportSize({ width: 1440, height: 900 });
  assert.equal(historyReads(), readsBefore, "the reply was pushed: no history read while waiting");
  assert.ok(chatCalls.includes("/api/Kefu/Events"), "the chat followed its event stream");

  // The desk idles without asking (no polling), then hears of the player's next message at once.
  const idleFrom = deskQueueReads.length;
  await desk.waitForTimeout(3_000);
  assert.equal(deskQueueReads.length, idleFrom, "the desk does not poll the queue");
  await chat.getByPlaceholder("请输入消息").fill("好的，谢谢");
  await chat.getByRole("button", { name: "发送" }).click();
  await desk.getByTestId("kefu-messages").getByText("好的，谢谢").waitFor({ timeout: 5_000 });
  assert.equal(historyReads(), readsBefore, "sending reads no history either");
  await desk.context().close();
});
