import { z } from "zod";
import { MAX_ROW_ID } from "./client-params.ts";
import { flagSchema, integerParam, pagingParams } from "./params.ts";
import type { ReleaseSummary, ReleaserRecord } from "./follow.ts";
import type { ChaseStatus } from "./orders.ts";
import type { SchemeRecord, SchemeSummary } from "./together.ts";

/**
 * The players' community (issue 24): attention (关注) and fans, personal homepages, comments on
 * releases and schemes. `mid` is always the VIEWER (a common param, API.md §2): another player is
 * named by `uid`. Paths under /api, (T) = token required. Names of other players are masked (张**),
 * one's own in full. Texts (introduction, comments) are plain text, never HTML.
 *
 * | call | params | models |
 * |---|---|---|
 * | GET Attention/AttentionUser (T) | uidParams | AttentionModels (attention true; self refused, status 1) |
 * | GET attention/cancelAttentionUser (T) | uidParams | AttentionModels (attention false) |
 * | GET attention/queryMyAttentionUser (T) | pagingParams | AttentionPage (whom I follow) |
 * | GET Attention/QueryMyFansUser (T) | pagingParams | AttentionPage (who follows me) |
 * | GET order/queryUserHomePage | homePageParams | UserHomePage (uid default: the viewer) |
 * | GET order/QueryUserHomePageOrderList_ZH | homePageListParams | Paged<HomeChase> |
 * | GET order/QueryUserHomePageOrderList_FD | homePageListParams | Paged<HomeRelease> |
 * | GET Order/QueryUserHomePageOrderList_HM | homePageListParams | Paged<HomeScheme> |
 * | GET community/settings (T) | – | CommunitySettings |
 * | POST community/saveSettings (T) | communitySettingsParams | CommunitySettings |
 * | POST order/addUserComment (T) | addCommentParams | CommentItem (the new floor) |
 * | POST order/AddUserReply (T) | addReplyParams | CommentReply (the new reply) |
 * | GET order/QueryUserCommentList (T) | commentListParams | CommentPage |
 * | POST order/LikeUserComment (T) | likeCommentParams | CommentLikeModels |
 *
 * Homepage lists of another player: nothing while their homepage is private (`{list: [], total: 0}`);
 * release legs and scheme tickets hidden by their privacy stay hidden (`visible: false`, tickets null).
 */

/** A target player, never `mid` (that is the viewer). */
export const uidSchema = integerParam(1, MAX_ROW_ID);

/** Attention/AttentionUser, attention/cancelAttentionUser (T). */
export const uidParams = z.object({ uid: uidSchema });
export type UidParams = z.output<typeof uidParams>;

/** models of AttentionUser / cancelAttentionUser. */
export interface AttentionModels {
  uid: number;
  /** Whether the viewer follows uid now. */
  attention: boolean;
  /** Whether uid follows the viewer and the viewer follows uid. */
  mutual: boolean;
  /** uid's fans now. */
  fans: number;
}

/** One player in the 关注 / 粉丝 lists. */
export interface AttentionUser {
  uid: number;
  nickName: string;
  avatar: string;
  introduction: string;
  /** Both follow each other. */
  mutual: boolean;
  /** In the 粉丝 list: whether I follow them back (in the 关注 list always true). */
  attention: boolean;
  fans: number;
  wonCount: number;
}

/** attention/queryMyAttentionUser, Attention/QueryMyFansUser: a page and my two counts. */
export interface AttentionPage {
  list: AttentionUser[];
  total: number;
  attentionCount: number;
  fansCount: number;
}

/** order/queryUserHomePage: `uid` (default: the viewer; required without login). */
export const homePageParams = z.object({ uid: uidSchema.optional() });
export type HomePageParams = z.output<typeof homePageParams>;

/** The homepage order lists: `uid` (default: the viewer), paged. */
export const homePageListParams = pagingParams.extend({ uid: uidSchema.optional() });
export type HomePageListParams = z.output<typeof homePageListParams>;

