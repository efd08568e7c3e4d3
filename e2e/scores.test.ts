import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import type { SportsMatchAdminView } from "@lottery/contract";
import { demoFeed } from "../apps/server/src/demo/sports/feed.ts";
import type { MatchRow } from "../apps/server/src/sports/views.ts";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { adminCall, operatorToken } from "./operator.ts";

/**
 * Issue 27 at 375×667 against the real server and its demo feed: a demo match is moved (as an operator
 * may) to a kick-off chosen so that its first goal falls about 40 s from now — the demo's live play is a
 * pure function of kick-off, time and the fixture, so the journey can tell — and /scores, left open,
 * shows 0:0 and then the goal, flashing the row, without a reload. The feed's tick runs every 30 s.
 */
let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

const SEC = 1_000;
const GOAL_WAIT = { timeout: 120_000 };

type Demo = Pick<MatchRow, "gameCode" | "leagueCode" | "homeTeam" | "awayTeam" | "kickoffAt">;
const goalsAt = (match: Demo, at: number) => {
  const live = demoFeed.live!(match as MatchRow, new Date(at));
  return live ? { total: live.score.home + live.score.away, status: live.status } : null;
};

/** A kick-off (whole seconds, in the last 100 minutes) whose first goal falls 40–45 s from `now`. */
function kickoffForGoal(match: Omit<Demo, "kickoffAt">, now: number): Date {
  const base = Math.floor(now / SEC) * SEC;
  for (let back = 60; back < 100 * 60; back += 1) {
    const kickoffAt = new Date(base - back * SEC);
    const before = goalsAt({ ...match, kickoffAt }, now + 40 * SEC);
    const goal = goalsAt({ ...match, kickoffAt }, now + 45 * SEC);
    if (before?.total === 0 && goal?.total === 1 && ["1H", "2H"].includes(before.status)) return kickoffAt;
  }
  throw new Error("no kick-off puts a goal in the window");
}

test("live scores: a demo match's goal reaches /scores without a reload", async () => {
  const operator = await operatorToken();
  const listed = await adminCall<{ list: SportsMatchAdminView[] }>(
    "GET",
    "/sports/matches?gameCode=jczq&status=selling&pageSize=100",
    operator,
  );
  // a demo match a day or more ahead: no journey bets on it
  const later = Date.now() + 24 * 3_600_000;
  const pick = listed.list.find((m) => m.source === "demo" && Date.parse(m.kickoffAt) > later);
  assert.ok(pick, "a demo match on sale");
  const fixture = {
    gameCode: "jczq",
    leagueCode: pick.league.code,
    homeTeam: pick.homeTeam,
    awayTeam: pick.awayTeam,
  };
  const kickoffAt = kickoffForGoal(fixture, Date.now());
  await adminCall("POST", "/sports/match", operator, {
    ...fixture,
    matchId: pick.matchId,
    kickoffAt: kickoffAt.toISOString(),
  });

  const page = await phonePage(browser);
  await page.goto(`${BASE_URL}/scores`);
  const row = page.locator(`[data-match="${pick.matchId}"]`);
  await row.waitFor(GOAL_WAIT);
  const score = row.getByTestId("score-value");
  // the feed's next tick writes the live state: in play, still goalless
  await page.waitForFunction(
    (id) => document.querySelector(`[data-match="${id}"] [data-testid="score-value"]`)?.textContent === "0:0",
    pick.matchId,
    { timeout: 60_000 },
  );
  assert.match(await row.getByTestId("score-state").innerText(), /^\d+\+?'$/);
  await screenshot(page, "scores-01-live");
  const url = page.url();
  // the goal arrives over the event stream and flashes the row
  await page.locator(`[data-match="${pick.matchId}"].sc-flash`).waitFor(GOAL_WAIT);
  assert.match(await score.innerText(), /^(1:0|0:1)$/);
  assert.equal(page.url(), url);
  await screenshot(page, "scores-02-goal");

  // the match page lists the goal among its events
  await row.locator(".sc-open").click();
  await page
    .getByTestId("match-events")
    .getByText(/进球|点球|乌龙球/)
    .first()
    .waitFor();
  await screenshot(page, "scores-03-match");
});
