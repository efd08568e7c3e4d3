import { z } from "zod";
import { MAX_ROW_ID } from "./client-params.ts";
import { flagSchema, integerParam, pagingParams } from "./params.ts";
import { moneyRequestIdSchema } from "./funds.ts";
import { orderStatuses, type OrderStatus } from "./orders.ts";
import { betJcCreateParams, type BetJcModels, type SportsDetailLeg } from "./sports-bets.ts";

/**
 * Releasing and following a ticket (发单 / 跟单, API.md §9, issue 23). Paths under /api, (T) = token
 * required. Money in yuan at this edge, fen inside; percentages are whole numbers (commission) or
 * numbers with 2 decimals (hit and return rates, 0–100 and up).
 *
 * | call | params | models |
 * |---|---|---|
 * | POST lottery/bet_jc_create (T) | betJcCreateReleaseParams | BetJcReleaseModels |
 * | POST Lottery/Bet_JC_Follow (T) | betJcFollowParams | BetJcFollowModels (status 8: OddsChangedModels) |
 * | GET order/queryReleaseDetailInfo (T) | releaseIdParams | ReleaseDetail |
 * | GET order/queryFDList (T) | fdListParams | Paged<ReleaseSummary> (open releases) |
 * | GET order/queryFDRecommend (T) | fdGameListParams | Paged<ReleaseSummary> (open, best streak first) |
 * | GET order/QueryOKamiReleaseOrderList (T) | fdGameListParams | Paged<ReleaseSummary> (open, of experts) |
 * | GET order/QueryAttentionUserFollowOrderList (T) | fdPagingParams | Paged<ReleaseSummary> (players I follow) |
 * | GET order/QueryFollowOrderList (T) | followOrderListParams | Paged<FollowOrderRecord> (my follows) |
 * | GET Order/QueryReleaseFollowList (T) | releaseFollowListParams | Paged<ReleaseFollower> |
 * | GET order/QueryUserHomePageOrderList_FD | userReleaseListParams | Paged<HomeRelease> (a player's releases, community.ts) |
 * | GET Attention/QueryFDUserList (T) | fdPagingParams | Paged<FdUser> |
 * | GET order/QueryFollowOrderRank (T) | followRankParams | FollowRankModels |
 * | GET order/detail (T) | as §5 | OrderDetail plus `follow: OrderFollowInfo` on a settled follow |
 */

/** Games whose tickets may be released now: the fixed-odds parlay games. */
export const releaseGames = ["jczq", "jclq"] as const;
export type ReleaseGame = (typeof releaseGames)[number];

/** The most any release may take as commission (percent); operators may set a lower cap. */
export const FOLLOW_COMMISSION_CEILING = 10;

/** A release's number: `F`, the China date, 10 digits. */
export const releaseIdSchema = z
  .string({ error: "缺少发单编号" })
  .trim()
  .regex(/^F\d{18}$/, { error: "发单编号格式错误" });

/**
 * POST lottery/bet_jc_create (T) with `release=1`: the ticket as §6 and the release's terms.
 * Without `release` (or `release=0`) the terms are ignored and it is a plain order.
 */
export const betJcCreateReleaseParams = betJcCreateParams.extend({
  release: flagSchema.default("0"),
  commissionPercent: integerParam(0, FOLLOW_COMMISSION_CEILING, "佣金比例须为0-10的整数").default(0),
  /** 0 visible now, 2 visible after sale closes. */
  privacy: z.enum(["0", "2"], { error: "保密设置须为0或2" }).default("0"),
  pitch: z.string().trim().max(200, { error: "发单宣言不能超过200字" }).optional(),
});
export type BetJcCreateReleaseParams = z.output<typeof betJcCreateReleaseParams>;

/** models of bet_jc_create: as §6, plus `releaseId` when the ticket was released. */
export interface BetJcReleaseModels extends BetJcModels {
  releaseId?: string;
}

