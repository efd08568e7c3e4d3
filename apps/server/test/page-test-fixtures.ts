import { noResultFeed } from "../src/lottery/feed.ts";
import { requireScheduledGame } from "../src/lottery/games.ts";
import { lotteryPageInfo } from "../src/lottery/page-info.ts";
import { runLotteryTick } from "../src/lottery/tick.ts";
import { demoGameProvider } from "../src/demo/games/provider.ts";
import { GameProviderError } from "../src/games/provider.ts";
import { countWager } from "../src/wallet/turnover.ts";
import type { TestServer } from "./helpers.ts";

/**
 * The server internals the web app's page tests drive (apps/web/test, through the
 * `@lottery/server/test/*` export), wrapped here so those tests import test fixtures only and a change
 * inside src/ shows up in this package's own type check instead of in the web tests.
 */

/** Runs one lottery scheduler tick at `now` without official results (house games still draw). */
export async function runLotterySchedulerAt(server: TestServer, now: Date): Promise<void> {
  await runLotteryTick(server.app.deps, now, noResultFeed);
}

/** The lottery page info of `gameCode` at `now`, as the server computes it for GetLotteryPageInfo. */
export function lotteryPageInfoAt(server: TestServer, gameCode: string, now: Date) {
  return lotteryPageInfo(server.app.deps.db, requireScheduledGame(gameCode), now);
}

/** Counts `stakeFen` of settled stakes against the player's turnover owed. */
export async function countSettledWager(server: TestServer, userId: number, stakeFen: number): Promise<void> {
  await server.database.db.transaction((tx) => countWager(tx, userId, stakeFen));
}

/** Installs a demo game platform that refuses every deposit (转入) until restoreDemoGames. */
export function failGameDeposits(server: TestServer): void {
  const demo = demoGameProvider(server.database.db, server.app.deps.config.gameLaunchKey);
  server.app.deps.gameProvider = {
    ...demo,
    deposit: async () => {
      throw new GameProviderError("platform down");
    },
  };
}

/** Installs the plain demo game platform again. */
export function restoreDemoGames(server: TestServer): void {
  server.app.deps.gameProvider = demoGameProvider(server.database.db, server.app.deps.config.gameLaunchKey);
}
