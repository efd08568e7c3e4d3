import { eq } from "drizzle-orm";
import { z } from "zod";
import { fenToYuan, yuanToFen } from "@lottery/rules";
import { integerParam, Msg, yuanAmountSchema } from "@lottery/contract";
import { users } from "../account/tables.ts";
import type { Db } from "../db/client.ts";
import { readSetting, writeSetting } from "../system/settings-store.ts";
import { WITHDRAWAL_SETTINGS, type WithdrawalSettings } from "../wallet/money-settings.ts";
import { turnoverOf, waiveTurnover } from "../wallet/turnover.ts";
import { refuse } from "../domain/refusal.ts";

/** The withdrawal rules as operators read and write them: money in yuan. */
export interface WithdrawalSettingsYuan {
  min: number;
  max: number;
  dailyCount: number;
  rechargeTurnoverPercent: number;
}

/** POST /admin/api/withdrawals/settings: only the fields given change. */
export const withdrawalSettingsParams = z.object({
  min: yuanAmountSchema.optional(),
  max: yuanAmountSchema.optional(),
  dailyCount: integerParam(1, 100).optional(),
  rechargeTurnoverPercent: integerParam(0, 10_000).optional(),
});
export type WithdrawalSettingsParams = z.output<typeof withdrawalSettingsParams>;

function inYuan(settings: WithdrawalSettings): WithdrawalSettingsYuan {
  return {
    min: fenToYuan(settings.minFen),
    max: fenToYuan(settings.maxFen),
    dailyCount: settings.dailyCount,
    rechargeTurnoverPercent: settings.rechargeTurnoverPercent,
  };
}

export async function readWithdrawalSettings(db: Db): Promise<WithdrawalSettingsYuan> {
  return inYuan(await readSetting(db, WITHDRAWAL_SETTINGS));
}

const fenOf = (yuan: string | undefined, fallback: number) =>
  yuan === undefined ? fallback : (yuanToFen(yuan) ?? fallback);

/** Merges the given fields into the stored rules; a minimum above the maximum is status 2 naming `min`. */
export async function saveWithdrawalSettings(
  db: Db,
  params: WithdrawalSettingsParams,
): Promise<WithdrawalSettingsYuan> {
  const current = await readSetting(db, WITHDRAWAL_SETTINGS);
  const next: WithdrawalSettings = {
    minFen: fenOf(params.min, current.minFen),
    maxFen: fenOf(params.max, current.maxFen),
    dailyCount: params.dailyCount ?? current.dailyCount,
    rechargeTurnoverPercent: params.rechargeTurnoverPercent ?? current.rechargeTurnoverPercent,
  };
  if (next.minFen > next.maxFen) throw refuse("badParam", "min", Msg.withdrawMinAboveMax);
  await writeSetting(db, WITHDRAWAL_SETTINGS, next);
  return inYuan(next);
}

/** A player's turnover (流水) as operators see it, in yuan. */
export interface PlayerTurnover {
  userId: number;
  owed: number;
  required: number;
  wagered: number;
}

async function assertPlayer(db: Db, userId: number): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!row) throw refuse("playerNotFound");
}

export async function playerTurnover(db: Db, userId: number): Promise<PlayerTurnover> {
  await assertPlayer(db, userId);
  const turnover = await turnoverOf(db, userId);
  return {
    userId,
    owed: fenToYuan(turnover.owedFen),
    required: fenToYuan(turnover.requiredTotalFen),
    wagered: fenToYuan(turnover.wageredTotalFen),
  };
}

/** Clears what the player still owes (the progress totals stay) and answers the new state. */
export async function waivePlayerTurnover(db: Db, userId: number): Promise<PlayerTurnover> {
  await assertPlayer(db, userId);
  await waiveTurnover(db, userId);
  return playerTurnover(db, userId);
}
