import { and, asc, eq, gt } from "drizzle-orm";
import type { IssueInfo, LotteryPageInfo } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { closeSecondsOf } from "./close-times.ts";
import { isHouseGame, type ScheduledGame } from "./games.ts";
import { commitmentPublic } from "./issues.ts";
import { drawResultOf, lastDrawOf, yuanOrNull } from "./results.ts";
import { lotteryIssues, type IssueRow } from "./tables.ts";

/** The issue on sale at `now`, else the next one to open (between a close and the next draw), or null. */
export async function currentIssueOf(
  db: Queryable,
  game: ScheduledGame,
  now: Date,
): Promise<IssueRow | null> {
  const [row] = await db
    .select()
    .from(lotteryIssues)
    .where(
      and(
        eq(lotteryIssues.gameCode, game.game.code),
        eq(lotteryIssues.status, "open"),
        gt(lotteryIssues.closeAt, now),
      ),
    )
    .orderBy(asc(lotteryIssues.drawAt))
    .limit(1);
  return row ?? null;
}

function issueInfoOf(game: ScheduledGame, row: IssueRow, now: Date): IssueInfo {
  return {
    issue: row.issue,
    status: row.status,
    onSale:
      row.status === "open" && row.openAt.getTime() <= now.getTime() && now.getTime() < row.closeAt.getTime(),
    openAt: chinaTimeIso(row.openAt),
    closeAt: chinaTimeIso(row.closeAt),
    drawAt: chinaTimeIso(row.drawAt),
    seedHash: isHouseGame(game.game) && commitmentPublic(row) ? row.seedHash : null,
  };
}

/** What a game's betting page shows that only events change (until its current issue closes). */
export interface PageInfoParts {
  current: IssueRow | null;
  last: IssueRow | null;
  closeSeconds: number;
}

/** The page's rows as of `now`: the current issue, the last draw, the close seconds. */
export async function pageInfoParts(db: Queryable, game: ScheduledGame, now: Date): Promise<PageInfoParts> {
  return {
    current: await currentIssueOf(db, game, now),
    last: await lastDrawOf(db, game),
    closeSeconds: await closeSecondsOf(db, game),
  };
}

/**
 * GET sitemsg/AppLotteryPageInfo: what a game's betting page needs — the current issue with its
 * close and draw time (and seed commitment for house games), the server time for the countdown, the
 * last draw, and the game's limits. The parts come from the database (or the read cache); the time
 * (server time, on sale) is `now`'s.
 */
export function pageInfoAt(game: ScheduledGame, parts: PageInfoParts, now: Date): LotteryPageInfo {
  const { current, last, closeSeconds } = parts;
  return {
    gameCode: game.game.code,
    gameName: game.game.name,
    kind: game.game.kind,
    serverTime: chinaTimeIso(now),
    current: current ? issueInfoOf(game, current, now) : null,
    last: last ? drawResultOf(game, last) : null,
    maxBeishu: game.game.maxBeishu,
    maxQishu: game.game.maxQishu ?? null,
    closeBeforeDrawSeconds: closeSeconds,
    houseDrawn: isHouseGame(game.game),
    pool: last ? yuanOrNull(last.poolFen) : null,
  };
}

/** The page info read straight from the database. */
export async function lotteryPageInfo(
  db: Queryable,
  game: ScheduledGame,
  now: Date,
): Promise<LotteryPageInfo> {
  return pageInfoAt(game, await pageInfoParts(db, game, now), now);
}
