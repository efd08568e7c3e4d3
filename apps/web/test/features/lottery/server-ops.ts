import type { AddressInfo } from "node:net";
import { operatorCall, type TestClock, type TestServer } from "@lottery/server/test/helpers.ts";
import { drawAndSettle, issueRow, passDraw } from "@lottery/server/test/lottery-orders-fixtures.ts";
import { lotteryPageInfoAt, runLotterySchedulerAt } from "@lottery/server/test/page-test-fixtures.ts";

/**
 * Test-only set-up of every lottery page test, run inside the real server's worker (test/real-server.ts
 * `ops`): the server's own scheduler opens, closes and draws issues at the test clock's time, and the
 * operator's result entry draws an issue with chosen numbers.
 */

interface Ctx {
  server: TestServer;
  clock: TestClock;
  operator: string;
}

const MINUTE = 60_000;
const TWO_HOURS = 2 * 3_600_000;

/** The game's page info at the test clock's time, as the server computes it. */
async function pageInfoNow(ctx: Ctx, gameCode: string) {
  return lotteryPageInfoAt(ctx.server, gameCode, ctx.clock.now());
}

/**
 * Runs the lottery scheduler until `gameCode` has an issue on sale: an official number game stops
 * selling between its close and its draw, so the clock moves on two hours at a time (at most a day).
 * Answers the issue on sale (at once when one already is).
 */
export async function openSale(ctx: Ctx, gameCode: string): Promise<string> {
  for (let step = 0; step < 12; step += 1) {
    await runLotterySchedulerAt(ctx.server, ctx.clock.now());
    const info = await pageInfoNow(ctx, gameCode);
    if (info.current?.onSale) return info.current.issue;
    ctx.clock.advance(TWO_HOURS);
  }
  throw new Error(`${gameCode} has no issue on sale`);
}

/**
 * Moves the clock 5 s into the next minute and runs the scheduler, so a one-minute house game has an
 * issue on sale with 45 s left; answers that issue and when it closes and draws (ISO, China time).
 */
export async function openFastSale(ctx: Ctx, gameCode: string) {
  const now = ctx.clock.now().getTime();
  ctx.clock.advance(Math.ceil(now / MINUTE) * MINUTE + 5_000 - now);
  await runLotterySchedulerAt(ctx.server, ctx.clock.now());
  const info = await pageInfoNow(ctx, gameCode);
  if (!info.current?.onSale) throw new Error(`${gameCode} has no issue on sale`);
  return { issue: info.current.issue, closeAt: info.current.closeAt, drawAt: info.current.drawAt };
}

/**
 * Moves the clock just past the draw time of the game's issue on sale and runs the scheduler: the
 * sale closes, the house draws it from its committed seed, the next issue opens and the drawn issue
 * settles, each announced on the event bus. Answers the drawn issue and its numbers.
 */
export async function drawCurrentIssue(ctx: Ctx, gameCode: string) {
  const before = await pageInfoNow(ctx, gameCode);
  if (!before.current) throw new Error(`${gameCode} has no current issue`);
  ctx.clock.advance(Date.parse(before.current.drawAt) - ctx.clock.now().getTime() + 1_000);
  await runLotterySchedulerAt(ctx.server, ctx.clock.now());
  const after = await pageInfoNow(ctx, gameCode);
  if (after.last?.issue !== before.current.issue) throw new Error(`${before.current.issue} was not drawn`);
  return { issue: after.last.issue, numbers: after.last.numbers, next: after.current?.issue ?? null };
}

/**
 * Draws the game's issue on sale with `numbers` (and `prizes`: yuan per floating tier) through the
 * operator's result entry, which settles its orders (the server needs ALLOW_FORCED_DRAWS=1: the sale
 * is closed first). With `reopen` the clock then moves past its draw time and the next issue opens,
 * placing the chase orders due on it (a scheduler tick after a long move also draws the house issues
 * it passed: leave it out when no next issue is needed). Answers the drawn issue, its stored numbers
 * and the issue on sale after (null without `reopen`).
 */
export async function enterDraw(
  ctx: Ctx,
  gameCode: string,
  numbers: string,
  options: { prizes?: Record<string, number>; reopen?: boolean } = {},
) {
  const issue = await openSale(ctx, gameCode);
  const row = await issueRow(ctx, gameCode, issue);
  const drawn = await drawAndSettle(ctx, row, numbers, options.prizes);
  if (options.reopen === false) return { issue, numbers: drawn.numbers ?? "", next: null };
  passDraw(ctx, drawn);
  return { issue, numbers: drawn.numbers ?? "", next: await openSale(ctx, gameCode) };
}

/**
 * Announces a drawn issue's figures (奖池, 本期销量 in yuan, winners per tier) through the operator's
 * result entry, as an operator does after the official announcement.
 */
export async function announceFigures(
  ctx: Ctx,
  gameCode: string,
  issue: string,
  figures: { pool?: number; sales?: number; winners?: Record<string, number> },
) {
  const answer = await operatorCall(ctx.server.app, ctx.operator, "POST", "/lottery/result", {
    gameCode,
    issue,
    ...figures,
  });
  if (answer.status !== 0) throw new Error(`result entry refused: ${answer.status} ${answer.msg}`);
}

/** The server's local HTTP address (for the event stream, which the page opens itself). */
export function serverBase(ctx: Ctx): string {
  const address = ctx.server.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}
