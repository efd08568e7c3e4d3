import { and, count, eq, gte, ne } from "drizzle-orm";
import { fenToYuanText } from "@lottery/rules";
import { chinaDayStart } from "../domain/china-time.ts";
import type { Queryable } from "../db/queryable.ts";
import { readSetting } from "../system/settings-store.ts";
import { WITHDRAWAL_SETTINGS } from "../wallet/money-settings.ts";
import { turnoverOf } from "../wallet/turnover.ts";
import { withdrawals } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

/** Withdrawals the player made this China day; rejected ones do not count against the daily limit. */
export async function withdrawalsToday(db: Queryable, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        gte(withdrawals.createdAt, chinaDayStart(now)),
        ne(withdrawals.status, "rejected"),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The operator's rules (WITHDRAWAL_SETTINGS) for a new withdrawal, each a status-1 refusal: the
 * amount within min and max, fewer than `dailyCount` withdrawals today, and no wagering owed.
 * Called under the player's row lock, so racing requests count each other.
 */
export async function assertWithinRules(
  tx: Queryable,
  userId: number,
  amountFen: number,
  now: Date,
): Promise<void> {
  const rules = await readSetting(tx, WITHDRAWAL_SETTINGS);
  if (amountFen < rules.minFen || amountFen > rules.maxFen)
    throw refuse("withdrawAmountRange", fenToYuanText(rules.minFen), fenToYuanText(rules.maxFen));
  if ((await withdrawalsToday(tx, userId, now)) >= rules.dailyCount)
    throw refuse("withdrawDailyLimit", rules.dailyCount);
  const { owedFen } = await turnoverOf(tx, userId);
  if (owedFen > 0) throw refuse("withdrawTurnoverOwed", fenToYuanText(owedFen));
}
