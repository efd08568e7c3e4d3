import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import { Msg } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/queryable.ts";
import { readSetting } from "../system/settings-store.ts";
import { postJournal } from "../wallet/ledger.ts";
import { houseAccount, playerAccount, SYSTEM_SCOPE } from "../wallet/posting.ts";
import { ledgerAccounts } from "../wallet/tables.ts";
import { dayBounds } from "./days.ts";
import { percentOfBp, YUEBAO_SETTINGS } from "./settings.ts";
import { yuebaoInterestRuns } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";
import { requestHashOf } from "../domain/request-hash.ts";

/** Players credited per transaction: a large player count is many small transactions, not one. */
export const INTEREST_BATCH = 500;

/** What a day's run did (money in yuan). */
export interface InterestRunSummary {
  date: string;
  annualRate: number;
  players: number;
  total: number;
}

/**
 * A day's interest on `minFen`, the lowest balance held that day: floor(minFen × rate / 365) fen.
 * Rounded down (a fraction of a fen is never paid), in BigInt so large balances stay exact.
 */
export function interestFen(minFen: number, annualRateBp: number): number {
  if (minFen <= 0 || annualRateBp <= 0) return 0;
  return Number((BigInt(minFen) * BigInt(annualRateBp)) / 3_650_000n);
}

/**
 * Credits China day `day`'s 余额宝 interest to every player, once: journal house `interest` → player
 * `yuebao` under SYSTEM_SCOPE key `yuebao-interest:<day>:<userId>`, in batches of `batchSize` players
 * per transaction. Safe to repeat, and to run on several processes at once (the keys make every
 * credit happen once; the rate is the one fixed when the day's run first started). Refused while the
 * day is not over at `now`.
 */
export async function creditInterestForDay(
  db: Db,
  day: string,
  now: Date,
  batchSize = INTEREST_BATCH,
): Promise<InterestRunSummary> {
  if (dayBounds(day).end.getTime() > now.getTime()) throw refuse("yuebao.dayNotOver");
  const run = await startRun(db, day, now);
  const summary = { date: day, annualRate: percentOfBp(run.annualRateBp), players: 0, total: 0 };
  if (run.finishedAt) return { ...summary, players: run.players, total: fenToYuan(run.totalFen) };
  let players = 0;
  let totalFen = 0;
  let afterUserId = 0;
  for (;;) {
    const batch = await db.transaction((tx) =>
      creditBatch(tx, { day, rateBp: run.annualRateBp, afterUserId, limit: batchSize, now }),
    );
    players += batch.players;
    totalFen += batch.totalFen;
    if (batch.lastUserId === null) break;
    afterUserId = batch.lastUserId;
  }
  await db
    .update(yuebaoInterestRuns)
    .set({ players, totalFen, finishedAt: now })
    .where(and(eq(yuebaoInterestRuns.day, day), isNull(yuebaoInterestRuns.finishedAt)));
  return { ...summary, players, total: fenToYuan(totalFen) };
}

/** The day's run row: created with the current rate by the first run, read back by every later one. */
async function startRun(db: Db, day: string, now: Date) {
  const { annualRateBp } = await readSetting(db, YUEBAO_SETTINGS);
  await db
    .insert(yuebaoInterestRuns)
    .values({ day, annualRateBp, startedAt: now })
    .onConflictDoNothing({ target: yuebaoInterestRuns.day });
  const [run] = await db.select().from(yuebaoInterestRuns).where(eq(yuebaoInterestRuns.day, day));
  if (!run) throw new Error(`interest run ${day} vanished`);
  return run;
}

interface BatchInput {
  day: string;
  rateBp: number;
  afterUserId: number;
  limit: number;
  now: Date;
}

/** Credits the next batch of players after `afterUserId`; lastUserId is null once none are left. */
async function creditBatch(tx: Tx, input: BatchInput) {
  const rows = await lowestBalances(tx, input.day, input.afterUserId, input.limit);
  let players = 0;
  let totalFen = 0;
  for (const { userId, minFen } of rows) {
    const amountFen = interestFen(minFen, input.rateBp);
    if (amountFen <= 0) continue;
    await postJournal(tx, {
      scope: SYSTEM_SCOPE,
      key: `yuebao-interest:${input.day}:${userId}`,
      requestHash: requestHashOf({ interestDay: input.day, userId }),
      kind: "interest",
      lines: [
        { account: playerAccount(userId, "yuebao"), amountFen },
        { account: houseAccount("interest", userId), amountFen: -amountFen },
      ],
      ref: { type: "yuebao_interest", id: input.day },
      memo: Msg.yuebao.interestMemo(input.day),
      at: input.now,
    });
    players += 1;
    totalFen += amountFen;
  }
  const lastUserId = rows.length < input.limit ? null : (rows.at(-1)?.userId ?? null);
  return { players, totalFen, lastUserId };
}

/**
 * The lowest balance each 余额宝 account held during `day`: the balance at the day's start and after
 * each of the day's entries (by journal time). LEAST ignores the NULL of a day without entries.
 */
async function lowestBalances(tx: Tx, day: string, afterUserId: number, limit: number) {
  const { start, end } = dayBounds(day);
  const startIso = start.toISOString();
  const endIso = end.toISOString();
  const atStart = sql`coalesce((select e.balance_after_fen from ledger_entries e
      join ledger_journals j on j.id = e.journal_id
      where e.account_id = ${ledgerAccounts.id} and j.created_at < ${startIso}::timestamptz
      order by e.account_version desc limit 1), 0)`;
  const lowestDuring = sql`(select min(e.balance_after_fen) from ledger_entries e
      join ledger_journals j on j.id = e.journal_id
      where e.account_id = ${ledgerAccounts.id} and j.created_at >= ${startIso}::timestamptz
        and j.created_at < ${endIso}::timestamptz)`;
  const rows = await tx
    .select({
      userId: ledgerAccounts.userId,
      minFen: sql<number>`least(${atStart}, ${lowestDuring})`.mapWith(Number),
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, "yuebao"), gt(ledgerAccounts.userId, afterUserId)))
    .orderBy(asc(ledgerAccounts.userId))
    .limit(limit);
  return rows.map((row) => ({ userId: row.userId as number, minFen: row.minFen }));
}
