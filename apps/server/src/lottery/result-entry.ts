import { and, eq, sql } from "drizzle-orm";
import { fenToYuan, yuanToFen } from "@lottery/rules";
import { Msg, type ResultEntryModels, type ResultEntryParams } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { canonicalDraw, recordDraw, revealedSeedOf } from "./draws.ts";
import { publishIssueEvent } from "./events.ts";
import { publishChange } from "../events/cached-read.ts";
import { isHouseGame, requireScheduledGame, type ScheduledGame } from "./games.ts";
import { issueOf, yuanOrNull } from "./results.ts";
import { figureColumns, type DrawFigures } from "./feed.ts";
import { settleDrawnIssue } from "./settlement.ts";
import { lotteryIssues, type IssueRow } from "./tables.ts";
import { floatingTiersOf, prizeTiersOf } from "./tiers.ts";
import { refuse } from "../domain/refusal.ts";
import { resolveSchemesOfIssue } from "../together/resolve.ts";

/**
 * Operator result entry (POST /admin/api/lottery/result, API.md §7): the numbers of an official
 * issue past its draw time, and/or the per-bet amounts of its floating tiers (which may follow in a
 * second call and let waiting settlement finish). House-drawn games, and issues still on sale (closed
 * first) or before their draw time, only under ALLOW_FORCED_DRAWS=1. Pool, sales and winners per tier
 * (announced figures, shown only) may come with the numbers or later, and a later call corrects them. Entered numbers publish `drawn`;
 * settlement then runs at once (and again each scheduler tick until the issue is settled).
 */

const badParam = (field: string, detail: string) => refuse("badParam", field, detail);

function checkedNumbers(game: ScheduledGame, numbers: string | undefined): string | undefined {
  if (numbers === undefined) return undefined;
  const canonical = canonicalDraw(game.game.code, numbers);
  if (!canonical) throw badParam("numbers", Msg.lotteryDraws.badNumbers);
  return canonical;
}

function checkedPrizes(
  game: ScheduledGame,
  prizes: Record<string, string> | undefined,
): Record<string, number> {
  const floating = floatingTiersOf(game.game.code);
  const fen: Record<string, number> = {};
  for (const [tier, yuan] of Object.entries(prizes ?? {})) {
    if (!floating.includes(tier)) throw badParam(`prizes.${tier}`, Msg.lotteryDraws.notFloatingTier(tier));
    const amount = yuanToFen(yuan);
    if (amount === null || amount <= 0) throw badParam(`prizes.${tier}`, "金额须大于0");
    fen[tier] = amount;
  }
  return fen;
}

/** The announced figures of the entry (pool and sales in fen, winners of the game's own tiers). */
function checkedFigures(game: ScheduledGame, params: ResultEntryParams): DrawFigures {
  const tiers = prizeTiersOf(game.game.code).map((t) => t.tier);
  const fenOf = (field: string, yuan: string | undefined) => {
    if (yuan === undefined) return undefined;
    const amount = yuanToFen(yuan);
    if (amount === null || amount <= 0) throw badParam(field, "金额须大于0");
    return amount;
  };
  for (const tier of Object.keys(params.winners ?? {})) {
    if (!tiers.includes(tier)) throw badParam(`winners.${tier}`, Msg.lotteryDraws.notTier(tier));
  }
  return {
    poolFen: fenOf("pool", params.pool),
    salesFen: fenOf("sales", params.sales),
    winners: params.winners,
  };
}

/** Stores announced figures on a drawn issue (a correction overwrites: they move no money). */
async function announceFigures(deps: Deps, row: IssueRow, figures: DrawFigures): Promise<void> {
  const columns = figureColumns(figures);
  if (Object.keys(columns).length === 0) return;
  const winners = columns.winners ? { winners: { ...(row.winners ?? {}), ...columns.winners } } : {};
  await deps.db
    .update(lotteryIssues)
    .set({ ...columns, ...winners })
    .where(eq(lotteryIssues.id, row.id));
}

/**
 * Merges newly announced prizes into a drawn or settled issue; refuses changing an announced one.
 * Adding to a settled issue moves no money: an order hitting a floating tier whose amount is unknown
 * keeps its issue from settling, so a settled issue has no order that needs the new amount.
 */
async function addPrizes(deps: Deps, row: IssueRow, prizes: Record<string, number>): Promise<void> {
  const current = row.prizes ?? {};
  const fresh = Object.entries(prizes).filter(([tier, fen]) => {
    if (current[tier] === undefined) return true;
    if (current[tier] !== fen) throw refuse("lotteryDraws.prizeFixed", tier);
    return false;
  });
  if (fresh.length === 0) return;
  // Only where the stored prizes are still those read (a concurrent entry makes this a no-op).
  const updated = await deps.db
    .update(lotteryIssues)
    .set({ prizes: { ...current, ...Object.fromEntries(fresh) } })
    .where(
      and(
        eq(lotteryIssues.id, row.id),
        sql`coalesce(${lotteryIssues.prizes}, '{}'::jsonb) = ${JSON.stringify(current)}::jsonb`,
      ),
    )
    .returning({ id: lotteryIssues.id });
  if (updated.length === 0) throw refuse("lotteryDraws.prizeFixed", fresh[0]?.[0] ?? "");
}

