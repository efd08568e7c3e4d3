import type { FastifyInstance } from "fastify";
import {
  addCommentParams,
  addReplyParams,
  commentListParams,
  communitySettingsParams,
  homePageListParams,
  homePageParams,
  likeCommentParams,
  pagingParams,
  uidParams,
} from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { attend, attentionPage, unattend } from "./attention.ts";
import { addComment, addReply, commentThread, likeComment } from "./comments.ts";
import { homeChases, homeReleases, homeSchemes, userHomePage } from "./homepage.ts";
import { communitySettings, saveCommunitySettings } from "./profile.ts";

const ATTENTION_USER =
  '{uid, nickName (masked), avatar, introduction ("" for a private homepage), attention (I follow them), ' +
  "mutual (both ways), fans, wonCount}";
const COMMENT =
  "{commentId, uid, nickName (masked unless mine), avatar, content (plain text: show as text, never HTML), " +
  'status pending | approved, statusName (审核中 for my pending ones, else ""), likes, liked (by me), mine, ' +
  "createdAt}";
const HOME_PRIVACY =
  "`uid` names the player (default the viewer; `mid` is always the viewer). A private homepage lists " +
  "nothing to others ({list: [], total: 0})";

/**
 * The players' community (issue 24, SPEC 7.4): attention and fans, personal homepages, the player's
 * community settings, comments on releases and schemes.
 */
export function communityRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;
  const tag = "community";

  playerRoute(app, deps, {
    method: "GET",
    path: "/Attention/AttentionUser",
    summary:
      "关注 the player `uid` (again: no change; oneself: status 1). models {uid, attention: true, mutual (they " +
      "follow me too), fans (theirs now)}",
    tag,
    params: uidParams,
    auth: "required",
    handler: ({ player, params }) => attend(db, player.user.id, params.uid, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/attention/cancelAttentionUser",
    summary:
      "取消关注 the player `uid` (not followed: no change). models {uid, attention: false, mutual: false, fans}",
    tag,
    params: uidParams,
    auth: "required",
    handler: ({ player, params }) => unattend(db, player.user.id, params.uid),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/attention/queryMyAttentionUser",
    summary: `The players I follow (关注), newest first: {list: [${ATTENTION_USER}], total, attentionCount, fansCount}; paged`,
    tag,
    params: pagingParams,
    auth: "required",
    handler: ({ player, params }) => attentionPage(db, player.user.id, "attentions", params),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Attention/QueryMyFansUser",
    summary: `My fans (粉丝), newest first: {list: [${ATTENTION_USER}], total, attentionCount, fansCount}; paged`,
    tag,
    params: pagingParams,
    auth: "required",
    handler: ({ player, params }) => attentionPage(db, player.user.id, "fans", params),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/order/queryUserHomePage",
    summary:
      "A player's homepage (`uid`, default the viewer; without login `uid` is needed): {uid, nickName " +
      "(masked unless mine), avatar, introduction, badges [{kind streak | hitRate | bigWin, value, text}] " +
      "(战绩: 连红 ≥ 2, hit rate over ≥ 3 settled releases, 大奖 ≥ 10000 yuan), record (releases: settled, " +
      "won, hitRate, returnRate, streak), schemeRecord (合买 points, crowns, suns, moons, stars), wonCount, " +
      "totalPrize (yuan, after tax), fans, attentions, attention (I follow them), mutual, private, mine}. " +
      "A private homepage shows others only nickName, avatar and private true (figures 0, no badges)",
    tag,
    params: homePageParams,
    auth: "optional",
    handler: ({ player, params }) => userHomePage(db, params.uid, player?.user.id ?? null),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/order/QueryUserHomePageOrderList_ZH",
    summary:
      "A player's chases (追号), newest first: {chaseId, gameCode, gameName, tickets (null for others), bets, " +
      `issueCount, placedIssues, amount, prize (yuan), status, statusName, createdAt}; paged. ${HOME_PRIVACY}`,
    tag,
    params: homePageListParams,
    auth: "optional",
    handler: ({ player, params }) => homeChases(db, params, player?.user.id ?? null),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/order/QueryUserHomePageOrderList_FD",
    summary:
      "A player's releases (发单), newest first, as order/queryFDList's rows plus `visible` (false while a " +
      `privacy-2 ticket is hidden from this viewer); paged. ${HOME_PRIVACY}`,
    tag,
    params: homePageListParams,
    auth: "optional",
    handler: ({ player, params }) => homeReleases(db, params, player?.user.id ?? null, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Order/QueryUserHomePageOrderList_HM",
    summary:
      "The group purchases (合买) a player started or joined, newest first, as hm/list's rows plus role " +
      "initiator | joined, visible and tickets (null unless the scheme's privacy lets this viewer see them); " +
      `paged. ${HOME_PRIVACY}`,
    tag,
    params: homePageListParams,
    auth: "optional",
    handler: ({ player, params }) => homeSchemes(db, params, player?.user.id ?? null, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/community/settings",
    summary:
      "My community settings: {homepagePrivate (主页隐私), introduction (个人简介), attentionNotice (关注动态: a " +
      "message and push when someone I follow releases or starts a scheme, at most once per 10 minutes per " +
      "player), commentBanned (an operator stopped my comments)}",
    tag,
    params: noParams,
    auth: "required",
    handler: ({ player }) => communitySettings(db, player.user.id),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/community/saveSettings",
    summary:
      "Change my community settings, any of homepagePrivate 1|0, introduction (≤ 60 characters, plain text; " +
      "a sensitive word is refused, status 1), attentionNotice 1|0. models: the settings",
    tag,
    params: communitySettingsParams,
    auth: "required",
    handler: ({ player, params }) => saveCommunitySettings(db, player.user.id, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/order/addUserComment",
    summary:
      "Comment on a release or scheme (`targetType` release | scheme, `targetId` its number, `content` 1–200 " +
      "characters of plain text). Refused (status 1) when banned from commenting or holding a sensitive " +
      "word; status 7 past 10 comments and replies a minute. It waits for moderation (审核中, seen only by " +
      "me) unless the operator turned moderation off. models: the new floor " +
      `${COMMENT} plus floor, targetType, targetId, replies [], replyCount 0`,
    tag,
    params: addCommentParams,
    auth: "required",
    handler: ({ player, params }) => addComment(db, player.user.id, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/order/AddUserReply",
    summary:
      "Reply under the floor `commentId` (a reply's id names its floor), answering the floor or its reply " +
      "`replyId`; content and checks as addUserComment. models: the reply " +
      `${COMMENT} plus rootId (the floor), replyTo {uid, nickName} (null when answering the floor: else show 回复 @nickName)`,
    tag,
    params: addReplyParams,
    auth: "required",
    handler: ({ player, params }) => addReply(db, player.user.id, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/order/QueryUserCommentList",
    summary:
      "The comment floors of a release or scheme (`targetType`, `targetId`), oldest floor first: {list: " +
      `[${COMMENT} plus floor, targetType, targetId, replies (oldest first, up to 50, each with rootId and ` +
      "replyTo), replyCount], total}; others' pending and every hidden comment left out; paged",
    tag,
    params: commentListParams,
    auth: "required",
    handler: ({ player, params }) => commentThread(db, params, player.user.id),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/order/LikeUserComment",
    summary:
      "Like (`like=1`, once) or unlike (`like=0`) a comment or reply I can see. models {commentId, likes, liked}",
    tag,
    params: likeCommentParams,
    auth: "required",
    handler: ({ player, params }) =>
      likeComment(db, player.user.id, params.commentId, params.like === "1", deps.clock()),
  });
}
