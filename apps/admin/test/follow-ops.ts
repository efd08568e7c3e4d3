import { moneyPlayer, newRequestId, playerCall } from "@lottery/server/test/money-helpers.ts";
import { leg } from "@lottery/server/test/sports-bets-fixtures.ts";
import { createMatch, finishMatch } from "@lottery/server/test/sports-fixtures.ts";
import type { LotteryServer } from "@lottery/server/test/lottery-orders-fixtures.ts";

const ok = <T>(envelope: { status: number; msg: string; models?: T | null }): T => {
  if (envelope.status !== 0 || !envelope.models) throw new Error(envelope.msg);
  return envelope.models;
};

/**
 * Test-only, run in the real server's worker: a released 竞彩 ticket (10 % commission) followed by two
 * players and won, so commissions were paid; and a second release nobody followed.
 */
export async function releases(ctx: LotteryServer) {
  const sports = { ...ctx, app: ctx.server.app };
  const { app } = ctx.server;
  const a = await createMatch(sports, { gameCode: "jczq" });
  const b = await createMatch(sports, { gameCode: "jczq" });
  const boss = await moneyPlayer(app, "csfdboss", 100);
  const ann = await moneyPlayer(app, "csfdann", 100);
  const bob = await moneyPlayer(app, "csfdbob", 100);
  const release = () =>
    playerCall<{ releaseId: string }>(app, boss, "POST", "lottery/bet_jc_create", {
      gameCode: "jczq",
      passTypes: "2_1",
      legs: JSON.stringify([leg(a, "SPF", ["3"]), leg(b, "SPF", ["3"])]),
      release: 1,
      commissionPercent: 10,
      requestId: newRequestId(),
    });
  const followed = ok(await release()).releaseId;
  const lonely = ok(await release()).releaseId;
  for (const [player, multiple] of [
    [ann, 5],
    [bob, 10],
  ] as const)
    ok(
      await playerCall(app, player, "POST", "Lottery/Bet_JC_Follow", {
        releaseId: followed,
        multiple,
        requestId: newRequestId(),
      }),
    );
  await finishMatch(sports, a, { halfScore: "1:0", fullScore: "2:0" });
  await finishMatch(sports, b, { halfScore: "1:0", fullScore: "2:0" });
  return { followed, lonely, annMid: ann.mid };
}