/** Closes an issue's sale for a forced entry (publishes `closed`); a no-op when already closed. */
async function closeForEntry(deps: Deps, row: IssueRow, now: Date): Promise<void> {
  const [closed] = await deps.db
    .update(lotteryIssues)
    .set({ status: "closed" })
    .where(and(eq(lotteryIssues.id, row.id), eq(lotteryIssues.status, "open")))
    .returning();
  if (closed) publishIssueEvent(deps, "closed", closed, now);
  // Group purchases of the issue resolve before its draw settles (API.md §8).
  await resolveSchemesOfIssue(deps, row.gameCode, row.issue, now);
}

/** Draws a not-yet-drawn issue with the entered numbers (after the checks of the forced-draw switch). */
async function drawWithEntry(
  deps: Deps,
  game: ScheduledGame,
  row: IssueRow,
  numbers: string,
  prizes: Record<string, number>,
  now: Date,
) {
  const forced = deps.config.allowForcedDraws;
  if (!forced && row.status === "open" && now.getTime() < row.closeAt.getTime())
    throw refuse("lotteryDraws.stillOnSale", row.issue);
  if (!forced && now.getTime() < row.drawAt.getTime()) throw refuse("lotteryDraws.beforeDrawTime", row.issue);
  await closeForEntry(deps, row, now);
  // A forced house draw still reveals the slot's seed, so the next issue's commitment stays checkable.
  const revealed = isHouseGame(game.game) ? await revealedSeedOf(deps.db, row) : {};
  const drawn = await recordDraw(
    deps.db,
    row,
    { numbers, source: "operator", prizesFen: prizes, ...revealed },
    now,
  );
  if (drawn) {
    // The next sale opens before the event, so a read the event prompts already sees it open.
    await openNextSale(deps, drawn, now);
    publishIssueEvent(deps, "drawn", drawn, now);
    return;
  }
  const again = await issueOf(deps.db, game, row.issue);
  if (again.numbers !== numbers) throw refuse("lotteryDraws.resultFixed", row.issue);
  await addPrizes(deps, again, prizes);
}

/**
 * The next issue's sale opens once this one is drawn (its `openAt` is this issue's scheduled draw time):
 * a result entered early (a forced draw) opens it at once instead of at the scheduled time.
 */
async function openNextSale(deps: Deps, drawn: IssueRow, now: Date): Promise<void> {
  if (drawn.drawAt.getTime() <= now.getTime()) return;
  await deps.db
    .update(lotteryIssues)
    .set({ openAt: now })
    .where(
      and(
        eq(lotteryIssues.gameCode, drawn.gameCode),
        eq(lotteryIssues.status, "open"),
        eq(lotteryIssues.openAt, drawn.drawAt),
      ),
    );
}

function modelsOf(game: ScheduledGame, row: IssueRow): ResultEntryModels {
  const prizes = Object.fromEntries(
    Object.entries(row.prizes ?? {}).map(([tier, fen]) => [tier, fenToYuan(fen)]),
  );
  return {
    gameCode: game.game.code,
    issue: row.issue,
    numbers: row.numbers ?? "",
    status: row.status,
    prizes,
    pool: yuanOrNull(row.poolFen),
    sales: yuanOrNull(row.salesFen),
    winners: row.winners ?? {},
  };
}

/** Enters an issue's result and/or floating prizes, then runs its settlement. */
export async function enterResult(
  deps: Deps,
  params: ResultEntryParams,
  now: Date,
): Promise<ResultEntryModels> {
  const game = requireScheduledGame(params.gameCode);
  const numbers = checkedNumbers(game, params.numbers);
  const prizes = checkedPrizes(game, params.prizes);
  const figures = checkedFigures(game, params);
  if (isHouseGame(game.game) && !deps.config.allowForcedDraws) throw refuse("lotteryDraws.houseDrawn");
  const row = await issueOf(deps.db, game, params.issue);
  if (row.status === "void") throw refuse("lotteryDraws.issueVoid", row.issue);
  if (row.status === "drawn" || row.status === "settled") {
    if (numbers !== undefined && numbers !== row.numbers) throw refuse("lotteryDraws.resultFixed", row.issue);
    await addPrizes(deps, row, prizes);
  } else {
    if (numbers === undefined) throw refuse("missingParam", "numbers");
    await drawWithEntry(deps, game, row, numbers, prizes, now);
  }
  await announceFigures(deps, await issueOf(deps.db, game, row.issue), figures);
  // Announced prizes and figures show in public reads: their caches drop this game's answers.
  publishChange(deps, "figures", game.game.code);
  const drawn = await issueOf(deps.db, game, row.issue);
  if (drawn.status === "drawn") {
    try {
      await settleDrawnIssue(deps, drawn);
    } catch (error) {
      // The result stands; the scheduler retries settlement every tick.
      deps.log.error(
        { err: error, game: drawn.gameCode, issue: drawn.issue },
        "settlement after result entry failed",
      );
    }
  }
  return modelsOf(game, await issueOf(deps.db, game, row.issue));
}
