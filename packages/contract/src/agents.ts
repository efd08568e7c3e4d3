import { z } from "zod";
import { chinaDateSchema } from "./funds.ts";
import { integerParam, pagingParams, rowIdSchema, userNameSchema } from "./params.ts";

/**
 * The agent centre (代理中心, issue 27; REFERENCE-RULES §5). Paths under /api, (T) = token required.
 * Rebate rates are percentages with one decimal (0.0 … the agent's own rate), kept inside as whole
 * tenths of a percent (per mille of the stake). Money in yuan at this edge, fen inside; days are China
 * dates YYYY-MM-DD. The SPEC names the pages but not their calls; these names are ours.
 *
 * | call | params | models |
 * |---|---|---|
 * | GET Agent/Info (T) | none | AgentInfo |
 * | POST Agent/Apply (T) | none | AgentInfo |
 * | GET Agent/Codes (T) | pagingParams | Paged<AgentCode> |
 * | POST Agent/CreateCode (T) | agentCodeCreateParams | AgentCode |
 * | POST Agent/DisableCode (T) | agentCodeParams | AgentCode |
 * | GET Agent/Report (T) | agentDayRangeParams | AgentReport |
 * | GET Agent/TeamBets (T) | agentTeamBetsParams | Paged<AgentTeamBet> |
 * | GET Agent/GameReport (T) | agentDayRangeParams | AgentGameRow[] |
 * | GET Agent/Members (T) | agentMembersParams | Paged<AgentMember> |
 * | GET Agent/RebateList (T) | agentRebateListParams | Paged<AgentRebateLine> |
 */

/** Game families a rate is set for: number lotteries (incl. fast draws) and sports. */
export const agentFamilies = ["lottery", "sports"] as const;
export type AgentFamily = (typeof agentFamilies)[number];
/** Rates per family, percent with one decimal (e.g. 5.5). */
export type AgentRates = Record<AgentFamily, number>;

/** The highest rate the platform allows at all (percent); operators set a lower maximum. */
export const AGENT_RATE_CEILING = 10;
/** The deepest agent level the platform allows at all; operators set a lower maximum. */
export const AGENT_DEPTH_CEILING = 10;
/** The first day a sub-agent report reaches back to (SPEC 9: sub-agent start time 2020/03/10). */
export const AGENT_REPORT_START_DAY = "2020-03-10";

/** A rate as a form field: "0" … "10", at most one decimal. */
export const agentRateSchema = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : value),
  z
    .string({ error: "返点须为0-10之间、最多一位小数的数字" })
    .trim()
    .regex(/^(10(\.0)?|\d(\.\d)?)$/, { error: "返点须为0-10之间、最多一位小数的数字" })
    .transform(Number),
);

export const agentCodeTypes = ["agent", "player"] as const;
export type AgentCodeType = (typeof agentCodeTypes)[number];

/** POST Agent/CreateCode: the type of account it opens and its rate per family. */
export const agentCodeCreateParams = z.object({
  type: z.enum(agentCodeTypes, { error: "类型须为agent或player" }),
  lotteryRate: agentRateSchema,
  sportsRate: agentRateSchema,
});
export type AgentCodeCreateParams = z.infer<typeof agentCodeCreateParams>;

/** An agent invite code: 7 characters, so never one of the 8-character personal invite codes. */
export const agentCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{7}$/, { error: "邀请码须为7位字母或数字" });
export const agentCodeParams = z.object({ code: agentCodeSchema });

/** A day range, both ends included; the server clamps it to the start day and today. */
export const agentDayRangeParams = z.object({
  beginDate: chinaDateSchema.optional(),
  endDate: chinaDateSchema.optional(),
});
export type AgentDayRangeParams = z.infer<typeof agentDayRangeParams>;

export const agentTeamBetsParams = agentDayRangeParams.extend(pagingParams.shape).extend({
  userName: userNameSchema.optional(),
});
export type AgentTeamBetsParams = z.infer<typeof agentTeamBetsParams>;

/** The members under `parentId` (default: the agent's direct members), or a search by user name. */
export const agentMembersParams = pagingParams.extend({
  parentId: rowIdSchema.optional(),
  userName: z.string().trim().max(16).optional(),
});
export type AgentMembersParams = z.infer<typeof agentMembersParams>;

export const agentRebateListParams = agentDayRangeParams.extend(pagingParams.shape);
export type AgentRebateListParams = z.infer<typeof agentRebateListParams>;

