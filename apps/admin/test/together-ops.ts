import { moneyPlayer } from "@lottery/server/test/money-helpers.ts";
import { joinScheme, schemeIssue, startScheme } from "@lottery/server/test/together-fixtures.ts";
import type { LotteryServer } from "@lottery/server/test/lottery-orders-fixtures.ts";
import { resolveDueSchemes } from "../../server/src/together/resolve.ts";

const ok = <T>(envelope: { status: number; msg: string; models?: T | null }): T => {
  if (envelope.status !== 0 || !envelope.models) throw new Error(envelope.msg);
  return envelope.models;
};

/**
 * Test-only, run in the real server's worker: group purchases for the console's 合买 pages — one the
 * site filled (1 share, resolved at its deadline), one under 95 % (cancellable) and one at 96 %.
 */
export async function schemes(ctx: LotteryServer) {
  const boss = await moneyPlayer(ctx.server.app, "cshmboss", 500);
  const ann = await moneyPlayer(ctx.server.app, "cshmann", 500);
  const first = await schemeIssue(ctx);
  const filled = ok(await startScheme(ctx, boss, first, { buyShares: 2 }));
  ok(await joinScheme(ctx, ann, filled.schemeId, 25));
  ctx.clock.advance(first.closeAt.getTime() - ctx.clock.now().getTime() - 599_000);
  await resolveDueSchemes(ctx.server.app.deps, ctx.clock.now());
  const next = await schemeIssue(ctx);
  const under = ok(await startScheme(ctx, boss, next, { buyShares: 2, guaranteeShares: 3 }));
  ok(await joinScheme(ctx, ann, under.schemeId, 10));
  const over = ok(await startScheme(ctx, boss, next, { buyShares: 2 }));
  ok(await joinScheme(ctx, ann, over.schemeId, 25));
  return { filled: filled.schemeId, under: under.schemeId, over: over.schemeId, annMid: ann.mid };
}
