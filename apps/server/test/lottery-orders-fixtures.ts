import { eq } from "drizzle-orm";
import { nextDraw, yuanToFen } from "@lottery/rules";
import { Msg, type BetSzcModels, type Envelope } from "@lottery/contract";
import type { TestPlayer } from "./cards-fixtures.ts";
import { operatorCall, useTestClock, type TestClock } from "./helpers.ts";
import { issueRow as issueRowIn } from "./lottery-fixtures.ts";
import { newRequestId, playerCall, startMoneyServer, type MoneyServer } from "./money-helpers.ts";
import { settleDrawnIssue } from "../src/lottery/settlement.ts";
import { lotteryIssues, type IssueRow } from "../src/lottery/tables.ts";

/** Issues, bets and draws the lottery order tests share (bets, settlement, chases, records). */

export interface LotteryServer extends MoneyServer {
  clock: TestClock;
}

/**
 * A money server with forced draws allowed and a hand-moved clock starting 5 s into the next minute,
 * so a one-minute game's issue has 45 s of sale left however long the test's set-up takes.
 */
export async function startLotteryServer(env: Record<string, string> = {}): Promise<LotteryServer> {
  const money = await startMoneyServer({ ALLOW_FORCED_DRAWS: "1", ...env });
  return { ...money, clock: useTestClock(money.server, testClockStart(Date.now())) };
}

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;
/** A file's clock moves on by at most this much (draws passed, deadlines crossed). */
const FILE_CLOCK_SPAN_MS = 30 * 60_000;

/**
 * The test clock's start: the next whole minute and 5 s, or, when a file's span from there would cross
 * China midnight (so "today" would change under its sums), five minutes after that midnight.
 */
export function testClockStart(nowMs: number): Date {
  const start = Math.floor(nowMs / 60_000) * 60_000 + 65_000;
  const chinaMs = start + CHINA_OFFSET_MS;
  const nextMidnight = chinaMs - (chinaMs % DAY_MS) + DAY_MS - CHINA_OFFSET_MS;
  return new Date(start + FILE_CLOCK_SPAN_MS < nextMidnight ? start : nextMidnight + 5 * 60_000);
}

/**
 * The issue of `gameCode` on sale at the test clock's time (the rules' schedule), created open when
 * the scheduler has not made it (its sale opened a minute ago).
 */
export async function openIssue(ctx: LotteryServer, gameCode: string): Promise<IssueRow> {
  const now = ctx.clock.now();
  const draw = nextDraw(gameCode, now);
  if (!draw) throw new Error(`${gameCode} has no scheduled draw`);
  const db = ctx.server.database.db;
  await db
    .insert(lotteryIssues)
    .values({
      gameCode,
      issue: draw.issue,
      openAt: new Date(now.getTime() - 60_000),
      openedAt: new Date(now.getTime() - 60_000),
      closeAt: draw.closeAt,
      drawAt: draw.drawAt,
      status: "open",
    })
    .onConflictDoNothing();
  return issueRow(ctx, gameCode, draw.issue);
}

/** The issue's row as it stands. */
export function issueRow(ctx: LotteryServer, gameCode: string, issue: string): Promise<IssueRow> {
  return issueRowIn(ctx.server.database.db, gameCode, issue);
}

/** Moves the test clock just past an issue's draw time (its sale is over). */
export function passDraw(ctx: LotteryServer, issue: IssueRow): void {
  const ms = issue.drawAt.getTime() - ctx.clock.now().getTime() + 1000;
  if (ms > 0) ctx.clock.advance(ms);
}

/**
 * Enters an issue's result and settles it: through the operator call `POST /admin/api/lottery/result`
 * when the server has it (ALLOW_FORCED_DRAWS=1), else by marking the row drawn as that call would;
 * then runs the settlement (again: it is idempotent). `prizes` in yuan per floating tier.
 */
export async function drawAndSettle(
  ctx: LotteryServer,
  issue: IssueRow,
  numbers: string,
  prizes?: Record<string, number>,
): Promise<IssueRow> {
  const answer = await operatorCall(ctx.server.app, ctx.operator, "POST", "/lottery/result", {
    gameCode: issue.gameCode,
    issue: issue.issue,
    numbers,
    ...(prizes ? { prizes } : {}),
  });
  if (answer.status === 1 && answer.msg === Msg.notFound) await markDrawn(ctx, issue, numbers, prizes);
  else if (answer.status !== 0) throw new Error(`result entry refused: ${answer.status} ${answer.msg}`);
  const row = await issueRow(ctx, issue.gameCode, issue.issue);
  await settleDrawnIssue(ctx.server.app.deps, row);
  return issueRow(ctx, issue.gameCode, issue.issue);
}

async function markDrawn(
  ctx: LotteryServer,
  issue: IssueRow,
  numbers: string,
  prizes?: Record<string, number>,
) {
  const current = await issueRow(ctx, issue.gameCode, issue.issue);
  const prizesFen = Object.fromEntries(
    Object.entries({ ...(prizes ?? {}) }).map(([tier, yuan]) => [tier, yuanToFen(yuan) ?? 0]),
  );
  await ctx.server.database.db
    .update(lotteryIssues)
    .set({
      status: current.status === "settled" ? "settled" : "drawn",
      numbers,
      source: "operator",
      prizes: { ...(current.prizes ?? {}), ...prizesFen },
      drawnAt: current.drawnAt ?? ctx.clock.now(),
    })
    .where(eq(lotteryIssues.id, issue.id));
}

/** POST lottery/bet_szc for the issue with a fresh requestId unless given; answers the envelope. */
export function bet(
  ctx: LotteryServer,
  player: TestPlayer,
  issue: Pick<IssueRow, "gameCode" | "issue">,
  params: Record<string, string | number>,
): Promise<Envelope<BetSzcModels>> {
  return playerCall<BetSzcModels>(ctx.server.app, player, "POST", "lottery/bet_szc", {
    gameCode: issue.gameCode,
    issue: issue.issue,
    multiple: 1,
    requestId: newRequestId(),
    ...params,
  });
}
