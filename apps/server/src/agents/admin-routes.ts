import type { FastifyInstance } from "fastify";
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import {
  adminAgentApproveParams,
  adminAgentIdParams,
  adminAgentListParams,
  adminAgentSettingsParams,
  adminAgentUpdateParams,
  adminRebateDayParams,
  type AdminAgentRow,
  type AdminRebateDayRow,
  type AgentCodeType,
  type AgentRates,
  type AgentStatus,
  type Paged,
} from "@lottery/contract";
import { agentTree, users } from "../account/tables.ts";
import { adminRoute } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { noParams } from "../http/player-route.ts";
import { approveAgent, memberRow, rejectAgent, updateAgent } from "./membership.ts";
import { toPercent } from "./rates.ts";
import { payAgentRebates } from "./rebates.ts";
import { readAgentRules, writeAgentRules } from "./settings.ts";
import { agentMembers, agentRebateDays, agentRebateLines } from "./tables.ts";

function ratesOf(
  params: { lotteryRate?: number | undefined; sportsRate?: number | undefined },
  base: AgentRates,
) {
  if (params.lotteryRate === undefined && params.sportsRate === undefined) return undefined;
  return { lottery: params.lotteryRate ?? base.lottery, sports: params.sportsRate ?? base.sports };
}

/** Operator calls of the agent system (permission risk; every change audited). */
export function agentAdminRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;

  adminRoute(app, deps, {
    method: "GET",
    path: "/agents/list",
    permission: "risk",
    summary:
      "Agents and applications, newest application first, optional status pending | active | rejected | " +
      "suspended and userId: {userId, userName, realName, status, type, level, parentId, rates (percent), " +
      "members (direct), appliedAt, decidedAt, decidedBy}; paged",
    params: adminAgentListParams,
    handler: async ({ params }): Promise<Paged<AdminAgentRow>> => {
      const where: SQL | undefined = and(
        params.status
          ? eq(agentMembers.status, params.status)
          : inArray(agentMembers.status, ["pending", "active", "rejected", "suspended"]),
        params.userId ? eq(agentMembers.userId, params.userId) : undefined,
      );
      const rows = await db
        .select({ member: agentMembers, userName: users.userName, realName: users.realName })
        .from(agentMembers)
        .innerJoin(users, eq(users.id, agentMembers.userId))
        .where(where)
        .orderBy(desc(agentMembers.appliedAt), desc(agentMembers.userId))
        .limit(params.pageSize)
        .offset((params.pageIndex - 1) * params.pageSize);
      const [total] = await db.select({ n: count() }).from(agentMembers).where(where);
      const ids = rows.map((r) => r.member.userId);
      const counts =
        ids.length === 0
          ? []
          : await db
              .select({ id: agentTree.ancestorId, n: count() })
              .from(agentTree)
              .where(and(inArray(agentTree.ancestorId, ids), eq(agentTree.depth, 1)))
              .groupBy(agentTree.ancestorId);
      const members = new Map(counts.map((c) => [c.id, c.n]));
      return {
        list: rows.map(({ member, userName, realName }) => ({
          userId: member.userId,
          userName,
          realName,
          status: member.status as AgentStatus,
          type: member.type as AgentCodeType | null,
          level: member.level,
          parentId: member.parentId,
          rates: toPercent(member.rates),
          members: members.get(member.userId) ?? 0,
          appliedAt: member.appliedAt ? chinaTimeIso(member.appliedAt) : null,
          decidedAt: member.decidedAt ? chinaTimeIso(member.decidedAt) : null,
          decidedBy: member.decidedBy,
        })),
        total: total?.n ?? 0,
      };
    },
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/agents/approve",
    permission: "risk",
    summary:
      "Approve a pending application, or appoint=1 any player; the player must have a real name. A member " +
      "bound by an agent's code keeps the code's rates unless given; a top agent takes lotteryRate/sportsRate " +
      "(within the maximum rates; within the parent's for a sub-agent; level within the maximum depth)",
    params: adminAgentApproveParams,
    snapshot: (params) => memberRow(db, params.userId),
    handler: async ({ params, operator }) => {
      const row = await memberRow(db, params.userId);
      const base = row ? toPercent(row.rates) : { lottery: 0, sports: 0 };
      const saved = await approveAgent(db, params.userId, {
        rates: ratesOf(params, base),
        appoint: params.appoint === "1",
        operator: operator!.userName,
        now: deps.clock(),
      });
      return {
        userId: saved.userId,
        status: saved.status,
        level: saved.level,
        rates: toPercent(saved.rates),
      };
    },
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/agents/reject",
    permission: "risk",
    summary: "Reject a pending application",
    params: adminAgentIdParams,
    snapshot: (params) => memberRow(db, params.userId),
    handler: async ({ params, operator }) => {
      await rejectAgent(db, params.userId, operator!.userName, deps.clock());
      return { userId: params.userId, status: "rejected" };
    },
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/agents/update",
    permission: "risk",
    summary:
      "Change an agent's rates (within the maximum and its parent's) and/or suspend (1: no rebates, its codes " +
      "stop binding) or restore (0) it",
    params: adminAgentUpdateParams,
    snapshot: (params) => memberRow(db, params.userId),
    handler: async ({ params }) => {
      const row = await memberRow(db, params.userId);
      const base = row ? toPercent(row.rates) : { lottery: 0, sports: 0 };
      const saved = await updateAgent(db, params.userId, {
        rates: ratesOf(params, base),
        suspended: params.suspended === undefined ? undefined : params.suspended === "1",
      });
      return {
        userId: saved.userId,
        status: saved.status,
        level: saved.level,
        rates: toPercent(saved.rates),
      };
    },
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/agents/settings",
    permission: "risk",
    summary:
      "Agent settings: {maxDepth (1–10 levels), maxRates {lottery, sports} (percent, one decimal, ≤ 10)}",
    params: noParams,
    handler: () => readAgentRules(db),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/agents/settings",
    permission: "risk",
    summary: "Replace the agent settings: maxDepth 1–10, maxLotteryRate and maxSportsRate 0–10 (one decimal)",
    params: adminAgentSettingsParams,
    target: "agent.rules",
    snapshot: () => readAgentRules(db),
    handler: async ({ params }) => {
      await writeAgentRules(db, {
        maxDepth: params.maxDepth,
        maxRates: { lottery: params.maxLotteryRate, sports: params.maxSportsRate },
      });
      return readAgentRules(db);
    },
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/agents/rebate-days",
    permission: "risk",
    summary:
      "Computed rebate days (one row per agent and China day, written once by the daily job), newest first, " +
      "optional day and userId: {userId, userName, day, amount (yuan), lines, computedAt}; paged",
    params: adminRebateDayParams,
    handler: async ({ params }): Promise<Paged<AdminRebateDayRow>> => {
      const where = and(
        params.day ? eq(agentRebateDays.day, params.day) : undefined,
        params.userId ? eq(agentRebateDays.agentId, params.userId) : undefined,
      );
      const rows = await db
        .select({ day: agentRebateDays, userName: users.userName })
        .from(agentRebateDays)
        .innerJoin(users, eq(users.id, agentRebateDays.agentId))
        .where(where)
        .orderBy(desc(agentRebateDays.day), desc(agentRebateDays.amountFen), desc(agentRebateDays.agentId))
        .limit(params.pageSize)
        .offset((params.pageIndex - 1) * params.pageSize);
      const [total] = await db.select({ n: count() }).from(agentRebateDays).where(where);
      const lineCounts = await Promise.all(
        rows.map(async ({ day }) => {
          const [n] = await db
            .select({ n: count() })
            .from(agentRebateLines)
            .where(and(eq(agentRebateLines.agentId, day.agentId), eq(agentRebateLines.day, day.day)));
          return n?.n ?? 0;
        }),
      );
      return {
        list: rows.map(({ day, userName }, i) => ({
          userId: day.agentId,
          userName,
          day: day.day,
          amount: fenToYuan(day.amountFen),
          lines: lineCounts[i] ?? 0,
          computedAt: chinaTimeIso(day.computedAt),
        })),
        total: total?.n ?? 0,
      };
    },
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/agents/run-rebates",
    permission: "risk",
    summary:
      "Run the daily rebate job now (the leader runs it every second anyway): computes every finished day of " +
      "the last 7 not yet computed, once per agent and day. models {agentDays}",
    params: noParams,
    handler: async () => ({ agentDays: await payAgentRebates(db, deps.clock()) }),
  });
}
