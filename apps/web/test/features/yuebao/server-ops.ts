import type { YuEBaoTransferModels } from "@lottery/contract";
import type { TestServer } from "@lottery/server/test/helpers.ts";
import { newRequestId, okModels, playerCall } from "@lottery/server/test/money-helpers.ts";

/** Test-only set-up of the 余额宝 page tests, run in the real server's worker (test/real-server.ts). */

/** Moves `yuan` between the player's cash and 余额宝 (YuEBao/TransferIn or TransferOut, must succeed). */
export function moveYuebao(
  ctx: { server: TestServer },
  token: string,
  direction: "In" | "Out",
  yuan: string,
) {
  const params = { amount: yuan, requestId: newRequestId() };
  const path = `YuEBao/Transfer${direction}`;
  return okModels(playerCall<YuEBaoTransferModels>(ctx.server.app, { token, mid: 0 }, "POST", path, params));
}
