import { and, eq, sql } from "drizzle-orm";
import { findGame, nextDraw } from "@lottery/rules";
import { prepared } from "../db/prepared.ts";
import type { Tx } from "../db/queryable.ts";
import { lotteryIssues, type IssueRow } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";
import type { LotteryLimits } from "@lottery/contract";
import { storedSetting } from "../system/settings-store.ts";
import { LOTTERY_LIMITS } from "./risk-limits.ts";

/**
 * The issue a bet names, when it is on sale now (status open, open_at ≤ now < close_at, and for
 * house-drawn games announced by the scheduler, so its seed commitment is public); status 1
 * otherwise (不存在 / 尚未开售 / 已截止销售). The row is share-locked for the rest of the
 * transaction, so a result entered meanwhile (which closes the sale first) waits for the bet to commit
 * and no order slips in behind a settlement.
 */
export async function issueOnSale(tx: Tx, gameCode: string, issue: string, now: Date): Promise<IssueRow> {
  return (await saleOf(tx, gameCode, issue, now)).issue;
}

/**
 * issueOnSale and, read in the same statement, the operators' number-bet risk limits (risk-limits.ts)
 * that a bet on it must keep.
 */
export async function saleOf(
  tx: Tx,
  gameCode: string,
  issue: string,
  now: Date,
): Promise<{ issue: IssueRow; limits: LotteryLimits }> {
  const [found] = await issueWithLimits(tx, { gameCode, issue });
  if (!found) throw refuse("lotteryBets.issueUnknown", issue);
  return { issue: onSale(found.row, now), limits: LOTTERY_LIMITS.schema.parse(found.limits ?? {}) };
}

const issueWithLimits = prepared((q) =>
  q
    .select({ row: lotteryIssues, limits: storedSetting(LOTTERY_LIMITS) })
    .from(lotteryIssues)
    .where(
      and(
        eq(lotteryIssues.gameCode, sql.placeholder("gameCode")),
        eq(lotteryIssues.issue, sql.placeholder("issue")),
      ),
    )
    .for("share", { of: lotteryIssues }),
);

function onSale(row: IssueRow, now: Date): IssueRow {
  const issue = row.issue;
  if (row.status !== "open" || now.getTime() >= row.closeAt.getTime())
    throw refuse("lotteryBets.issueClosed", issue);
  if (now.getTime() < row.openAt.getTime()) throw refuse("lotteryBets.issueNotOpen", issue);
  // A house issue sells only once announced, i.e. once its seed commitment is public (lottery/issues).
  if (findGame(row.gameCode)?.kind === "house" && row.openedAt === null)
    throw refuse("lotteryBets.issueNotOpen", issue);
  return row;
}

/** One issue of a chase as scheduled: its number and when its sale closes. */
export interface ScheduledIssue {
  issue: string;
  closeAt: Date;
}

/**
 * The `count` consecutive issues of a chase starting at the issue on sale, from the rules' schedule
 * (each next issue is the first whose sale closes after the previous one draws). Status 1 when the
 * schedule has fewer issues ahead than asked.
 */
export function chaseSchedule(gameCode: string, first: IssueRow, count: number): ScheduledIssue[] {
  const issues: ScheduledIssue[] = [{ issue: first.issue, closeAt: first.closeAt }];
  let drawAt = first.drawAt;
  while (issues.length < count) {
    const next = nextDraw(gameCode, drawAt);
    if (!next || issues.some((i) => i.issue === next.issue)) throw refuse("lotteryBets.chaseScheduleShort");
    issues.push({ issue: next.issue, closeAt: next.closeAt });
    drawAt = next.drawAt;
  }
  return issues;
}