/** POST Lottery/Bet_JC_Follow (T). */
export const betJcFollowParams = z.object({
  releaseId: releaseIdSchema,
  multiple: integerParam(1, 99999, "倍数须为1-99999的整数"),
  requestId: moneyRequestIdSchema,
  /** 1: place at the current odds even when an SP moved since the release (else status 8). */
  acceptOdds: flagSchema.default("0"),
});
export type BetJcFollowParams = z.output<typeof betJcFollowParams>;

/** models of Bet_JC_Follow: the follower's own order. */
export interface BetJcFollowModels {
  orderId: string;
  bets: number;
  amount: number;
  balance: number;
  releaseId: string;
}

/** order/queryReleaseDetailInfo (T). */
export const releaseIdParams = z.object({ releaseId: releaseIdSchema });
export type ReleaseIdParams = z.output<typeof releaseIdParams>;

/**
 * A release's status: selling (followers may still follow), closed (the first match closed, results
 * awaited), won / lost (the releaser's order settled), cancelled (the releaser's order was void).
 */
export const releaseStatuses = ["selling", "closed", "won", "lost", "cancelled"] as const;
export type ReleaseStatus = (typeof releaseStatuses)[number];

/** A releaser's record over settled releases (all time unless a rank window says otherwise). */
export interface ReleaserRecord {
  /** Settled releases (won or lost; void ones are left out). */
  settled: number;
  won: number;
  /** won ÷ settled × 100, 2 decimals; 0 when nothing settled. */
  hitRate: number;
  /** Σ prizes after tax ÷ Σ stakes × 100 of settled releases, 2 decimals. */
  returnRate: number;
  /** 连红: consecutive won releases counted back from the latest settled one. */
  streak: number;
}

export interface Releaser {
  Mid: number;
  /** Masked for other players (张**), in full for oneself. */
  NickName: string;
  record: ReleaserRecord;
}

/** One release in the lobby lists. */
export interface ReleaseSummary {
  releaseId: string;
  /** The releaser's order number, shown to the releaser only (null for everyone else). */
  orderId: string | null;
  gameCode: string;
  gameName: string;
  releaser: Releaser;
  commissionPercent: number;
  /** 0 visible now, 2 after sale closes. */
  privacy: number;
  pitch: string;
  status: ReleaseStatus;
  statusName: string;
  /** When following closes: the release's first match close. */
  deadline: string;
  createdAt: string;
  passTypes: string[];
  /** Matches on the ticket. */
  matches: number;
  bets: number;
  /** The releaser's multiple and stake (yuan). */
  multiple: number;
  amount: number;
  /** The cost of the ticket at multiple 1 (yuan): a follow costs unitAmount × multiple. */
  unitAmount: number;
  /** Followers (distinct players) and their total stake (yuan). */
  followers: number;
  followAmount: number;
  /** The releaser's prize after tax once won (yuan), else 0. */
  prize: number;
}

/** order/queryReleaseDetailInfo: a release with its ticket (null while hidden from this viewer). */
export interface ReleaseDetail extends ReleaseSummary {
  legs: SportsDetailLeg[] | null;
  /** The most a ticket at multiple 1 may win at the accepted SPs (yuan); null while hidden. */
  unitMaxPrize: number | null;
  /** Commission paid to the releaser so far after the house cut (yuan). */
  commissionPaid: number;
  /** Whether this viewer is the releaser / has followed, and whether they may follow now. */
  mine: boolean;
  followed: boolean;
  mayFollow: boolean;
}

/** order/queryFDList: open releases; optional game; sort by newest, followers, follow amount or commission. */
export const fdListParams = pagingParams.extend({
  gameCode: z.enum(releaseGames, { error: "该彩种不支持发单" }).optional(),
  sort: z.enum(["time", "followers", "amount", "commission"], { error: "排序方式无效" }).default("time"),
});
export type FdListParams = z.output<typeof fdListParams>;

