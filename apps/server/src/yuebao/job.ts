import { and, eq, isNotNull, min } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { Deps } from "../deps.ts";
import { ledgerAccounts, ledgerEntries, ledgerJournals } from "../wallet/tables.ts";
import { dayOf, nextDay } from "./days.ts";
import { creditInterestForDay, type InterestRunSummary } from "./interest.ts";
import { yuebaoInterestRuns } from "./tables.ts";

/** How often the job looks for days to credit. */
export const INTEREST_JOB_EVERY_MS = 5 * 60_000;
/** The first look after start (lets the server finish starting). */
const FIRST_RUN_AFTER_MS = 15_000;
/**
 * A day is credited this long after it ends, so movements of its last moments still being written
 * (or stamped by a process whose clock is a little behind) are in.
 */
export const INTEREST_GRACE_MS = 2 * 60_000;

/**
 * Credits every day that is over (by INTEREST_GRACE_MS) and not yet finished, oldest first: from the
 * day the first money entered any 余额宝 up to yesterday, so days missed while the server was down are
 * caught up in order. Finished days are skipped; an unfinished one is completed.
 */
export async function creditDueInterest(db: Db, now: Date): Promise<InterestRunSummary[]> {
  const first = await firstYuebaoDay(db);
  if (!first) return [];
  const finished = new Set(
    (
      await db
        .select({ day: yuebaoInterestRuns.day })
        .from(yuebaoInterestRuns)
        .where(isNotNull(yuebaoInterestRuns.finishedAt))
    ).map((row) => row.day),
  );
  const today = dayOf(new Date(now.getTime() - INTEREST_GRACE_MS));
  const done: InterestRunSummary[] = [];
  for (let day = first; day < today; day = nextDay(day)) {
    if (!finished.has(day)) done.push(await creditInterestForDay(db, day, now));
  }
  return done;
}

/** The China day of the first entry on any 余额宝 account (each account's version 1), or null. */
async function firstYuebaoDay(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ first: min(ledgerJournals.createdAt) })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .where(
      and(
        eq(ledgerAccounts.kind, "yuebao"),
        isNotNull(ledgerAccounts.userId),
        eq(ledgerEntries.accountVersion, 1),
      ),
    );
  return row?.first ? dayOf(new Date(row.first)) : null;
}

export interface BackgroundJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Starts the interest job on this process: a first look shortly after start, then every few minutes;
 * a look never overlaps the previous one. Runs on any number of processes safely (see
 * creditInterestForDay); failures are logged and retried at the next look.
 */
export function startInterestJob(deps: Deps, everyMs = INTEREST_JOB_EVERY_MS): BackgroundJob {
  let running: Promise<void> | null = null;
  const look = () => {
    if (running) return;
    running = creditDueInterest(deps.db, deps.clock())
      .then((days) => {
        for (const day of days) deps.log.info({ interest: day }, "yuebao interest credited");
      })
      .catch((error: unknown) => deps.log.error({ err: error }, "yuebao interest job failed"))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(look, Math.min(FIRST_RUN_AFTER_MS, everyMs));
  const timer = setInterval(look, everyMs);
  first.unref();
  timer.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
