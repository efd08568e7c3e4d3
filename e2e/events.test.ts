import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import type { EventConsoleRow, SportsMatchAdminView } from "@lottery/contract";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { consolePage, openConsolePage } from "./admin.ts";
import { register } from "./journeys.ts";
import { adminCall, enterMatchResult, operatorToken } from "./operator.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

const HOUR = 3_600_000;

/** Reloads `url` until `text` shows (the leader's job runs every few seconds). */
async function reloadUntil(page: Page, url: string, text: string, what: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    await page.goto(url);
    try {
      await page.getByText(text, { exact: false }).first().waitFor({ timeout: 2000 });
      return;
    } catch {
      assert.ok(attempt < 30, `${what} within a minute`);
    }
  }
}

test("a player predicts a match of the 欧冠 event, scores after the result, tops the board and gets the prize", async () => {
  const operator = await operatorToken();
  const stamp = Date.now().toString().slice(-5);
  const match = await adminCall<SportsMatchAdminView>("POST", "/sports/match", operator, {
    gameCode: "jczq",
    leagueCode: "OGB",
    homeTeam: `欧冠主${stamp}`,
    awayTeam: `欧冠客${stamp}`,
    kickoffAt: new Date(Date.now() + 3 * HOUR).toISOString(),
    lines: { BRQSPF: -1 },
    odds: { SPF: { "3": 1.85, "1": 3.2, "0": 4.1 } },
  });
  const terms = {
    kind: "ogb",
    title: `欧冠预测${stamp}`,
    rules: "欧冠比赛免费预测",
    startAt: new Date(Date.now() - 24 * HOUR).toISOString(),
    leagues: ["OGB"],
    prizes: [{ from: 1, to: 1, points: 500, packet: 5 }],
  };
  const event = await adminCall<EventConsoleRow>("POST", "/events", operator, {
    ...terms,
    endAt: new Date(Date.now() + 24 * HOUR).toISOString(),
  });

  const page = await phonePage(browser);
  await register(page, `ev${stamp}x`, "event1234");
  const eventUrl = `${BASE_URL}/OgbEventPage?id=${event.eventId}`;
  await page.goto(eventUrl);
  await page.getByText(`欧冠预测${stamp}`).first().waitFor();
  const card = page.locator(`[data-match="${match.matchId}"]`);
  await card.getByRole("button", { name: "主胜" }).click();
  await card.getByRole("button", { name: "添加比分" }).click();
  await card.getByRole("button", { name: "提交预测" }).click();
  await card.getByText("我的预测：主胜（1:0）").waitFor();
  await screenshot(page, "event-ogb-predicted");

  // The operator enters the result (1:0); the leader settles: 3 for the result + 5 for the score.
  await enterMatchResult(operator, match, { halfScore: "0:0", fullScore: "1:0" });
  await reloadUntil(page, eventUrl, "得分 8", "the prediction is settled");
  await screenshot(page, "event-ogb-scored");

  await page.goto(`${BASE_URL}/OgbRank?id=${event.eventId}`);
  await page.getByTestId("event-mine").getByText("我：第1名，8分", { exact: false }).waitFor();
  await page.getByText("500积分+5元红包", { exact: false }).first().waitFor();
  await screenshot(page, "event-ogb-rank");

  // The operator ends the event now; the leader pays the rank prize once.
  await adminCall("POST", "/events", operator, {
    ...terms,
    eventId: event.eventId,
    endAt: new Date(Date.now() - 1000).toISOString(),
  });
  await reloadUntil(page, `${BASE_URL}/OgbRank?id=${event.eventId}`, "奖励已派发", "the prize is paid");
  await screenshot(page, "event-ogb-paid");
  await page.goto(`${BASE_URL}/Ssjc`);
  await page.getByText("我的积分 500").waitFor();

  const console = await consolePage(browser);
  await openConsolePage(console, "/ssjc/events", "竞猜活动");
  await console.getByText(`欧冠预测${stamp}`).first().waitFor();
  await console.getByText("已派奖（1/1）").first().waitFor();
  await screenshot(console, "admin-ssjc-events");
  await console.close();
});