/** order/queryFDRecommend, order/QueryOKamiReleaseOrderList: open releases; optional game. */
export const fdGameListParams = pagingParams.extend({
  gameCode: z.enum(releaseGames, { error: "该彩种不支持发单" }).optional(),
});
export type FdGameListParams = z.output<typeof fdGameListParams>;

/** order/QueryAttentionUserFollowOrderList, Attention/QueryFDUserList: paging only. */
export const fdPagingParams = pagingParams;

/** order/QueryFollowOrderList (T): my follows, optional order status. */
export const followOrderListParams = pagingParams.extend({
  status: z.enum(orderStatuses, { error: "订单状态不存在" }).optional(),
});
export type FollowOrderListParams = z.output<typeof followOrderListParams>;

/**
 * order/QueryUserHomePageOrderList_FD: a player's releases (`uid`, default: mine), newest first. `mid` is
 * the viewer (a common param), so the player whose releases are listed is `uid` (issue 24).
 */
export const userReleaseListParams = pagingParams.extend({
  uid: integerParam(1, MAX_ROW_ID, "用户编号须为正整数").optional(),
});
export type UserReleaseListParams = z.output<typeof userReleaseListParams>;

/** One of my follows (order/QueryFollowOrderList). */
export interface FollowOrderRecord {
  releaseId: string;
  /** My order's number (order/detail). */
  orderId: string;
  gameCode: string;
  gameName: string;
  releaser: { Mid: number; NickName: string };
  commissionPercent: number;
  multiple: number;
  amount: number;
  status: OrderStatus;
  statusName: string;
  /** Prize after tax (yuan) before commission; 0 unless won. */
  prize: number;
  /** Commission paid to the releaser from this follow (yuan), 0 until settled or when none. */
  commission: number;
  followedAt: string;
  settledAt: string | null;
}

/** Order/QueryReleaseFollowList (T): the followers of a release. */
export const releaseFollowListParams = pagingParams.extend({ releaseId: releaseIdSchema });
export type ReleaseFollowListParams = z.output<typeof releaseFollowListParams>;

/** One follower of a release and their result (names masked except oneself; no order numbers). */
export interface ReleaseFollower {
  Mid: number;
  NickName: string;
  multiple: number;
  amount: number;
  status: OrderStatus;
  statusName: string;
  prize: number;
  commission: number;
  followedAt: string;
  mine: boolean;
}

/** Attention/QueryFDUserList (T): releasers whose tickets I have followed, with their record. */
export interface FdUser {
  Mid: number;
  NickName: string;
  record: ReleaserRecord;
  /** Releases still open for following. */
  openReleases: number;
  /** How often I followed them. */
  myFollows: number;
}

/** order/QueryFollowOrderRank (T): day, week (7 China days), month (30) or the hit-streak board. */
export const followRankTypes = ["day", "week", "month", "streak"] as const;
export type FollowRankType = (typeof followRankTypes)[number];
export const followRankParams = z.object({
  type: z.enum(followRankTypes, { error: "榜单类型须为day、week、month或streak" }).default("week"),
  gameCode: z.enum(releaseGames, { error: "该彩种不支持发单" }).optional(),
});
export type FollowRankParams = z.output<typeof followRankParams>;

/**
 * 大神 (order/QueryOKamiReleaseOrderList): releasers with at least `minSettled` releases settled in the
 * last `days` days and a return rate of at least `minReturnRate` percent over them.
 */
export const FOLLOW_EXPERT = { days: 30, minSettled: 3, minReturnRate: 100 } as const;

/** How many releasers a rank lists. */
export const FOLLOW_RANK_SIZE = 50;

export interface FollowRankRow extends ReleaserRecord {
  rank: number;
  Mid: number;
  NickName: string;
  /** Σ prizes after tax and Σ stakes of the settled releases in the window (yuan). */
  prize: number;
  stake: number;
}

/**
 * models of QueryFollowOrderRank. Only releases settled inside [from, to) count (streak: all time).
 * day/week/month sort by returnRate, then hitRate, then won; streak by streak, then hitRate.
 */
