import { moneyPlayer, newRequestId, playerCall } from "@lottery/server/test/money-helpers.ts";
import { leg } from "@lottery/server/test/sports-bets-fixtures.ts";
import { createMatch } from "@lottery/server/test/sports-fixtures.ts";
import type { LotteryServer } from "@lottery/server/test/lottery-orders-fixtures.ts";

const ok = <T>(envelope: { status: number; msg: string; models?: T | null }): T => {
  if (envelope.status !== 0 || !envelope.models) throw new Error(envelope.msg);
  return envelope.models;
};

/**
 * Test-only, run in the real server's worker: a release with two comments waiting for moderation,
 * one of them holding markup (shown as text), and a player to ban.
 */
export async function pendingComments(ctx: LotteryServer) {
  const sports = { ...ctx, app: ctx.server.app };
  const { app } = ctx.server;
  const a = await createMatch(sports, { gameCode: "jczq" });
  const b = await createMatch(sports, { gameCode: "jczq" });
  const boss = await moneyPlayer(app, "cscmboss", 100);
  const fan = await moneyPlayer(app, "cscmfan", 0);
  const { releaseId } = ok(
    await playerCall<{ releaseId: string }>(app, boss, "POST", "lottery/bet_jc_create", {
      gameCode: "jczq",
      passTypes: "2_1",
      legs: JSON.stringify([leg(a, "SPF", ["3"]), leg(b, "SPF", ["3"])]),
      release: 1,
      requestId: newRequestId(),
    }),
  );
  const comment = (content: string) =>
    playerCall<{ commentId: number }>(app, fan, "POST", "order/addUserComment", {
      targetType: "release",
      targetId: releaseId,
      content,
    });
  const markup = ok(await comment("<b>必中</b>")).commentId;
  const plain = ok(await comment("跟一个")).commentId;
  return { releaseId, markup, plain, fanMid: fan.mid };
}