/** A 战绩 badge: streak (连红), hitRate (命中率, percent), bigWin (大奖 count, a prize ≥ 10 000 yuan). */
export interface HomeBadge {
  kind: "streak" | "hitRate" | "bigWin";
  value: number;
  /** Chinese label, e.g. 3连红, 命中率66.67%, 大奖2次. */
  text: string;
}

export interface UserHomePage {
  uid: number;
  nickName: string;
  avatar: string;
  introduction: string;
  /** Only the badges earned (streak ≥ 2, hit rate over ≥ 3 settled releases, ≥ 1 big win). */
  badges: HomeBadge[];
  /** The player's release record (follow orders) and group-purchase 战绩. */
  record: ReleaserRecord;
  schemeRecord: SchemeRecord;
  /** Won orders and schemes, and their prizes after tax (yuan; scheme holders' parts). */
  wonCount: number;
  totalPrize: number;
  fans: number;
  attentions: number;
  /** Whether the viewer follows uid, and both ways. */
  attention: boolean;
  mutual: boolean;
  /** Private homepage: others see only nickName, avatar, private true, zero figures, no badges. */
  private: boolean;
  mine: boolean;
}

/** A chase on a homepage. tickets: null for other players (chases are the player's own business). */
export interface HomeChase {
  chaseId: string;
  gameCode: string;
  gameName: string;
  tickets: string | null;
  bets: number;
  issueCount: number;
  placedIssues: number;
  amount: number;
  prize: number;
  status: ChaseStatus;
  statusName: string;
  createdAt: string;
}

/** A release on a homepage: visible false while its legs are hidden from this viewer (privacy 2). */
export interface HomeRelease extends ReleaseSummary {
  visible: boolean;
}

/** A scheme on a homepage: started or joined; tickets null while hidden by its privacy. */
export interface HomeScheme extends SchemeSummary {
  role: "initiator" | "joined";
  tickets: string | null;
  visible: boolean;
}

/** The player's community switches. */
export interface CommunitySettings {
  /** 主页隐私: others see only name and avatar. */
  homepagePrivate: boolean;
  /** 个人简介, ≤ 60 characters, plain text. */
  introduction: string;
  /** 关注动态: a message and push when someone I follow releases or starts a scheme. */
  attentionNotice: boolean;
  /** Whether an operator stopped this player commenting. */
  commentBanned: boolean;
}

export const INTRODUCTION_MAX = 60;
export const COMMENT_MAX = 200;

/** POST community/saveSettings (T): any of the three; "1"/"0" switches. */
export const communitySettingsParams = z.object({
  homepagePrivate: flagSchema.optional(),
  introduction: z
    .string({ error: "个人简介须为文字" })
    .trim()
    .max(INTRODUCTION_MAX, { error: `个人简介最多${INTRODUCTION_MAX}个字` })
    .optional(),
  attentionNotice: flagSchema.optional(),
});
export type CommunitySettingsParams = z.output<typeof communitySettingsParams>;

export const commentTargetTypes = ["release", "scheme"] as const;
export type CommentTargetType = (typeof commentTargetTypes)[number];

const targetTypeSchema = z.enum(commentTargetTypes, { error: "评论对象类型须为release或scheme" });
/** A release number (F…) or a scheme number, as the target type says. */
const targetIdSchema = z
  .string({ error: "缺少评论对象编号" })
  .trim()
  .regex(/^[A-Za-z0-9]{1,32}$/, { error: "评论对象编号格式错误" });
const contentSchema = z
  .string({ error: "缺少评论内容" })
  .trim()
  .min(1, { error: "评论内容不能为空" })
  .max(COMMENT_MAX, { error: `评论内容最多${COMMENT_MAX}个字` });
const commentIdSchema = integerParam(1, MAX_ROW_ID);

/** POST order/addUserComment (T). */
export const addCommentParams = z.object({
  targetType: targetTypeSchema,
  targetId: targetIdSchema,
  content: contentSchema,
});
export type AddCommentParams = z.output<typeof addCommentParams>;

