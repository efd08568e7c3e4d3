import type { Db } from "../db/client.ts";
import type { PageParams } from "../db/paging.ts";
import type { CachedRead } from "../events/cached-read.ts";
import type { ScheduledGame } from "./games.ts";
import { omissionTable } from "./omission.ts";
import { pageInfoParts, type PageInfoParts } from "./page-info.ts";
import { allResults, resultDetail, resultList } from "./results.ts";

/**
 * The public lottery reads kept in the read cache (events/cached-read.ts) and the events that clear
 * them. Issue rows change only with an event: opened (the commitment shows), closed, drawn (numbers,
 * the next sale opens), settled, or an operator's announced figures (`changed:figures`).
 */

const ISSUE_CHANGES = ["opened", "closed", "drawn", "settled", "changed:figures"] as const;
const gameOf = (p: { game: ScheduledGame }) => p.game.game.code;

/**
 * AppLotteryPageInfo's rows; its current issue stops being current at its close (or, with no issue
 * on sale or next, is not kept: issues created ahead announce nothing until they open).
 */
export const pageInfoRead = (db: Db): CachedRead<{ game: ScheduledGame }, PageInfoParts> => ({
  name: "lottery.pageInfo",
  clearOn: [...ISSUE_CHANGES, "changed:closeTimes"],
  key: gameOf,
  game: gameOf,
  expiresAt: (parts) => parts.current?.closeAt.getTime() ?? 0,
  // A timed read: the cache always gives its load the request's time.
  load: ({ game }, now) => pageInfoParts(db, game, now as Date),
});

type ListParams = { game: ScheduledGame } & PageParams;

export const resultListRead = (db: Db): CachedRead<ListParams, Awaited<ReturnType<typeof resultList>>> => ({
  name: "lottery.resultList",
  clearOn: ["drawn"],
  key: (p) => `${gameOf(p)}:${p.pageIndex}:${p.pageSize}`,
  game: gameOf,
  load: (p) => resultList(db, p.game, p),
});

export const allResultsRead = (db: Db): CachedRead<void, Awaited<ReturnType<typeof allResults>>> => ({
  name: "lottery.allResults",
  clearOn: ["drawn"],
  key: () => "",
  load: () => allResults(db),
});

type IssueParams = { game: ScheduledGame; issue: string };

export const resultDetailRead = (
  db: Db,
): CachedRead<IssueParams, Awaited<ReturnType<typeof resultDetail>>> => ({
  name: "lottery.resultDetail",
  clearOn: ISSUE_CHANGES,
  key: (p) => `${gameOf(p)}:${p.issue}`,
  game: gameOf,
  load: (p) => resultDetail(db, p.game, p.issue),
});

type OmissionParams = { game: ScheduledGame; count: number };

export const omissionRead = (
  db: Db,
): CachedRead<OmissionParams, Awaited<ReturnType<typeof omissionTable>>> => ({
  name: "lottery.omission",
  clearOn: ["drawn"],
  key: (p) => `${gameOf(p)}:${p.count}`,
  game: gameOf,
  load: (p) => omissionTable(db, p.game, p.count),
});
