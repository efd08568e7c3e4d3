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

/** Test-only: two custom follow rules on one releaser, a prepaid fixed one and a stopped percentage one. */
export async function rules(ctx: LotteryServer) {
  const { app } = ctx.server;
  const boss = await moneyPlayer(app, "csrlboss", 100);
  const ann = await moneyPlayer(app, "csrlann", 100);
  const bob = await moneyPlayer(app, "csrlbob", 100);
  const edit = (player: typeof ann, params: Record<string, string | number>) =>
    playerCall<{ ruleId: number }>(app, player, "GET", "order/editReleaseOrderFollowRule", {
      requestId: newRequestId(),
      ...params,
    });
  ok(await edit(ann, { releaserMid: boss.mid, amount: 10, times: 3, payType: 0 }));
  const pct = ok(
    await edit(bob, {
      releaserMid: boss.mid,
      followType: 1,
      percent: 50,
      maxAmount: 20,
      times: 2,
      payType: 1,
    }),
  );
  ok(await edit(bob, { ruleId: pct.ruleId, stop: 1 }));
  return { bossMid: boss.mid, annMid: ann.mid, bobMid: bob.mid };
}
