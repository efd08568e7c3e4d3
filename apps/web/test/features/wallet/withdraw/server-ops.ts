import type {
  AuthModels,
  UserInfo,
  WithdrawalRecord,
  WithdrawModels,
  WithdrawSummary,
} from "@lottery/contract";
import { newPlayer } from "@lottery/server/test/cards-fixtures.ts";
import { call, operatorCall, type TestServer } from "@lottery/server/test/helpers.ts";
import { bindCard, rechargeViaSandbox } from "@lottery/server/test/money-helpers.ts";
import { fundOut, summaryOf, withdraw } from "@lottery/server/test/withdrawal-fixtures.ts";
import { countSettledWager } from "@lottery/server/test/page-test-fixtures.ts";

/** Test-only set-up of the withdrawal page tests, run in the real server's worker (test/real-server.ts). */

type Ctx = { server: TestServer; operator: string };

export interface WithdrawPlayerOptions {
  /** Cash recharged through the sandbox (each recharge adds turnover owed). */
  yuan: number;
  /** Sets the withdrawal password (default true). */
  withdrawPassword?: boolean;
  /** Binds an ICBC card (default true). */
  card?: boolean;
  /** Stakes counted as settled against the turnover owed; absent: the operator waives it all. */
  wageredYuan?: number;
}

export interface WithdrawPlayer extends AuthModels {
  /** The bound card's payout account id (0 without one). */
  walletId: number;
}

/** A new player with a verified real name, set up per `options`: token, user info and card. */
export async function withdrawPlayer(
  ctx: Ctx,
  userName: string,
  options: WithdrawPlayerOptions,
): Promise<WithdrawPlayer> {
  const app = ctx.server.app;
  const withdrawPassword = options.withdrawPassword ?? true;
  const player = await newPlayer(app, userName, { realName: "张三", withdrawPassword });
  const walletId = (options.card ?? true) ? await bindCard(app, player) : 0;
  if (options.yuan > 0) await rechargeViaSandbox(app, player.token, options.yuan);
  if (options.wageredYuan === undefined) {
    await operatorCall(app, ctx.operator, "POST", "/players/turnover/waive", { userId: player.mid });
  } else {
    const stakeFen = Math.round(options.wageredYuan * 100);
    await countSettledWager(ctx.server, player.mid, stakeFen);
  }
  const info = await call<UserInfo>(app, "GET", "/api/account/userinfo", {}, { token: player.token });
  return { token: player.token, userInfo: info.body.models!, walletId };
}

/** A withdrawal of `yuan` to the player's card with the right password (must be accepted). */
export async function requestWithdrawal(
  ctx: Ctx,
  player: WithdrawPlayer,
  yuan: string,
): Promise<WithdrawModels> {
  const withdrawer = { token: player.token, mid: player.userInfo.Mid, walletId: player.walletId };
  const envelope = await withdraw(ctx.server.app, withdrawer, { amount: yuan });
  if (!envelope.models) throw new Error(`withdrawal refused: ${envelope.msg}`);
  return envelope.models;
}

/** The player's withdrawal summary as the server answers it (Fund/withdrawToFillmoney). */
export function summary(ctx: Ctx, player: WithdrawPlayer): Promise<WithdrawSummary> {
  return summaryOf(ctx.server.app, { token: player.token, mid: player.userInfo.Mid });
}

/** The player's withdrawals as the server lists them (fund/out, first page). */
export async function withdrawals(ctx: Ctx, player: WithdrawPlayer): Promise<WithdrawalRecord[]> {
  return (await fundOut(ctx.server.app, { token: player.token, mid: player.userInfo.Mid })).list;
}
