import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import {
  gameTransferParams,
  transferAllOutParams,
  transferRecordsParams,
  type TransferDirection,
} from "@lottery/contract";
import type { UserRow } from "../account/sessions.ts";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { gameContext, type GameContext } from "./context.ts";
import { gameTransfer, recoverAll } from "./transfer-service.ts";
import { gameWallets, transferRecords } from "./wallets.ts";
import { refuse } from "../domain/refusal.ts";

/** A player may make this many transfers a minute (per IP). */
const TRANSFER_PER_MIN = 60;

const PERMISSION_NOTE =
  "; refused (status 1, 需首充激活账号\\n开启转账中心) before the player's first recharge";

/** The transfer centre's player calls (转账中心); each needs GameTransferPermission. */
export function transferRoutes(app: FastifyInstance, deps: Deps): void {
  const route = <S extends z.ZodType, R>(def: {
    method: "GET" | "POST";
    path: string;
    summary: string;
    params: S;
    perMinute?: number;
    run: (ctx: GameContext, userId: number, params: z.output<S>) => Promise<R>;
  }) =>
    playerRoute(app, deps, {
      method: def.method,
      path: def.path,
      summary: def.summary + PERMISSION_NOTE,
      tag: "transfer",
      params: def.params,
      auth: "required",
      perMinute: def.perMinute,
      handler: async ({ player, params }) => {
        assertTransferPermitted(player.user);
        return def.run(await gameContext(deps), player.user.id, params);
      },
    });

  route({
    method: "GET",
    path: "/Transfer/Wallets",
    summary: "The main wallet (cash) and each game company's wallet as the company reports it, yuan",
    params: noParams,
    run: (ctx, userId) => gameWallets(ctx, userId),
  });

  const transferCall = (path: string, direction: TransferDirection, summary: string) =>
    route({
      method: "POST",
      path,
      summary,
      params: gameTransferParams,
      perMinute: TRANSFER_PER_MIN,
      run: (ctx, userId, params) => gameTransfer(ctx, userId, direction, params),
    });
  transferCall(
    "/Transfer/In",
    "in",
    "Move `amount` yuan from cash to game company `company` (idempotent by requestId); when the company " +
      "fails the money comes back at once and the call is refused",
  );
  transferCall(
    "/Transfer/Out",
    "out",
    "Move `amount` yuan from game company `company` back to cash (idempotent by requestId); the game " +
      "wallet's wins and losses are settled into the ledger first",
  );

  route({
    method: "POST",
    path: "/Transfer/AllOut",
    summary:
      "一键回收: every game wallet holding money back to cash (idempotent by requestId); answers the yuan " +
      "recovered, the companies that failed, and the wallets after",
    params: transferAllOutParams,
    perMinute: TRANSFER_PER_MIN,
    run: (ctx, userId, params) => recoverAll(ctx, userId, params),
  });

  route({
    method: "GET",
    path: "/Transfer/Records",
    summary: "The player's transfers, newest first, with status pending, success or failed",
    params: transferRecordsParams,
    run: (ctx, userId, params) => transferRecords(ctx, userId, params),
  });
}

/** The transfer centre opens with the first recharge (SPEC 5). */
function assertTransferPermitted(user: UserRow): void {
  if (!user.gameTransferPermission) throw refuse("transfer.notPermitted");
}