export interface FollowRankModels {
  type: FollowRankType;
  from: string | null;
  to: string;
  list: FollowRankRow[];
}

/** `follow` of order/detail for a follower's order (API.md §9): set once the order settled. */
export interface OrderFollowInfo {
  releaseId: string;
  /** C: commission taken from the prize (yuan). */
  commission: number;
  /** H: the house's cut of C (yuan); the releaser got commission − houseCut. */
  houseCut: number;
}

/** Operator settings `follow.rules`. */
export interface FollowRules {
  /** The highest commission percent a release may ask (0–10). */
  maxCommissionPercent: number;
  /** The house's cut of each commission, percent (0–100). */
  houseCutPercent: number;
}
export const FOLLOW_RULES_DEFAULT: FollowRules = { maxCommissionPercent: 10, houseCutPercent: 0 };

/** Operator: POST /admin/api/follow/settings. */
export const followSettingsParams = z.object({
  maxCommissionPercent: integerParam(0, FOLLOW_COMMISSION_CEILING, "佣金比例上限须为0-10的整数"),
  houseCutPercent: integerParam(0, 100, "平台抽成比例须为0-100的整数"),
});
export type FollowSettingsParams = z.output<typeof followSettingsParams>;

/** Operator: GET /admin/api/follow/releases (paged; optional releaser id, game, only with followers). */
export const adminReleaseListParams = pagingParams.extend({
  userId: integerParam(1, MAX_ROW_ID, "用户编号有误").optional(),
  gameCode: z.enum(releaseGames, { error: "该彩种不支持发单" }).optional(),
  withFollowers: flagSchema.optional(),
});
export type AdminReleaseListParams = z.output<typeof adminReleaseListParams>;

export interface AdminReleaseRow {
  releaseId: string;
  orderId: string;
  userId: number;
  userName: string;
  gameCode: string;
  gameName: string;
  status: ReleaseStatus;
  statusName: string;
  commissionPercent: number;
  houseCutPercent: number;
  amount: number;
  followers: number;
  followAmount: number;
  /** Σ C over settled follows, Σ H, and what the releaser got (C − H), yuan. */
  commission: number;
  houseCut: number;
  commissionPaid: number;
  deadline: string;
  createdAt: string;
}

/** Custom follow rules (定制跟单): limits. */
export const FOLLOW_RULE_LIMITS = {
  /** Whole yuan a fixed rule follows with, or a percentage rule's cap. */
  minAmount: 1,
  maxAmount: 10_000,
  maxTimes: 100,
  /** Days a rule lasts; the unused prepaid reserve returns then. */
  days: 60,
  /** Active rules one releaser may have (first come, first served). */
  maxPerReleaser: 2000,
} as const;

const ruleAmount = (error: string) =>
  integerParam(FOLLOW_RULE_LIMITS.minAmount, FOLLOW_RULE_LIMITS.maxAmount, error);

/**
 * GET order/editReleaseOrderFollowRule (T): create a rule on releaser `releaserMid` (no `ruleId`; not `mid`,
 * the common parameter that every logged-in call carries as the caller's own id), change one
 * (`ruleId` with new terms; the prepaid reserve is re-frozen for the new terms) or stop one (`ruleId`,
 * `stop=1`: the unused reserve returns). `followType` 0: `amount` whole yuan per release; 1: `percent`
 * (1–100) of the release's amount rounded up to whole yuan, at most `maxAmount`. `times` 1–100; `payType`
 * 0 prepay (amount or cap × times frozen now), 1 pay as you go (balance short: as many multiples as the
 * balance buys, else skipped).
 */
