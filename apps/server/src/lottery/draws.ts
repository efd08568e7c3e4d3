import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { fairDraw, formatDraw, parseDraw, seedHash } from "@lottery/rules";
import type { Deps } from "../deps.ts";
import type { Db } from "../db/client.ts";
import type { Queryable } from "../db/queryable.ts";
import { randomSeed, seedOfSlot } from "./chains.ts";
import { publishIssueEvent } from "./events.ts";
import { enqueueResultPushes } from "./result-push.ts";
import { figureColumns, type DrawFigures, type ResultFeed } from "./feed.ts";
import { SCHEDULED_GAMES } from "./games.ts";
import { lotteryIssues, type IssueRow } from "./tables.ts";

/**
 * Drawing issues: house games from their committed seed at draw time, official games from the result
 * feed. A house issue missed while the server was down is drawn late with the seed it committed to,
 * so its numbers are exactly those an on-time draw would have given (only `drawn_at` shows the delay).
 */

const HOUSE_CODES = SCHEDULED_GAMES.filter((g) => g.game.kind === "house").map((g) => g.game.code);
const OFFICIAL_CODES = SCHEDULED_GAMES.filter((g) => g.game.kind !== "house").map((g) => g.game.code);
/** At most this many issues are drawn or asked for per tick (a long downtime catches up over a few ticks). */
const PER_TICK = 500;
const FEED_PER_TICK = 50;

/** The canonical writing of a draw for a game (balls zero-padded), or null when the rules refuse it. */
export function canonicalDraw(gameCode: string, numbers: string): string | null {
  const parsed = parseDraw(gameCode, numbers);
  return parsed.ok ? formatDraw(gameCode, parsed.value) : null;
}

/** What a draw writes: the numbers, who produced them, and optionally prizes and the revealed seed. */
export interface DrawRecord {
  numbers: string;
  source: "house" | "feed" | "operator";
  prizesFen?: Record<string, number>;
  /** Announced pool, sales and winners (feed or operator). */
  figures?: DrawFigures;
  seed?: string;
  seedHash?: string;
}

/**
 * Records an issue's numbers once: open/closed → drawn (status guard, so a second writer gets null),
 * and in the same transaction queues the result push for the issue's players (lottery/result-push.ts).
 * An issue still `open` must have been closed by the caller first (its `closed` event published).
 */
export async function recordDraw(
  db: Db,
  issue: IssueRow,
  record: DrawRecord,
  now: Date,
): Promise<IssueRow | null> {
  return db.transaction(async (tx) => {
    const row = await markDrawn(tx, issue, record, now);
    if (row) await enqueueResultPushes(tx, row);
    return row;
  });
}

async function markDrawn(
  db: Queryable,
  issue: IssueRow,
  record: DrawRecord,
  now: Date,
): Promise<IssueRow | null> {
  const [row] = await db
    .update(lotteryIssues)
    .set({
      status: "drawn",
      numbers: record.numbers,
      source: record.source,
      drawnAt: now,
      ...(record.prizesFen && Object.keys(record.prizesFen).length > 0 ? { prizes: record.prizesFen } : {}),
      ...figureColumns(record.figures ?? {}),
      ...(record.seed ? { seed: record.seed } : {}),
      ...(record.seedHash ? { seedHash: record.seedHash } : {}),
    })
    .where(and(eq(lotteryIssues.id, issue.id), inArray(lotteryIssues.status, ["open", "closed"])))
    .returning();
  return row ?? null;
}

/**
 * The seed a house issue reveals: its chain slot's seed; an issue made outside the scheduler without
 * a slot gets a fresh seed (and its hash) at draw time.
 */
export async function revealedSeedOf(
  db: Queryable,
  issue: IssueRow,
): Promise<{ seed: string; seedHash?: string }> {
  if (issue.chainId !== null && issue.chainIndex !== null) {
    return { seed: await seedOfSlot(db, issue.chainId, issue.chainIndex) };
  }
  const seed = randomSeed();
  return { seed, seedHash: seedHash(seed) };
}

/** Draws every house issue whose draw time has come (oldest first); publishes `drawn` for each. */
export async function drawDueHouseIssues(deps: Deps, now: Date): Promise<IssueRow[]> {
  const due = await deps.db
    .select()
    .from(lotteryIssues)
    .where(
      and(
        inArray(lotteryIssues.gameCode, HOUSE_CODES),
        inArray(lotteryIssues.status, ["open", "closed"]),
        lte(lotteryIssues.drawAt, now),
      ),
    )
    .orderBy(asc(lotteryIssues.drawAt))
    .limit(PER_TICK);
  const drawn: IssueRow[] = [];
  for (const issue of due) {
    const revealed = await revealedSeedOf(deps.db, issue);
    const numbers = fairDraw(issue.gameCode, issue.issue, revealed.seed);
    const row = await recordDraw(deps.db, issue, { numbers, source: "house", ...revealed }, now);
    if (!row) continue;
    publishIssueEvent(deps, "drawn", row, now);
    drawn.push(row);
  }
  return drawn;
}

/** Asks the feed for official issues past their draw time and records what it has. */
export async function drawOfficialFromFeed(deps: Deps, now: Date, feed: ResultFeed): Promise<IssueRow[]> {
  const waiting = await deps.db
    .select()
    .from(lotteryIssues)
    .where(
      and(
        inArray(lotteryIssues.gameCode, OFFICIAL_CODES),
        eq(lotteryIssues.status, "closed"),
        lte(lotteryIssues.drawAt, now),
      ),
    )
    .orderBy(asc(lotteryIssues.drawAt))
    .limit(FEED_PER_TICK);
  const drawn: IssueRow[] = [];
  for (const issue of waiting) {
    const result = await feed.resultOf(issue, now);
    const numbers = result ? canonicalDraw(issue.gameCode, result.numbers) : null;
    if (!result || !numbers) {
      if (result)
        deps.log.warn({ game: issue.gameCode, issue: issue.issue }, "result feed sent a malformed draw");
      continue;
    }
    const record: DrawRecord = { numbers, source: "feed" };
    if (result.prizesFen) record.prizesFen = result.prizesFen;
    record.figures = result;
    const row = await recordDraw(deps.db, issue, record, now);
    if (!row) continue;
    publishIssueEvent(deps, "drawn", row, now);
    drawn.push(row);
  }
  return drawn;
}
