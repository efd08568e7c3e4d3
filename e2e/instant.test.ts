import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { confirmDialog, rechargeThroughCashier, register } from "./journeys.ts";
import { adminCall, grantPoints, operatorToken } from "./operator.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

/** Rubs the scratch card's coating in a zigzag over most of its area. */
async function rub(page: Page): Promise<void> {
  const box = await page.getByTestId("scratch-canvas").boundingBox();
  assert.ok(box, "the coating is on the page");
  const rows = 7;
  await page.mouse.move(box.x + 4, box.y + 4);
  await page.mouse.down();
  for (let row = 0; row <= rows; row += 1) {
    const y = box.y + 4 + ((box.height - 8) * row) / rows;
    const x = row % 2 === 0 ? box.x + box.width - 4 : box.x + 4;
    await page.mouse.move(x, y, { steps: 12 });
  }
  await page.mouse.up();
}

test("a player buys and scratches a card, spins the slot with points and verifies the spin", async () => {
  const page = await phonePage(browser);
  const userName = `ig${Date.now().toString().slice(-8)}`;
  await register(page, userName, "instant123");
  await rechargeThroughCashier(page, "20");

  const operator = await operatorToken();
  const name = `好运${Date.now().toString().slice(-4)}`;
  await adminCall("POST", "/instant/scratch-batches", operator, {
    name,
    price: 2,
    cardCount: 100,
    tiers: [
      { prize: 50, count: 1 },
      { prize: 5, count: 10 },
      { prize: 2, count: 20 },
    ],
  });

  await page.goto(`${BASE_URL}/ScratchLobby`);
  const product = page.getByTestId("scratch-product").filter({ hasText: name });
  await product.getByText("头奖剩余 1张").waitFor();
  await product.getByText("返奖率 70%").waitFor();
  await screenshot(page, "90-scratch-lobby");
  await product.getByRole("button", { name: "购买一张" }).click();
  await confirmDialog(page);
  await page.waitForURL((url) => url.pathname === "/Scratch" && url.searchParams.has("cardId"));
  await page.getByTestId("scratch-canvas").waitFor();
  await page.getByText("确认花费2元", { exact: false }).waitFor({ state: "detached" });
  await page.waitForTimeout(500); // the page slides in
  await screenshot(page, "91-scratch-card");
  await rub(page);
  await page.getByRole("button", { name: "一键刮开" }).waitFor({ state: "detached" });
  const prizeText = (await page.getByTestId("scratch-prize").innerText()).trim();
  assert.match(prizeText, /恭喜中奖|谢谢参与/);
  await screenshot(page, "92-scratch-revealed");

  // Points come from an operator grant (written to the audit log); the slot never touches cash.
  await grantPoints(operator, userName, 50, "e2e-slot");

  await page.goto(`${BASE_URL}/SlotMachine`);
  await page.getByText("我的积分 50").waitFor();
  await page.getByText("积分返还率 90.88%（不含红包）").waitFor();
  await screenshot(page, "93-slot-machine");
  await page.getByRole("button", { name: "开始" }).click();
  const result = page.getByTestId("slot-result");
  await page.waitForFunction(() => {
    const text = document.querySelector('[data-testid="slot-result"]')?.textContent ?? "";
    return text.length > 0 && !text.includes("转动中");
  });
  const won = /赢得(\d+)积分/.exec(await result.innerText());
  await page.getByText(`我的积分 ${40 + Number(won?.[1] ?? 0)}`).waitFor();
  assert.equal(await page.getByRole("button", { name: "开始" }).isEnabled(), true);
  await screenshot(page, "94-slot-spun");

  await page.goto(`${BASE_URL}/betRecordSmallGame`);
  await page.getByText("投注10积分", { exact: false }).first().click();
  await page.waitForURL((url) => url.pathname === "/fairVerify" && url.searchParams.get("game") === "slot");
  await page.getByText("该局的服务端种子尚未公开，更换种子后即可复算").waitFor();
  await page.getByRole("button", { name: "更换种子并公开" }).click();
  await confirmDialog(page);
  await page.getByText("该局的服务端种子尚未公开，更换种子后即可复算").waitFor({ state: "detached" });
  await page.getByRole("button", { name: "复算" }).click();
  await page.getByText("种子哈希与承诺一致").waitFor();
  await page.getByText("与实际结果一致").waitFor();
  await page.getByText("已公开原服务端种子").waitFor({ state: "detached" });
  await screenshot(page, "95-fair-verify");
  await page.goto(`${BASE_URL}/betRecordSmallGame`);
  await page.getByText("投注10积分", { exact: false }).first().waitFor();
  await screenshot(page, "96-small-game-records");
});

test("a player smashes a golden egg with points and finds it in /betRecordDGG", async () => {
  const page = await phonePage(browser);
  const userName = `eg${Date.now().toString().slice(-8)}`;
  await register(page, userName, "instant123");
  const operator = await operatorToken();
  await grantPoints(operator, userName, 30, "e2e-egg");

  // 全部 lists the small games and match guessing under 小游戏.
  await page.goto(`${BASE_URL}/menuCenter`);
  await page.getByText("小游戏").waitFor();
  await page.getByRole("button", { name: "赛事竞猜" }).waitFor();
  await screenshot(page, "97-menu-small-games");
  await page.getByRole("button", { name: "砸金蛋" }).click();
  await page.waitForURL((url) => url.pathname === "/GoldenEgg");
  await page.getByText("我的积分 30").waitFor();
  await page.getByText("积分返还率 86%（不含红包）").waitFor();
  await page.getByText("金蛋大奖").waitFor();
  await page.getByRole("button", { name: "3号金蛋" }).click();
  assert.equal(await page.getByRole("button", { name: "3号金蛋" }).getAttribute("aria-pressed"), "true");
  await screenshot(page, "97-golden-egg-picked");
  await page.getByRole("button", { name: "砸蛋" }).click();
  await page.waitForFunction(() => {
    const text = document.querySelector('[data-testid="egg-result"]')?.textContent ?? "";
    return /赢得|未中奖/.test(text);
  });
  const won = /赢得(\d+)积分/.exec(await page.getByTestId("egg-result").innerText());
  await page.getByText(`我的积分 ${20 + Number(won?.[1] ?? 0)}`).waitFor();
  await screenshot(page, "98-golden-egg-smashed");

  await page.goto(`${BASE_URL}/betRecordDGG`);
  await page.getByText("砸金蛋记录").first().waitFor();
  const row = page.getByText("第3个金蛋", { exact: false }).first();
  await row.waitFor();
  await page.getByText("砸金蛋 · 投注10积分").waitFor();
  await screenshot(page, "99-bet-record-dgg");
  await row.click();
  await page.waitForURL((url) => url.pathname === "/fairVerify" && url.searchParams.get("game") === "egg");
  await page.getByText("该局的服务端种子尚未公开，更换种子后即可复算").waitFor();
});
