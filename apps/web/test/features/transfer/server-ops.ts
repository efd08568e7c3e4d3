import type { TestServer } from "@lottery/server/test/helpers.ts";
import { newRequestId, okModels, playerCall } from "@lottery/server/test/money-helpers.ts";
import { failGameDeposits, restoreDemoGames } from "@lottery/server/test/page-test-fixtures.ts";

/** Test-only set-up of the transfer-centre page tests, run in the real server's worker (test/real-server.ts). */

type Ctx = { server: TestServer };

/** Moves `yuan` from the player's cash into a game wallet (Transfer/In, must succeed). */
export async function transferIn(ctx: Ctx, token: string, company: string, yuan: string) {
  const player = { token, mid: 0 };
  const params = { company, amount: yuan, requestId: newRequestId() };
  return okModels(playerCall(ctx.server.app, player, "POST", "Transfer/In", params));
}

/** The game platform refuses every deposit (转入) until restoreGames. */
export function failDeposits(ctx: Ctx): void {
  failGameDeposits(ctx.server);
}

/** The demo game platform again. */
export function restoreGames(ctx: Ctx): void {
  restoreDemoGames(ctx.server);
}
