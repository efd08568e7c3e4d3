import type { FastifyInstance } from "fastify";
import type {
  GameTransferModels,
  Paged,
  TransferAllOutModels,
  TransferRecord,
  TransferWalletsModels,
} from "@lottery/contract";
import type { TestPlayer } from "./cards-fixtures.ts";
import { newRequestId, okModels, playerCall } from "./money-helpers.ts";

/** The transfer-centre calls the transfer tests share, on the app `app()` answers. */
export function transferCalls(app: () => FastifyInstance) {
  return {
    /** GET Transfer/Wallets (must succeed). */
    wallets: (player: TestPlayer) =>
      okModels(playerCall<TransferWalletsModels>(app(), player, "GET", "Transfer/Wallets")),
    /** POST Transfer/In or Transfer/Out; a fresh requestId unless given. */
    transfer: (
      player: TestPlayer,
      direction: "In" | "Out",
      company: string,
      amount: string,
      requestId = newRequestId(),
    ) =>
      playerCall<GameTransferModels>(app(), player, "POST", `Transfer/${direction}`, {
        company,
        amount,
        requestId,
      }),
    /** POST Transfer/AllOut (一键回收); a fresh requestId unless given. */
    allOut: (player: TestPlayer, requestId = newRequestId()) =>
      playerCall<TransferAllOutModels>(app(), player, "POST", "Transfer/AllOut", { requestId }),
    /** GET Transfer/Records (must succeed). */
    records: (player: TestPlayer) =>
      okModels(playerCall<Paged<TransferRecord>>(app(), player, "GET", "Transfer/Records")),
  };
}

/** A game company's balance in Transfer/Wallets. */
export const gameBalance = (models: TransferWalletsModels, company: string) =>
  models.wallets.find((wallet) => wallet.company === company)?.balance;
