import type { FastifyInstance } from "fastify";
import { yuebaoRecordsParams, yuebaoTransferParams } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { yuebaoRecords } from "./records.ts";
import { moveYuebao, yuebaoInfo, type YuebaoDirection } from "./service.ts";

/** A player may move money in or out of 余额宝 this many times a minute (per IP). */
const TRANSFER_PER_MIN = 60;

/** The player's 余额宝 calls. */
export function yuebaoRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;

  playerRoute(app, deps, {
    method: "GET",
    path: "/YuEBao/Info",
    summary:
      "余额宝: balance and cash (yuan), annual rate (percent), yesterday's and total interest, and the " +
      "last China date interest was credited for",
    tag: "yuebao",
    params: noParams,
    auth: "required",
    handler: ({ player }) => yuebaoInfo(db, player.user.id, deps.clock()),
  });

  const transferRoute = (path: string, direction: YuebaoDirection, summary: string) =>
    playerRoute(app, deps, {
      method: "POST",
      path,
      summary,
      tag: "yuebao",
      params: yuebaoTransferParams,
      auth: "required",
      perMinute: TRANSFER_PER_MIN,
      handler: ({ player, params }) => moveYuebao(db, player.user.id, direction, params, deps.clock()),
    });
  transferRoute(
    "/YuEBao/TransferIn",
    "in",
    "Move `amount` yuan from cash into 余额宝 (idempotent by requestId; 余额不足 when cash is short); " +
      "answers {balance, cash} after it",
  );
  transferRoute(
    "/YuEBao/TransferOut",
    "out",
    "Move `amount` yuan from 余额宝 back to cash (idempotent by requestId; 余额不足 when 余额宝 is short); " +
      "answers {balance, cash} after it",
  );

  playerRoute(app, deps, {
    method: "GET",
    path: "/YuEBao/Records",
    summary:
      "Movements of the player's 余额宝, newest first: type in (转入), out (转出) or interest (收益), signed " +
      "amount and the balance after (yuan)",
    tag: "yuebao",
    params: yuebaoRecordsParams,
    auth: "required",
    handler: ({ player, params }) => yuebaoRecords(db, player.user.id, params),
  });
}
