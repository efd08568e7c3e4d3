import { fenToYuan } from "@lottery/rules";
import type { WithdrawSummary } from "@lottery/contract";
import type { UserRow } from "../account/sessions.ts";
import type { Db } from "../db/client.ts";
import { readSetting } from "../system/settings-store.ts";
import { accountsOf } from "../wallet/accounts.ts";
import { WITHDRAWAL_SETTINGS } from "../wallet/money-settings.ts";
import { turnoverOf } from "../wallet/turnover.ts";
import { payoutOptions } from "./payout.ts";
import { withdrawalsToday } from "./rules.ts";

/**
 * GET Fund/withdrawToFillmoney. SPEC names the call but not its payload; ours is READ-ONLY (it moves
 * no money and changes nothing): what /withDraw2 and /withdrawToFillMoney both need in one call —
 * balances, what can be withdrawn (the whole cash balance once no wagering is owed, else nothing),
 * the turnover (流水) still owed and its progress, the operator's limits, today's count, whether real
 * name and withdrawal password are set, and the payout accounts (the first is preselected).
 */
export async function withdrawSummary(db: Db, user: UserRow, now: Date): Promise<WithdrawSummary> {
  const [balances, turnover, rules, usedToday, accounts] = await Promise.all([
    accountsOf(db, user.id),
    turnoverOf(db, user.id),
    readSetting(db, WITHDRAWAL_SETTINGS),
    withdrawalsToday(db, user.id, now),
    payoutOptions(db, user.id),
  ]);
  return {
    balance: fenToYuan(balances.cashFen),
    frozen: fenToYuan(balances.frozenFen),
    withdrawable: turnover.owedFen === 0 ? fenToYuan(balances.cashFen) : 0,
    turnoverOwed: fenToYuan(turnover.owedFen),
    turnoverRequired: fenToYuan(turnover.requiredTotalFen),
    turnoverWagered: fenToYuan(turnover.wageredTotalFen),
    rechargeTurnoverPercent: rules.rechargeTurnoverPercent,
    min: fenToYuan(rules.minFen),
    max: fenToYuan(rules.maxFen),
    dailyCount: rules.dailyCount,
    usedToday,
    realNameSet: user.realNameBound,
    withdrawPasswordSet: user.withdrawPasswordHash !== null,
    accounts,
  };
}
