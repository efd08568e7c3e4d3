import type { FastifyInstance } from "fastify";
import {
  bindAlipayParams,
  bindWalletParams,
  deleteAlipayParams,
  deleteWalletParams,
  setAlipayParams,
  setWalletParams,
} from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { alipayList, bindAlipay, deleteAlipay, setAlipay } from "./alipay.ts";
import { bankList, bindWallet, deleteWallet, setWallet, walletList } from "./wallets.ts";

/**
 * Withdrawal destinations (SPEC 7.4): bank cards ("wallets") and Alipay accounts, each player's own
 * only. Binding and deleting take the stricter per-route limit: deleting checks the withdrawal password.
 */
export function cardRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;
  const tag = "cards";
  const secretLimit = deps.config.authRateLimitPerMin;

  playerRoute(app, deps, {
    method: "GET",
    path: "/BankCard/BankList",
    summary: "The banks a card can be bound at, with the card-number lengths each issues",
    tag,
    params: noParams,
    auth: "none",
    handler: async () => bankList(),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/BankCard/WalletList",
    summary:
      "The player's bank cards (default first, number and holder masked), real name, whether one more may be bound",
    tag,
    params: noParams,
    auth: "required",
    handler: ({ player }) => walletList(db, player.user),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/BankCard/BindWallet",
    summary:
      "Bind a card (16-19 digits, Luhn, the bank's lengths) held in the verified real name; at most 5; the first is the default. Answers the list",
    tag,
    params: bindWalletParams,
    auth: "required",
    perMinute: secretLimit,
    handler: ({ player, params }) => bindWallet(db, player.user, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/BankCard/SetWallet",
    summary: "Make one of the player's cards the default. Answers the list",
    tag,
    params: setWalletParams,
    auth: "required",
    handler: ({ player, params }) => setWallet(db, player.user, params.walletId),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/BankCard/DeleteWallet",
    summary:
      "Delete a card, proven by the withdrawal password; the newest remaining card becomes the default. Answers the list",
    tag,
    params: deleteWalletParams,
    auth: "required",
    perMinute: secretLimit,
    handler: ({ player, params }) => deleteWallet(db, player.user, params, deps.clock()),
  });

  alipayRoutes(app, deps);
}

function alipayRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;
  const tag = "cards";
  const secretLimit = deps.config.authRateLimitPerMin;

  playerRoute(app, deps, {
    method: "GET",
    path: "/BankCard/AlipayList",
    summary: "The player's Alipay accounts (default first, masked), real name, whether one more may be bound",
    tag,
    params: noParams,
    auth: "required",
    handler: ({ player }) => alipayList(db, player.user),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/BankCard/BindAlipay",
    summary:
      "Bind an Alipay account (mainland phone or e-mail) held in the verified real name; at most 3. Answers the list",
    tag,
    params: bindAlipayParams,
    auth: "required",
    perMinute: secretLimit,
    handler: ({ player, params }) => bindAlipay(db, player.user, params.account, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/BankCard/SetAlipay",
    summary: "Make one of the player's Alipay accounts the default. Answers the list",
    tag,
    params: setAlipayParams,
    auth: "required",
    handler: ({ player, params }) => setAlipay(db, player.user, params.alipayId),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/BankCard/DeleteAlipay",
    summary:
      "Delete an Alipay account, proven by the withdrawal password; the newest remaining one becomes the default. Answers the list",
    tag,
    params: deleteAlipayParams,
    auth: "required",
    perMinute: secretLimit,
    handler: ({ player, params }) => deleteAlipay(db, player.user, params, deps.clock()),
  });
}
