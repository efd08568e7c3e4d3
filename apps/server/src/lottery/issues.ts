import { and, eq, isNull, lte, gt, max, sql } from "drizzle-orm";
import type { Deps } from "../deps.ts";
import type { Queryable } from "../db/queryable.ts";
import { takeChainSlots } from "./chains.ts";
import { publishIssueEvent } from "./events.ts";
import { isHouseGame, SCHEDULED_GAMES, type ScheduledGame } from "./games.ts";
import { upcomingDraws, type ExistingIssues, type PlannedDraw } from "./schedule.ts";
import { lotteryIssues, type IssueRow } from "./tables.ts";

/**
 * Issue life cycle steps of the scheduler: create ahead, open (announce), close sale. Only the leader
 * runs them (jobs/leader.ts); each is a guarded UPDATE, so a repeat does nothing twice.
 *
 * Issues are created from the first one still on sale when the scheduler first runs: draws that fell
 * before the server's first start, or inside a downtime, are never created (nobody could bet on them).
 * An issue's sale opens when the previous issue of the game draws (open_at = its draw_at, the first
 * ever at creation), so a house issue's commitment — the previous issue's seed — is public by then.
 */

type NewIssue = typeof lotteryIssues.$inferInsert;

interface LatestIssues extends ExistingIssues {
  lastDrawAt: Date;
  /** Whether the latest issue is drawn already (early, by a forced result): the next opens at once. */
  lastDrawn: boolean;
}

/** Per game: the latest issue's draw instant and state, and how many issues still sell at `now`. */
async function latestIssues(tx: Queryable, now: Date): Promise<Map<string, LatestIssues>> {
  const rows = await tx
    .select({
      gameCode: lotteryIssues.gameCode,
      last: max(lotteryIssues.drawAt),
      selling: sql<number>`count(*) filter (where ${lotteryIssues.status} = 'open' and ${lotteryIssues.closeAt} > ${now.toISOString()}::timestamptz)`,
      lastUndrawn: sql<
        Date | string | null
      >`max(${lotteryIssues.drawAt}) filter (where ${lotteryIssues.status} in ('open', 'closed'))`,
    })
    .from(lotteryIssues)
    .groupBy(lotteryIssues.gameCode);
  return new Map(
    rows
      .filter((r) => r.last)
      .map((r) => {
        const lastDrawAt = new Date(r.last as Date);
        const undrawn = r.lastUndrawn === null ? null : new Date(r.lastUndrawn);
        const lastDrawn = undrawn === null || undrawn.getTime() < lastDrawAt.getTime();
        return [r.gameCode, { lastDrawAt, selling: Number(r.selling), lastDrawn }];
      }),
  );
}

function rowsOf(game: ScheduledGame, plans: PlannedDraw[], firstOpenAt: Date): NewIssue[] {
  let openAt = firstOpenAt;
  return plans.map((plan) => {
    const row: NewIssue = {
      gameCode: game.game.code,
      issue: plan.issue,
      openAt: openAt.getTime() <= plan.closeAt.getTime() ? openAt : plan.closeAt,
      closeAt: plan.closeAt,
      drawAt: plan.drawAt,
      status: "open",
    };
    openAt = plan.drawAt;
    return row;
  });
}

async function createFor(deps: Deps, game: ScheduledGame, plans: PlannedDraw[], openAt: Date, now: Date) {
  await deps.db.transaction(async (tx) => {
    const rows = rowsOf(game, plans, openAt);
    if (isHouseGame(game.game)) {
      const slots = await takeChainSlots(tx, game.game.code, rows.length, now);
      rows.forEach((row, i) => Object.assign(row, slots[i]));
      await tx.insert(lotteryIssues).values(rows);
    } else {
      await tx.insert(lotteryIssues).values(rows).onConflictDoNothing();
    }
  });
}

/**
 * Creates the issues each scheduled game needs ahead (fast games about the next hour, weekly games the
 * next two draws) after its latest existing issue, with the operator's close times. Returns how many.
 */
export async function ensureIssuesAhead(
  deps: Deps,
  now: Date,
  closeSeconds: Map<string, number>,
): Promise<number> {
  const latest = await latestIssues(deps.db, now);
  let created = 0;
  for (const game of SCHEDULED_GAMES) {
    const last = latest.get(game.game.code);
    const seconds = closeSeconds.get(game.game.code) ?? game.details.closeBeforeDrawSeconds;
    const plans = upcomingDraws(game, now, seconds, last);
    if (plans.length === 0) continue;
    const openAt = !last || last.lastDrawn ? now : last.lastDrawAt;
    await createFor(deps, game, plans, openAt, now);
    created += plans.length;
  }
  return created;
}

/** Ends the sale of every open issue whose close time has come; publishes `closed` for each. */
export async function closeDueIssues(deps: Deps, now: Date): Promise<IssueRow[]> {
  const closed = await deps.db
    .update(lotteryIssues)
    .set({ status: "closed" })
    .where(and(eq(lotteryIssues.status, "open"), lte(lotteryIssues.closeAt, now)))
    .returning();
  for (const row of closed) publishIssueEvent(deps, "closed", row, now);
  return closed;
}

/**
 * Announces the issues whose sale has opened (`opened` event). A house issue waits until the
 * previous slot of its seed chain is revealed, so its published commitment never exposes an undrawn
 * seed.
 */
export async function openDueIssues(deps: Deps, now: Date): Promise<IssueRow[]> {
  const opened = await deps.db
    .update(lotteryIssues)
    .set({ openedAt: now })
    .where(
      and(
        eq(lotteryIssues.status, "open"),
        isNull(lotteryIssues.openedAt),
        lte(lotteryIssues.openAt, now),
        gt(lotteryIssues.closeAt, now),
        sql`not exists (select 1 from ${lotteryIssues} as p
                         where ${lotteryIssues.chainId} is not null
                           and p.chain_id = ${lotteryIssues.chainId}
                           and p.chain_index = ${lotteryIssues.chainIndex} - 1
                           and p.seed is null)`,
      ),
    )
    .returning();
  opened.sort((a, b) => a.drawAt.getTime() - b.drawAt.getTime());
  for (const row of opened) publishIssueEvent(deps, "opened", row, now);
  return opened;
}

/** Whether an issue's seed commitment may be shown: the issue has opened (or moved past open). */
export function commitmentPublic(issue: IssueRow): boolean {
  return issue.status !== "open" || issue.openedAt !== null;
}
