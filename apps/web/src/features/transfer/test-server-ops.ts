import type { TestServer } from "../../../../server/test/helpers.ts";
import { newRequestId, okModels, playerCall } from "../../../../server/test/money-helpers.ts";
import { demoGameProvider } from "../../../../server/src/demo/games/provider.ts";
import { GameProviderError } from "../../../../server/src/games/provider.ts";

/** Test-only set-up of the transfer-centre page tests, run in the real server's worker (lib/real-server.ts). */

type Ctx = { server: TestServer };

/** Moves `yuan` from the player's cash into a game wallet (Transfer/In, must succeed). */
export async function transferIn(ctx: Ctx, token: string, company: string, yuan: string) {
  const player = { token, mid: 0 };
  const params = { company, amount: yuan, requestId: newRequestId() };
  return okModels(playerCall(ctx.server.app, player, "POST", "Transfer/In", params));
}

/** The game platform refuses every deposit (转入) until restoreGames. */
export function failDeposits(ctx: Ctx): void {
  const demo = demoGameProvider(ctx.server.database.db);
  ctx.server.app.deps.gameProvider = {
    ...demo,
    deposit: async () => {
      throw new GameProviderError("platform down");
    },
  };
}

/** The demo game platform again. */
export function restoreGames(ctx: Ctx): void {
  ctx.server.app.deps.gameProvider = demoGameProvider(ctx.server.database.db);
}
