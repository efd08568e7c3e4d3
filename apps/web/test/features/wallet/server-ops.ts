import type { AlipayListModels, AuthModels, UserInfo, WalletListModels } from "@lottery/contract";
import { newPlayer } from "@lottery/server/test/cards-fixtures.ts";
import { call, type TestServer } from "@lottery/server/test/helpers.ts";
import { bindCard } from "@lottery/server/test/money-helpers.ts";

/** Test-only set-up of the wallet (bank card and Alipay) page tests, run in the real server's worker. */

type Ctx = { server: TestServer };

export interface CardsPlayerOptions {
  /** Verifies the real name 张三 (default true). */
  realName?: boolean;
  /** Sets the withdrawal password (default true). */
  withdrawPassword?: boolean;
  /** How many ICBC cards to bind (default 0). */
  cards?: number;
}

export interface CardsPlayer extends AuthModels {
  /** The player's cards as BankCard/WalletList answers them after the set-up. */
  wallets: WalletListModels;
}

/** A new player set up per `options`: token, user info and the card list the server answers. */
export async function cardsPlayer(
  ctx: Ctx,
  userName: string,
  options: CardsPlayerOptions = {},
): Promise<CardsPlayer> {
  const app = ctx.server.app;
  const player = await newPlayer(app, userName, {
    realName: (options.realName ?? true) ? "张三" : undefined,
    withdrawPassword: options.withdrawPassword ?? true,
  });
  for (let n = 0; n < (options.cards ?? 0); n += 1) await bindCard(app, player);
  const token = player.token;
  const info = await call<UserInfo>(app, "GET", "/api/account/userinfo", {}, { token });
  return { token, userInfo: info.body.models!, wallets: await bankCards(ctx, token) };
}

/** The player's bank cards as the server lists them now (BankCard/WalletList). */
export async function bankCards(ctx: Ctx, token: string): Promise<WalletListModels> {
  return (await call<WalletListModels>(ctx.server.app, "GET", "/api/BankCard/WalletList", {}, { token })).body
    .models!;
}

/** The player's Alipay accounts as the server lists them now (BankCard/AlipayList). */
export async function alipayAccounts(ctx: Ctx, token: string): Promise<AlipayListModels> {
  return (await call<AlipayListModels>(ctx.server.app, "GET", "/api/BankCard/AlipayList", {}, { token })).body
    .models!;
}
