import type { FastifyInstance } from "fastify";
import type { YuEBaoInfo, YuEBaoTransferModels } from "@lottery/contract";
import type { TestPlayer } from "./cards-fixtures.ts";
import { newRequestId, okModels, playerCall } from "./money-helpers.ts";

/** The 余额宝 calls the yuebao tests share, on the app `app()` answers. */
export function yuebaoCalls(app: () => FastifyInstance) {
  return {
    /** POST YuEBao/TransferIn or TransferOut; a fresh requestId unless given. */
    move: (player: TestPlayer, direction: "In" | "Out", amount: string, requestId = newRequestId()) =>
      playerCall<YuEBaoTransferModels>(app(), player, "POST", `YuEBao/Transfer${direction}`, {
        amount,
        requestId,
      }),
    /** GET YuEBao/Info (must succeed). */
    info: (player: TestPlayer) => okModels(playerCall<YuEBaoInfo>(app(), player, "GET", "YuEBao/Info")),
  };
}