/** none (never applied) | member (bound by a code, not an agent) | pending | active | rejected | suspended */
export type AgentStatus = "none" | "member" | "pending" | "active" | "rejected" | "suspended";

export interface AgentInfo {
  status: AgentStatus;
  /** agent | player: what a code made this account (null when no code bound it). */
  type: AgentCodeType | null;
  level: number | null;
  rates: AgentRates | null;
  /** The operator's maximum rates and depth. */
  maxRates: AgentRates;
  maxDepth: number;
  /** Whether this agent may still create agent-type codes (its level is below the maximum depth). */
  mayRecruitAgents: boolean;
  mayApply: boolean;
  realNameBound: boolean;
  /** The first day reports reach back to. */
  startDate: string;
}

export interface AgentCode {
  code: string;
  type: AgentCodeType;
  rates: AgentRates;
  disabled: boolean;
  registrations: number;
  /** The registration path to prefix with the site origin (the QR code encodes the full link). */
  path: string;
  createdAt: string;
}

export interface AgentReport {
  beginDate: string;
  endDate: string;
  stake: number;
  prize: number;
  rebate: number;
  recharge: number;
  withdraw: number;
  newMembers: number;
  firstRecharges: number;
  activeMembers: number;
  teamSize: number;
  teamBalance: number;
}

export interface AgentTeamBet {
  orderNo: string;
  userName: string;
  gameCode: string;
  gameName: string;
  amount: number;
  prize: number;
  status: string;
  placedAt: string;
}

export interface AgentGameRow {
  gameCode: string;
  gameName: string;
  orders: number;
  stake: number;
  prize: number;
}

export interface AgentMember {
  Mid: number;
  userName: string;
  type: AgentCodeType | null;
  status: AgentStatus;
  rates: AgentRates | null;
  /** Depth below the agent (1 = direct). */
  depth: number;
  children: number;
  balance: number;
  registeredAt: string;
  lastLoginAt: string | null;
}

export interface AgentRebateLine {
  day: string;
  childId: number;
  childName: string;
  family: AgentFamily;
  teamStake: number;
  ownRate: number;
  childRate: number;
  amount: number;
}

// Operator calls (/admin/api/agents/*, permission risk).

/** GET agents/list: by status, optional player id; paged. */
export const adminAgentListParams = pagingParams.extend({
  status: z.enum(["pending", "active", "rejected", "suspended"], { error: "状态有误" }).optional(),
  userId: rowIdSchema.optional(),
});
export type AdminAgentListParams = z.infer<typeof adminAgentListParams>;

/** POST agents/approve: a pending application, or `appoint=1` for any real-named player; rates for a top agent. */
export const adminAgentApproveParams = z.object({
  userId: rowIdSchema,
  appoint: z.enum(["0", "1"]).optional(),
  lotteryRate: agentRateSchema.optional(),
  sportsRate: agentRateSchema.optional(),
});
export type AdminAgentApproveParams = z.infer<typeof adminAgentApproveParams>;

export const adminAgentIdParams = z.object({ userId: rowIdSchema });

/** POST agents/update: new rates and/or suspend (1) / restore (0). */
export const adminAgentUpdateParams = z.object({
  userId: rowIdSchema,
  lotteryRate: agentRateSchema.optional(),
  sportsRate: agentRateSchema.optional(),
  suspended: z.enum(["0", "1"]).optional(),
});
export type AdminAgentUpdateParams = z.infer<typeof adminAgentUpdateParams>;

/** POST agents/settings: the deepest level and the highest rates. */
export const adminAgentSettingsParams = z.object({
  maxDepth: integerParam(1, AGENT_DEPTH_CEILING, "层级上限须为1-10的整数"),
  maxLotteryRate: agentRateSchema,
  maxSportsRate: agentRateSchema,
});

/** GET agents/rebate-days: computed agent-days, newest first; optional day and agent. */
export const adminRebateDayParams = pagingParams.extend({
  day: chinaDateSchema.optional(),
  userId: rowIdSchema.optional(),
});

export interface AdminAgentRow {
  userId: number;
  userName: string;
  realName: string | null;
  status: AgentStatus;
  type: AgentCodeType | null;
  level: number | null;
  parentId: number | null;
  rates: AgentRates;
  members: number;
  appliedAt: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
}

export interface AdminRebateDayRow {
  userId: number;
  userName: string;
  day: string;
  amount: number;
  lines: number;
  computedAt: string;
}