/** POST order/AddUserReply (T): a reply to a floor (`commentId`), or to one of its replies (`replyId`). */
export const addReplyParams = z.object({
  commentId: commentIdSchema,
  replyId: commentIdSchema.optional(),
  content: contentSchema,
});
export type AddReplyParams = z.output<typeof addReplyParams>;

/** GET order/QueryUserCommentList (T): the floors of a release or scheme, oldest floor first. */
export const commentListParams = pagingParams.extend({
  targetType: targetTypeSchema,
  targetId: targetIdSchema,
});
export type CommentListParams = z.output<typeof commentListParams>;

/** POST order/LikeUserComment (T): like (1) or unlike (0) a floor or a reply. */
export const likeCommentParams = z.object({
  commentId: commentIdSchema,
  like: flagSchema.default("1"),
});
export type LikeCommentParams = z.output<typeof likeCommentParams>;

/** pending: 审核中 (only its author sees it); approved: shown; hidden: by an operator (nobody sees it). */
export const commentStatuses = ["pending", "approved", "hidden"] as const;
export type CommentStatus = (typeof commentStatuses)[number];

interface CommentBase {
  commentId: number;
  uid: number;
  nickName: string;
  avatar: string;
  /** Plain text: show as text, never as HTML. */
  content: string;
  status: CommentStatus;
  /** 审核中 for pending, else "". */
  statusName: string;
  likes: number;
  liked: boolean;
  mine: boolean;
  createdAt: string;
}

/** A reply; the client shows `回复 @{replyTo.nickName}：` when it answers another reply. */
export interface CommentReply extends CommentBase {
  /** The floor's comment id. */
  rootId: number;
  replyTo: { uid: number; nickName: string } | null;
}

/** A floor (楼) with its replies, one level, oldest first. */
export interface CommentItem extends CommentBase {
  floor: number;
  targetType: CommentTargetType;
  targetId: string;
  replies: CommentReply[];
  replyCount: number;
}

export interface CommentPage {
  list: CommentItem[];
  total: number;
}

export interface CommentLikeModels {
  commentId: number;
  likes: number;
  liked: boolean;
}

/** Console: comments to moderate. */
export const adminCommentListParams = pagingParams.extend({
  status: z.enum(commentStatuses, { error: "评论状态不存在" }).optional(),
  targetType: targetTypeSchema.optional(),
  userId: integerParam(1, MAX_ROW_ID).optional(),
});
export type AdminCommentListParams = z.output<typeof adminCommentListParams>;

export const adminCommentIdParams = z.object({ id: commentIdSchema });

export interface AdminCommentRow {
  id: number;
  userId: number;
  userName: string;
  targetType: CommentTargetType;
  targetId: string;
  floor: number | null;
  rootId: number | null;
  content: string;
  status: CommentStatus;
  statusName: string;
  likes: number;
  createdAt: string;
  moderatedAt: string | null;
}

/** Console: the sensitive words, one per line (≤ 2000 words of ≤ 20 characters). */
export const sensitiveWordsParams = z.object({
  words: z
    .array(z.string().trim().min(1, { error: "敏感词不能为空" }).max(20, { error: "敏感词最多20个字" }), {
      error: "敏感词须为列表",
    })
    .max(2000, { error: "敏感词最多2000个" }),
});

/** Console: stop / allow a player commenting. */
export const commentBanParams = z.object({
  userId: integerParam(1, MAX_ROW_ID),
  reason: z.string().trim().max(100, { error: "原因最多100个字" }).optional(),
});

export interface CommentBanRow {
  userId: number;
  userName: string;
  reason: string;
  bannedAt: string;
}

/** Console: whether new comments wait for moderation (default on). */
export const communityRulesParams = z.object({ moderation: z.boolean({ error: "审核开关须为true或false" }) });
export interface CommunityRules {
  moderation: boolean;
}
export const COMMUNITY_RULES_DEFAULT: CommunityRules = { moderation: true };

/** Comments a player may write per minute (comments and replies together). */
export const COMMENTS_PER_MINUTE = 10;
/** A follower hears of one releaser at most once per this many minutes. */
export const ATTENTION_NOTICE_MINUTES = 10;
