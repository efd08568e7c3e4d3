import type {
  AttentionModels,
  BetJcReleaseModels,
  BetTogetherModels,
  Envelope,
  SportsMatchAdminView,
} from "@lottery/contract";
import type { TestPlayer } from "./cards-fixtures.ts";
import { newRequestId, okModels, playerCall } from "./money-helpers.ts";
import { betCall, leg, type LegParam } from "./sports-bets-fixtures.ts";
import { createMatch, type SportsServer } from "./sports-fixtures.ts";

/** Two jczq matches on sale and a 2串1 SPF ticket on them. */
export async function twoLegs(ctx: SportsServer): Promise<LegParam[]> {
  const a: SportsMatchAdminView = await createMatch(ctx, { gameCode: "jczq" });
  const b: SportsMatchAdminView = await createMatch(ctx, { gameCode: "jczq" });
  return [leg(a, "SPF", ["3"]), leg(b, "SPF", ["3"])];
}

/** bet_jc_create release=1 (发单) of `legs` with `terms`. */
export function releaseCall(
  ctx: SportsServer,
  player: TestPlayer,
  legs: LegParam[],
  terms: Record<string, string | number> = {},
): Promise<Envelope<BetJcReleaseModels>> {
  return betCall<BetJcReleaseModels>(ctx, player, {
    gameCode: "jczq",
    passTypes: "2_1",
    legs,
    multiple: 1,
    release: 1,
    commissionPercent: 5,
    ...terms,
  });
}

/** lottery/bet_together (合买) on a sports ticket: 1 bet × 2 yuan × 50 = 100 shares. */
export function sportsSchemeCall(
  ctx: SportsServer,
  player: TestPlayer,
  legs: LegParam[],
  terms: Record<string, string | number> = {},
): Promise<Envelope<BetTogetherModels>> {
  return playerCall<BetTogetherModels>(ctx.app, player, "POST", "lottery/bet_together", {
    gameCode: "jczq",
    passTypes: "2_1",
    legs: JSON.stringify(legs),
    multiple: 50,
    requestId: newRequestId(),
    buyShares: 20,
    ...terms,
  });
}

/** Attention/AttentionUser as `player` on `uid`, which must succeed. */
export function attendCall(ctx: SportsServer, player: TestPlayer, uid: number): Promise<AttentionModels> {
  return okModels(playerCall<AttentionModels>(ctx.app, player, "GET", "Attention/AttentionUser", { uid }));
}
