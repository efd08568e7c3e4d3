import { and, desc, eq, inArray } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import {
  Msg,
  type AllResultsModels,
  type DrawResult,
  type Paged,
  type ResultDetail,
} from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { countWhere, onePage, type PageParams } from "../db/paging.ts";
import type { Queryable } from "../db/queryable.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { anchorOf } from "./chains.ts";
import { isHouseGame, SCHEDULED_GAMES, type ScheduledGame } from "./games.ts";
import { commitmentPublic } from "./issues.ts";
import { lotteryIssues, type IssueRow } from "./tables.ts";
import { prizeTiersOf } from "./tiers.ts";
import { refuse } from "../domain/refusal.ts";

/** Results read side (lotteryresult/*): drawn issues, newest first. Public, no login. */

/** Statuses whose numbers are known. */
export const DRAWN_STATUSES = ["drawn", "settled"] as const;
const KIND_ORDER = ["number", "official-fast", "house"] as const;

/** A drawn issue as result lists show it. */
export function drawResultOf(game: ScheduledGame, row: IssueRow): DrawResult {
  return {
    gameCode: game.game.code,
    gameName: game.game.name,
    issue: row.issue,
    numbers: row.numbers ?? "",
    drawAt: chinaTimeIso(row.drawAt),
  };
}

/** The newest drawn issue of a game, or null. */
export async function lastDrawOf(db: Queryable, game: ScheduledGame): Promise<IssueRow | null> {
  const [row] = await db
    .select()
    .from(lotteryIssues)
    .where(
      and(eq(lotteryIssues.gameCode, game.game.code), inArray(lotteryIssues.status, [...DRAWN_STATUSES])),
    )
    .orderBy(desc(lotteryIssues.drawAt))
    .limit(1);
  return row ?? null;
}

/** GET lotteryresult/allresult: the newest draw of every listed game, grouped by kind. */
export async function allResults(db: Db): Promise<AllResultsModels> {
  const rows = await db
    .selectDistinctOn([lotteryIssues.gameCode])
    .from(lotteryIssues)
    .where(inArray(lotteryIssues.status, [...DRAWN_STATUSES]))
    .orderBy(lotteryIssues.gameCode, desc(lotteryIssues.drawAt));
  const byCode = new Map(rows.map((r) => [r.gameCode, r]));
  const groups = KIND_ORDER.map((kind) => ({
    kind,
    kindName: Msg.lotteryDraws.kindNames[kind],
    list: SCHEDULED_GAMES.filter(
      (g) => g.game.kind === kind && !g.game.hidden && byCode.has(g.game.code),
    ).map((g) => drawResultOf(g, byCode.get(g.game.code) as IssueRow)),
  }));
  return { groups: groups.filter((g) => g.list.length > 0) };
}

/** GET lotteryresult/list: a game's draws, newest first, paged. */
export async function resultList(
  db: Queryable,
  game: ScheduledGame,
  page: PageParams,
): Promise<Paged<DrawResult>> {
  const where = and(
    eq(lotteryIssues.gameCode, game.game.code),
    inArray(lotteryIssues.status, [...DRAWN_STATUSES]),
  );
  const rows = await onePage(
    db.select().from(lotteryIssues).where(where).orderBy(desc(lotteryIssues.drawAt)).$dynamic(),
    page,
  );
  const total = await countWhere(db, lotteryIssues, where);
  return { list: rows.map((r) => drawResultOf(game, r)), total };
}

/** One issue of a game; status 1 when it does not exist. */
export async function issueOf(db: Queryable, game: ScheduledGame, issue: string): Promise<IssueRow> {
  const [row] = await db
    .select()
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.gameCode, game.game.code), eq(lotteryIssues.issue, issue)));
  if (!row) throw refuse("lotteryDraws.issueNotFound", issue);
  return row;
}

function tiersOf(game: ScheduledGame, row: IssueRow): ResultDetail["tiers"] {
  const announced = row.prizes ?? {};
  return prizeTiersOf(game.game.code).map((t) => {
    const fen = t.floating ? announced[t.tier] : t.fixedFen;
    return {
      tier: t.tier,
      floating: t.floating,
      amount: fen === undefined || fen === null ? null : fenToYuan(fen),
      winners: row.winners?.[t.tier] ?? null,
    };
  });
}

/** Fen as yuan, null kept. */
export const yuanOrNull = (fen: number | null) => (fen === null ? null : fenToYuan(fen));

/**
 * GET lotteryresult/Detail: an issue with its numbers, prize tiers (fixed from the rules, floating
 * from the announced amounts or null) and, for house games, the fairness data: the commitment once
 * the issue has opened, the seed only once drawn, the chain anchor and index.
 */
export async function resultDetail(db: Queryable, game: ScheduledGame, issue: string): Promise<ResultDetail> {
  const row = await issueOf(db, game, issue);
  const drawn = (DRAWN_STATUSES as readonly string[]).includes(row.status);
  const fairness = isHouseGame(game.game)
    ? {
        seedHash: commitmentPublic(row) ? row.seedHash : null,
        seed: drawn ? row.seed : null,
        chainId: row.chainId,
        chainIndex: row.chainIndex,
        anchor: row.chainId === null ? null : await anchorOf(db, row.chainId),
      }
    : null;
  return {
    gameCode: game.game.code,
    gameName: game.game.name,
    issue: row.issue,
    status: row.status,
    numbers: drawn ? row.numbers : null,
    openAt: chinaTimeIso(row.openAt),
    closeAt: chinaTimeIso(row.closeAt),
    drawAt: chinaTimeIso(row.drawAt),
    drawnAt: row.drawnAt ? chinaTimeIso(row.drawnAt) : null,
    source: drawn ? row.source : null,
    tiers: tiersOf(game, row),
    sales: drawn ? yuanOrNull(row.salesFen) : null,
    pool: drawn ? yuanOrNull(row.poolFen) : null,
    fairness,
  };
}
