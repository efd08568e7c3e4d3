import { z } from "zod";
import { AdminMsg, ROLES } from "./admin.ts";
import { chinaDateSchema, FUND_LIST_MAX_DAYS, journalKinds, rechargeStatuses } from "./funds.ts";
import { lotteryGameCodeSchema } from "./lottery.ts";
import { orderStatuses } from "./orders.ts";
import { integerParam, pagingParams, rowIdSchema } from "./params.ts";
import { withdrawalStatuses } from "./withdrawals.ts";

/**
 * Params of the operator console's calls (under /admin/api; JSON bodies on POST, the query on GET).
 * Lists page with pageIndex/pageSize; date filters are `from`/`to`, China dates, both inclusive.
 */

/** Operator user names: 3–32 letters, digits or `_`, starting with a letter. */
export const operatorUserNameSchema = z
  .string({ error: AdminMsg.userNameRule })
  .regex(/^[A-Za-z][A-Za-z0-9_]{2,31}$/, { error: AdminMsg.userNameRule });

/** Operator passwords: 8–64 characters. */
export const operatorPasswordSchema = z
  .string({ error: AdminMsg.passwordRule })
  .min(8, { error: AdminMsg.passwordRule })
  .max(64, { error: AdminMsg.passwordRule });

export const roleSchema = z.enum(ROLES, { error: AdminMsg.roleUnknown });

/** A yes/no filter: a JSON boolean, or true/false/1/0 as query text. */
export const flagFilterSchema = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
  .transform((value) => value === true || value === "true" || value === "1");

/** Adds the optional China-date range `from`/`to` (at most FUND_LIST_MAX_DAYS days) to list params. */
export function withConsoleDates<S extends z.ZodRawShape>(base: z.ZodObject<S>) {
  return base
    .extend({ from: chinaDateSchema.optional(), to: chinaDateSchema.optional() })
    .refine((p) => startsBeforeEnd(p as ConsoleDates), {
      error: "开始日期不能晚于结束日期",
      path: ["from"],
    })
    .refine((p) => withinMaxDays(p as ConsoleDates), {
      error: `查询范围不能超过${FUND_LIST_MAX_DAYS}天`,
      path: ["to"],
    });
}

/** A China-date range as console lists take it. */
export interface ConsoleDates {
  from?: string | undefined;
  to?: string | undefined;
}

const startsBeforeEnd = (p: ConsoleDates) => !p.from || !p.to || p.from <= p.to;
const withinMaxDays = (p: ConsoleDates) =>
  !p.from || !p.to || daysCovered(p.from, p.to) <= FUND_LIST_MAX_DAYS;

function daysCovered(start: string, end: string): number {
  return (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
}

/** A `from`/`to` range as the record queries take it (startDate/endDate). */
export function consoleRange(p: ConsoleDates) {
  return { startDate: p.from, endDate: p.to };
}

// Session and own account.
export const operatorLoginParams = z.object({
  userName: z.string().min(1).max(32),
  password: z.string().min(1).max(128),
});
export const operatorPasswordParams = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: operatorPasswordSchema,
});

// Operators.
export const operatorCreateParams = z.object({
  userName: operatorUserNameSchema,
  password: operatorPasswordSchema,
  role: roleSchema,
});
export const operatorUpdateParams = z.object({
  id: rowIdSchema,
  role: roleSchema.optional(),
  disabled: z.boolean().optional(),
});
export const operatorResetParams = z.object({ id: rowIdSchema, password: operatorPasswordSchema });

// Audit.
export const auditListParams = withConsoleDates(
  pagingParams.extend({
    operatorId: rowIdSchema.optional(),
    operator: z.string().trim().min(1).max(32).optional(),
    action: z.string().trim().min(1).max(100).optional(),
    target: z.string().trim().min(1).max(100).optional(),
  }),
);
export type AuditListParams = z.output<typeof auditListParams>;

// Dashboard.
export const dashboardParams = z.object({
  days: integerParam(1, 92, "天数须为1-92").default(30),
});

// Players.
export const consolePlayersParams = pagingParams.extend({
  query: z.string().trim().max(32).default(""),
  banned: flagFilterSchema.optional(),
  realName: flagFilterSchema.optional(),
});
export type ConsolePlayersParams = z.output<typeof consolePlayersParams>;
export const playerMidParams = z.object({ mid: rowIdSchema });
export const playerOrdersParams = withConsoleDates(
  pagingParams.extend({
    mid: rowIdSchema,
    gameCode: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9]{2,16}$/, { error: "彩种代码无效" })
      .optional(),
    status: z.enum(orderStatuses, { error: "订单状态不存在" }).optional(),
  }),
);
export const playerFundsParams = withConsoleDates(
  pagingParams.extend({
    mid: rowIdSchema,
    type: z.enum(journalKinds, { error: "资金类型不存在" }).optional(),
  }),
);
export const playerLoginsParams = pagingParams.extend({ mid: rowIdSchema });

// Withdrawals and recharges.
export const consoleWithdrawalsParams = withConsoleDates(
  pagingParams.extend({
    status: z.enum(withdrawalStatuses, { error: "提现状态不存在" }).optional(),
    mid: rowIdSchema.optional(),
  }),
);
export type ConsoleWithdrawalsParams = z.output<typeof consoleWithdrawalsParams>;

export const withdrawalBulkParams = z
  .object({
    nos: z
      .array(z.string().trim().min(1).max(32), { error: AdminMsg.bulkNos })
      .min(1, { error: AdminMsg.bulkNos })
      .max(100, { error: AdminMsg.bulkNos }),
    action: z.enum(["approve", "reject"]),
    reason: z.string().trim().max(100).optional(),
  })
  .refine((p) => p.action === "approve" || (p.reason ?? "") !== "", {
    error: AdminMsg.bulkReason,
    path: ["reason"],
  });
export type WithdrawalBulkParams = z.output<typeof withdrawalBulkParams>;

export const consoleRechargesParams = withConsoleDates(
  pagingParams.extend({
    status: z.enum(rechargeStatuses, { error: "充值状态不存在" }).optional(),
    mid: rowIdSchema.optional(),
    channel: z.string().trim().min(1).max(32).optional(),
  }),
);
export type ConsoleRechargesParams = z.output<typeof consoleRechargesParams>;

export const reconcileParams = z.object({ day: chinaDateSchema });

// Lottery and sports.
export const lotteryIssueStatuses = ["open", "closed", "drawn", "settled", "void"] as const;
export const consoleIssuesParams = withConsoleDates(
  pagingParams.extend({
    gameCode: lotteryGameCodeSchema,
    status: z.enum(lotteryIssueStatuses, { error: "期次状态不存在" }).optional(),
  }),
);
export type ConsoleIssuesParams = z.output<typeof consoleIssuesParams>;

export const poolIssueStatuses = ["selling", "closed", "finished"] as const;
export const poolIssuesParams = pagingParams.extend({
  gameCode: z.enum(["bjdc", "ctzq"], { error: "彩种须为bjdc或ctzq" }).optional(),
  status: z.enum(poolIssueStatuses, { error: "期次状态不存在" }).optional(),
});
export type PoolIssuesParams = z.output<typeof poolIssuesParams>;

/** Test-only POST /admin/api/dev/clock: move the server's clock forward by `advanceSeconds` (at most 2 days). */
export const devClockParams = z.object({
  advanceSeconds: integerParam(1, 172_800, "前进秒数须为1-172800的整数"),
});
