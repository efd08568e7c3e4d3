import type { FastifyInstance } from "fastify";
import {
  addFollowerRuleParams,
  betJcFollowParams,
  editFollowRuleParams,
  followRuleListParams,
  fdGameListParams,
  fdListParams,
  fdPagingParams,
  followOrderListParams,
  followRankParams,
  releaseFollowListParams,
  releaseIdParams,
} from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { playerRoute } from "../http/player-route.ts";
import { followRelease } from "./follow.ts";
import { editRule, myRules } from "./rules.ts";
import { expertIds, followRank, myFollows, myReleasers, releaseFollowers } from "./follow-reads.ts";
import { attentionReleases, expertReleases, fdList, fdRecommend, releaseDetail } from "./reads.ts";

const RELEASE_DOC =
  "A release: {releaseId, orderId (the releaser's order; null for other players), gameCode, gameName, releaser {Mid, NickName (masked), record {settled, " +
  "won, hitRate, returnRate, streak}}, commissionPercent, privacy, pitch, status selling | closed | won | " +
  "lost | cancelled, deadline (first match close), passTypes, matches, bets, multiple, amount, unitAmount " +
  "(cost at multiple 1), followers, followAmount, prize}; money in yuan";

/** The player's follow-order calls (发单 / 跟单, API.md §9, SPEC 7.4). Releasing is bet_jc_create release=1. */
export function followRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;
  const tag = "follow orders";

  playerRoute(app, deps, {
    method: "POST",
    path: "/Lottery/Bet_JC_Follow",
    adultsOnly: true,
    summary:
      "跟单: the follower's own order of the release's legs and pass types at `multiple`, at the current " +
      "odds: if an SP moved since the release, status 8 with models.odds (the current odds) and nothing " +
      "placed, unless `acceptOdds=1`. Refused (status 1) for one's own release, after the release's first " +
      "match closed, or a void release. The stake is debited at once. At settlement a winning follower " +
      "pays the releaser C = ⌊P × commissionPercent ÷ 100⌋ (P prize after tax, S stake) when P > S and " +
      "P − C > S; the house keeps ⌊C × houseCut ÷ 100⌋. `requestId` makes retries safe. models {orderId, " +
      "bets, amount, balance, releaseId}",
    tag,
    params: betJcFollowParams,
    auth: "required",
    handler: ({ player, params }) => followRelease(deps, player.user, params),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/order/queryReleaseDetailInfo",
    summary:
      `${RELEASE_DOC}; plus legs (as order/detail's sports legs; null while a privacy-2 ticket is hidden ` +
      "from this viewer: until following closes, only the releaser and its followers see it), unitMaxPrize, " +
      "commissionPaid (to the releaser, after the house cut), mine, followed, mayFollow",
    tag,
    params: releaseIdParams,
    auth: "required",
    handler: ({ player, params }) => releaseDetail(db, params.releaseId, player.user.id, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/order/queryFDList",
    summary: `Open releases (following not closed), optional gameCode jczq | jclq, sort time | followers | amount | commission; paged. ${RELEASE_DOC}`,
    tag,
    params: fdListParams,
    auth: "required",
    handler: ({ player, params }) => fdList(db, params, player.user.id, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/order/queryFDRecommend",
    summary:
      "Recommended open releases: releasers on the longest current winning streak (连红) first, then hit " +
      `rate, then followers; optional gameCode; paged. ${RELEASE_DOC}`,
    tag,
    params: fdGameListParams,
    auth: "required",
    handler: ({ player, params }) => fdRecommend(db, params, player.user.id, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/order/QueryOKamiReleaseOrderList",
    summary:
      "大神 releases: open releases of releasers with ≥ 3 releases settled in the last 30 days and a return " +
      `rate ≥ 100 % over them (FOLLOW_EXPERT), ranked as recommended; paged. ${RELEASE_DOC}`,
    tag,
    params: fdGameListParams,
    auth: "required",
    handler: async ({ player, params }) => {
      const now = deps.clock();
      return expertReleases(db, params, player.user.id, now, await expertIds(db, now));
    },
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/order/QueryAttentionUserFollowOrderList",
    summary: `Open releases of the players I follow (关注, Attention/AttentionUser), newest first; paged. ${RELEASE_DOC}`,
    tag,
    params: fdPagingParams,
    auth: "required",
    handler: ({ player, params }) => attentionReleases(db, params, player.user.id, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/order/QueryFollowOrderList",
    summary:
      "My follows, newest first, optional order `status`: {releaseId, orderId (my order), gameCode, releaser, " +
      "commissionPercent, multiple, amount, status, prize (after tax, before commission), commission (paid " +
      "from this follow), followedAt, settledAt}; paged",
    tag,
    params: followOrderListParams,
    auth: "required",
    handler: ({ player, params }) => myFollows(db, player.user.id, params),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Order/QueryReleaseFollowList",
    summary:
      "The followers of a release, newest first, with their results: {Mid, NickName (masked unless mine), " +
      "multiple, amount, status, prize, commission, followedAt, mine}; no order numbers; paged",
    tag,
    params: releaseFollowListParams,
    auth: "required",
    handler: ({ player, params }) => releaseFollowers(db, params, player.user.id),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Attention/QueryFDUserList",
    summary:
      "The players I follow (关注), newest followed first: {Mid, NickName, record, openReleases, myFollows " +
      "(their releases I followed)}; paged",
    tag,
    params: fdPagingParams,
    auth: "required",
    handler: ({ player, params }) => myReleasers(db, player.user.id, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/order/editReleaseOrderFollowRule",
    adultsOnly: true,
    summary:
      "定制跟单 (custom follow rule on releaser `releaserMid`): create (no `ruleId`), change (`ruleId` and new terms: " +
      "the reserve is re-frozen, times and the 60 days restart) or stop (`ruleId`, `stop=1`: the unused " +
      "reserve returns). followType 0: `amount` whole yuan per release; 1: `percent` 1–100 of the release's " +
      "amount rounded up to whole yuan, at most `maxAmount`. `times` 1–100; payType 0 prepay (per-time " +
      "amount × times frozen now), 1 pay as you go (short balance: what it buys, else skipped). One active " +
      "rule per releaser; at most 2000 active per releaser, first come first served; rules end after 60 " +
      "days. A job follows each new release once per rule at the current odds. `requestId` makes retries " +
      "safe. models: the rule {ruleId, releaser, followType, amount, percent, maxAmount, times, usedTimes, " +
      "payType, frozen, status active | done | stopped | expired, statusName, createdAt, expiresAt}",
    tag,
    params: editFollowRuleParams,
    auth: "required",
    handler: ({ player, params }) =>
      editRule(
        db,
        player.user.id,
        params,
        { kind: "release", mid: params.releaserMid, field: "releaserMid" },
        deps.clock(),
      ),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/hm/addfollowerrule",
    adultsOnly: true,
    summary:
      "定制跟单 of a group-purchase initiator `initiatorMid`: the same rule as order/editReleaseOrderFollowRule " +
      "(create without `ruleId`, change or stop with it; followType, amount, percent, maxAmount, times, " +
      "payType, requestId alike), but each new scheme the initiator starts is joined once per rule by the " +
      "custom-follow job through lottery/bet_join's path: the amount (or the percentage of the scheme's " +
      "total, rounded up to whole yuan, capped) in whole 1-yuan shares, at most what is left of the scheme " +
      "(a nearly full scheme gets the remainder, a full one is skipped). One active rule per initiator; " +
      "at most 2000 per initiator, first come first served; 60 days. models: the rule, kind scheme",
    tag,
    params: addFollowerRuleParams,
    auth: "required",
    handler: ({ player, params }) =>
      editRule(
        db,
        player.user.id,
        params,
        { kind: "scheme", mid: params.initiatorMid, field: "initiatorMid" },
        deps.clock(),
      ),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/order/queryReleaseOrderFollowRuleList",
    summary:
      "My custom follow rules of both kinds (kind release: a releaser's releases; scheme: an initiator's " +
      "group-purchase schemes, hm/addfollowerrule), optionally on player `releaserMid`, newest first; paged. " +
      "Without login an empty page",
    tag,
    params: followRuleListParams,
    auth: "optional",
    handler: async ({ player, params }) =>
      player ? myRules(db, player.user.id, params) : { list: [], total: 0 },
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/order/QueryFollowOrderRank",
    summary:
      "Expert ranks over settled releases only: `type` day (today, China time) | week (7 China days) | month " +
      "(30) by return rate (Σ prizes after tax ÷ Σ stakes) then hit rate (won ÷ settled) then wins; streak " +
      "(连红, the current run of won releases, all time). Optional gameCode. models {type, from, to, list: " +
      "[{rank, Mid, NickName, settled, won, hitRate, returnRate, streak, prize, stake}]} (top 50)",
    tag,
    params: followRankParams,
    auth: "required",
    handler: ({ player, params }) => followRank(db, params, player.user.id, deps.clock()),
  });
}