export const editFollowRuleParams = z.object({
  ruleId: integerParam(1, MAX_ROW_ID, "定制编号有误").optional(),
  releaserMid: integerParam(1, MAX_ROW_ID, "发单人编号有误").optional(),
  stop: flagSchema.default("0"),
  followType: z.enum(["0", "1"], { error: "定制方式须为0或1" }).default("0"),
  amount: ruleAmount("每次金额须为1-10000的整数（元）").optional(),
  percent: integerParam(1, 100, "跟单比例须为1-100的整数").optional(),
  maxAmount: ruleAmount("上限金额须为1-10000的整数（元）").optional(),
  times: integerParam(1, FOLLOW_RULE_LIMITS.maxTimes, "跟单次数须为1-100的整数").default(1),
  payType: z.enum(["0", "1"], { error: "支付方式须为0或1" }).default("1"),
  requestId: moneyRequestIdSchema,
});
export type EditFollowRuleParams = z.output<typeof editFollowRuleParams>;

/**
 * GET hm/addfollowerrule (T): the same rule on a group-purchase initiator `initiatorMid`: each new scheme
 * of theirs is joined with the rule's amount in whole shares (a percentage of the scheme's total), at
 * most what is left of the scheme. Changing or stopping one takes its `ruleId` as above.
 */
export const addFollowerRuleParams = editFollowRuleParams.omit({ releaserMid: true }).extend({
  initiatorMid: integerParam(1, MAX_ROW_ID, "发起人编号有误").optional(),
});
export type AddFollowerRuleParams = z.output<typeof addFollowerRuleParams>;

/** GET order/queryReleaseOrderFollowRuleList (T): my rules, optionally on one releaser (`releaserMid`). */
export const followRuleListParams = pagingParams.extend({
  releaserMid: integerParam(1, MAX_ROW_ID, "发单人编号有误").optional(),
});
export type FollowRuleListParams = z.output<typeof followRuleListParams>;

export const followRuleStatuses = ["active", "done", "stopped", "expired"] as const;

/** What a rule follows: a releaser's releases (跟单) or a group-purchase initiator's schemes (合买). */
export const followRuleKinds = ["release", "scheme"] as const;
export type FollowRuleKind = (typeof followRuleKinds)[number];
export type FollowRuleStatus = (typeof followRuleStatuses)[number];

/** One custom follow rule (money in yuan). */
export interface FollowRule {
  ruleId: number;
  /** release: follows `releaser`'s releases; scheme: joins `releaser`'s (the initiator's) schemes. */
  kind: FollowRuleKind;
  kindName: string;
  releaser: { Mid: number; NickName: string };
  followType: 0 | 1;
  amount: number;
  percent: number;
  maxAmount: number;
  times: number;
  usedTimes: number;
  payType: 0 | 1;
  /** The prepaid reserve still frozen (0 when paying as you go). */
  frozen: number;
  status: FollowRuleStatus;
  statusName: string;
  createdAt: string;
  expiresAt: string;
}

/** Operator: GET /admin/api/follow/rules (paged; optional follower, releaser and status). */
export const adminFollowRuleListParams = pagingParams.extend({
  followerId: integerParam(1, MAX_ROW_ID, "跟单人编号有误").optional(),
  releaserId: integerParam(1, MAX_ROW_ID, "发单人编号有误").optional(),
  status: z.enum(followRuleStatuses, { error: "定制状态有误" }).optional(),
});
export type AdminFollowRuleListParams = z.output<typeof adminFollowRuleListParams>;

/** One custom follow rule seen by the operator (money in yuan). */
export interface AdminFollowRuleRow {
  ruleId: number;
  kind: FollowRuleKind;
  kindName: string;
  followerId: number;
  followerName: string;
  releaserId: number;
  releaserName: string;
  /** 0 fixed amount per release, 1 percentage of the release's amount. */
  followType: 0 | 1;
  amount: number;
  percent: number;
  /** A percentage rule's cap per follow (0 for fixed rules). */
  maxAmount: number;
  times: number;
  usedTimes: number;
  /** 0 prepay (frozen), 1 pay as you go. */
  payType: 0 | 1;
  /** The prepaid reserve still frozen. */
  frozen: number;
  status: FollowRuleStatus;
  statusName: string;
  expiresAt: string;
  createdAt: string;
}
