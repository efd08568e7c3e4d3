import { newPlayer } from "@lottery/server/test/cards-fixtures.ts";
import { call, operatorCall } from "@lottery/server/test/helpers.ts";
import type { LotteryServer } from "@lottery/server/test/lottery-orders-fixtures.ts";

/** Test-only, run in the real server's worker: one pending agent application and one active agent. */
export async function agents(ctx: LotteryServer) {
  const { app } = ctx.server;
  const pending = await newPlayer(app, "csagpend", { realName: "赵六" });
  const top = await newPlayer(app, "csagtop", { realName: "钱七" });
  for (const player of [pending, top]) {
    const applied = await call(app, "POST", "/api/Agent/Apply", {}, { token: player.token });
    if (applied.body.status !== 0) throw new Error(applied.body.msg);
  }
  const approved = await operatorCall(app, ctx.operator, "POST", "/agents/approve", {
    userId: top.mid,
    lotteryRate: "2.5",
    sportsRate: "1",
  });
  if (approved.status !== 0) throw new Error(approved.msg);
  return { pendingMid: pending.mid, topMid: top.mid };
}
