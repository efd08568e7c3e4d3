import type { BetJoinModels, BetTogetherModels, Envelope, SchemeDetail } from "@lottery/contract";
import type { TestPlayer } from "./cards-fixtures.ts";
import { newRequestId, okModels, playerCall } from "./money-helpers.ts";
import { openIssue, passDraw, type LotteryServer } from "./lottery-orders-fixtures.ts";
import type { IssueRow } from "../src/lottery/tables.ts";

/**
 * An SSQ issue on sale with more than the scheme deadline's 600 s ahead, moving the test clock past
 * issues too close to their close (the real time a run starts at may be minutes before one).
 */
export async function schemeIssue(ctx: LotteryServer): Promise<IssueRow> {
  let issue = await openIssue(ctx, "ssq");
  while (issue.status !== "open" || issue.closeAt.getTime() - ctx.clock.now().getTime() < 700_000) {
    passDraw(ctx, issue);
    issue = await openIssue(ctx, "ssq");
  }
  return issue;
}

/** SSQ 7 red × 2 blue = 14 bets = 28 yuan a multiple. */
export const SSQ_FS = "FS:01,02,03,04,05,06,07|07,08";
/** A draw where SSQ_FS wins fixed tiers only. */
export const SSQ_DRAW = "01,02,03,04,05,08|07";

/** POST lottery/bet_together on an issue; answers the envelope. */
export function startScheme(
  ctx: LotteryServer,
  player: TestPlayer,
  issue: Pick<IssueRow, "gameCode" | "issue">,
  params: Record<string, string | number>,
): Promise<Envelope<BetTogetherModels>> {
  return playerCall<BetTogetherModels>(ctx.server.app, player, "POST", "lottery/bet_together", {
    gameCode: issue.gameCode,
    issue: issue.issue,
    tickets: SSQ_FS,
    multiple: 1,
    requestId: newRequestId(),
    ...params,
  });
}

/** POST lottery/bet_join; answers the envelope. */
export function joinScheme(
  ctx: LotteryServer,
  player: TestPlayer,
  schemeId: string,
  shares: number,
  requestId = newRequestId(),
): Promise<Envelope<BetJoinModels>> {
  return playerCall<BetJoinModels>(ctx.server.app, player, "POST", "lottery/bet_join", {
    schemeId,
    shares,
    requestId,
  });
}

/** GET hm/detail as `player`. */
export function schemeDetail(
  ctx: LotteryServer,
  player: TestPlayer,
  schemeId: string,
): Promise<SchemeDetail> {
  return okModels(playerCall<SchemeDetail>(ctx.server.app, player, "GET", "hm/detail", { schemeId }));
}

/** The API.md §8 split, written out independently of the rules package. */
export function expectedSplit(prizeFen: number, costFen: number, totalShares: number, percent: number) {
  let commission = Math.floor((prizeFen * percent) / 100);
  if (!(prizeFen > costFen && prizeFen - commission > costFen)) commission = 0;
  const perShare = Math.floor((prizeFen - commission) / totalShares);
  return { commission, perShare, dust: prizeFen - commission - perShare * totalShares };
}
