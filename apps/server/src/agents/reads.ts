import { and, count, desc, eq, gte, ilike, inArray, lt, min, ne, sql, sum, type SQL } from "drizzle-orm";
import { fenToYuan, gameNameOf } from "@lottery/rules";
import {
  AGENT_REPORT_START_DAY,
  type AgentCodeType,
  type AgentDayRangeParams,
  type AgentFamily,
  type AgentGameRow,
  type AgentMember,
  type AgentMembersParams,
  type AgentRebateLine,
  type AgentRebateListParams,
  type AgentReport,
  type AgentStatus,
  type AgentTeamBet,
  type AgentTeamBetsParams,
  type Paged,
} from "@lottery/contract";
import { agentTree, users } from "../account/tables.ts";
import type { Db } from "../db/client.ts";
import { chinaDay, chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { payableFen } from "../orders/payable.ts";
import { orders } from "../orders/tables.ts";
import { ledgerAccounts, rechargeOrders } from "../wallet/tables.ts";
import { withdrawals } from "../withdrawal/tables.ts";
import { activeAgent } from "./membership.ts";
import { toPercent } from "./rates.ts";
import { agentMembers, agentRebateDays, agentRebateLines } from "./tables.ts";

const DAY_MS = 86_400_000;

interface DayRange {
  beginDate: string;
  endDate: string;
  from: Date;
  to: Date;
}

/** A requested day range clamped to [start day, today]; default today only. */
export function dayRangeOf(params: AgentDayRangeParams, now: Date): DayRange {
  const today = chinaDay(now);
  const clamp = (day: string) =>
    day < AGENT_REPORT_START_DAY ? AGENT_REPORT_START_DAY : day > today ? today : day;
  let beginDate = clamp(params.beginDate ?? today);
  let endDate = clamp(params.endDate ?? today);
  if (beginDate > endDate) [beginDate, endDate] = [endDate, beginDate];
  const from = new Date(`${beginDate}T00:00:00+08:00`);
  const to = new Date(new Date(`${endDate}T00:00:00+08:00`).getTime() + DAY_MS);
  return { beginDate, endDate, from, to };
}

/** The agent's team: every player below it in the tree (depth ≥ 1), as a subquery of ids. */
function teamIds(db: Db, agentId: number) {
  return db
    .select({ id: agentTree.descendantId })
    .from(agentTree)
    .where(and(eq(agentTree.ancestorId, agentId), ne(agentTree.depth, 0)));
}

const fenOf = (value: string | null | undefined) => Number(value ?? 0);

/** Agent/Report: the team overview for a day range. */
export async function agentReport(
  db: Db,
  agentId: number,
  params: AgentDayRangeParams,
  now: Date,
): Promise<AgentReport> {
  await activeAgent(db, agentId);
  const range = dayRangeOf(params, now);
  const team = teamIds(db, agentId);
  const inTeam = inArray(orders.userId, team);
  const [staked] = await db
    .select({ stake: sum(orders.amountFen), active: sql<number>`count(distinct ${orders.userId})::int` })
    .from(orders)
    .where(
      and(
        inTeam,
        ne(orders.status, "cancelled"),
        gte(orders.placedAt, range.from),
        lt(orders.placedAt, range.to),
      ),
    );
  const [won] = await db
    .select({ prize: sql<string>`sum(${orders.prizeFen} - ${orders.taxFen})` })
    .from(orders)
    .where(
      and(
        inTeam,
        eq(orders.status, "won"),
        gte(orders.settledAt, range.from),
        lt(orders.settledAt, range.to),
      ),
    );
  const [rebate] = await db
    .select({ amount: sum(agentRebateDays.amountFen) })
    .from(agentRebateDays)
    .where(
      and(
        eq(agentRebateDays.agentId, agentId),
        gte(agentRebateDays.day, range.beginDate),
        sql`${agentRebateDays.day} <= ${range.endDate}`,
      ),
    );
  const cash = await teamCashFlows(db, team, range);
  const [members] = await db
    .select({
      size: count(),
      fresh: sql<number>`count(*) filter (where ${users.createdAt} >= ${range.from.toISOString()} and ${users.createdAt} < ${range.to.toISOString()})::int`,
    })
    .from(users)
    .where(inArray(users.id, team));
  const [balance] = await db
    .select({ amount: sum(ledgerAccounts.balanceFen) })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.userId, team), eq(ledgerAccounts.kind, "cash")));
  return {
    beginDate: range.beginDate,
    endDate: range.endDate,
    stake: fenToYuan(fenOf(staked?.stake)),
    prize: fenToYuan(fenOf(won?.prize)),
    rebate: fenToYuan(fenOf(rebate?.amount)),
    recharge: fenToYuan(cash.rechargeFen),
    withdraw: fenToYuan(cash.withdrawFen),
    newMembers: Number(members?.fresh ?? 0),
    firstRecharges: cash.firstRecharges,
    activeMembers: Number(staked?.active ?? 0),
    teamSize: members?.size ?? 0,
    teamBalance: fenToYuan(fenOf(balance?.amount)),
  };
}

type TeamIds = ReturnType<typeof teamIds>;

/** The team's paid recharges, approved withdrawals and first recharges in the range. */
async function teamCashFlows(db: Db, team: TeamIds, range: DayRange) {
  const paid = and(inArray(rechargeOrders.userId, team), eq(rechargeOrders.status, "paid"));
  const [recharged] = await db
    .select({ amount: sum(rechargeOrders.amountFen) })
    .from(rechargeOrders)
    .where(and(paid, gte(rechargeOrders.paidAt, range.from), lt(rechargeOrders.paidAt, range.to)));
  const firsts = db
    .select({ userId: rechargeOrders.userId, first: min(rechargeOrders.paidAt).as("first") })
    .from(rechargeOrders)
    .where(paid)
    .groupBy(rechargeOrders.userId)
    .as("firsts");
  const [firstRecharges] = await db
    .select({ n: count() })
    .from(firsts)
    .where(and(gte(firsts.first, range.from), lt(firsts.first, range.to)));
  const [withdrawn] = await db
    .select({ amount: sum(withdrawals.amountFen) })
    .from(withdrawals)
    .where(
      and(
        inArray(withdrawals.userId, team),
        eq(withdrawals.status, "approved"),
        gte(withdrawals.reviewedAt, range.from),
        lt(withdrawals.reviewedAt, range.to),
      ),
    );
  return {
    rechargeFen: fenOf(recharged?.amount),
    withdrawFen: fenOf(withdrawn?.amount),
    firstRecharges: firstRecharges?.n ?? 0,
  };
}

/** Agent/TeamBets: the team's orders placed in the range, newest first; optional exact user name. */
export async function agentTeamBets(
  db: Db,
  agentId: number,
  params: AgentTeamBetsParams,
  now: Date,
): Promise<Paged<AgentTeamBet>> {
  await activeAgent(db, agentId);
  const range = dayRangeOf(params, now);
  const where = and(
    inArray(orders.userId, teamIds(db, agentId)),
    gte(orders.placedAt, range.from),
    lt(orders.placedAt, range.to),
    params.userName ? eq(users.userNameKey, params.userName.toLowerCase()) : undefined,
  );
  const rows = await db
    .select({ order: orders, userName: users.userName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(params.pageSize)
    .offset((params.pageIndex - 1) * params.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  return {
    list: rows.map(({ order, userName }) => ({
      orderNo: order.orderNo,
      userName,
      gameCode: order.gameCode,
      gameName: gameNameOf(order.gameCode),
      amount: fenToYuan(order.amountFen),
      prize: fenToYuan(order.status === "won" ? payableFen(order) : 0),
      status: order.status,
      placedAt: chinaTimeIso(order.placedAt),
    })),
    total: total?.n ?? 0,
  };
}

/** Agent/GameReport: the team's orders in the range by game (cancelled orders left out). */
export async function agentGameReport(
  db: Db,
  agentId: number,
  params: AgentDayRangeParams,
  now: Date,
): Promise<AgentGameRow[]> {
  await activeAgent(db, agentId);
  const range = dayRangeOf(params, now);
  const rows = await db
    .select({
      gameCode: orders.gameCode,
      orders: count(),
      stake: sum(orders.amountFen),
      prize: sql<string>`sum(case when ${orders.status} = 'won' then ${orders.prizeFen} - ${orders.taxFen} else 0 end)`,
    })
    .from(orders)
    .where(
      and(
        inArray(orders.userId, teamIds(db, agentId)),
        ne(orders.status, "cancelled"),
        gte(orders.placedAt, range.from),
        lt(orders.placedAt, range.to),
      ),
    )
    .groupBy(orders.gameCode)
    .orderBy(desc(sum(orders.amountFen)));
  return rows.map((r) => ({
    gameCode: r.gameCode,
    gameName: gameNameOf(r.gameCode),
    orders: r.orders,
    stake: fenToYuan(fenOf(r.stake)),
    prize: fenToYuan(fenOf(r.prize)),
  }));
}

/**
 * Agent/Members: the direct members of `parentId` (default the agent itself; any other parent must
 * be in the agent's team, else 该会员不在您的团队中), or with `userName` a search of the whole team.
 */
export async function agentTeamMembers(
  db: Db,
  agentId: number,
  params: AgentMembersParams,
): Promise<Paged<AgentMember>> {
  await activeAgent(db, agentId);
  const parentId = params.parentId ?? agentId;
  if (parentId !== agentId) {
    const [inTeam] = await db
      .select({ depth: agentTree.depth })
      .from(agentTree)
      .where(and(eq(agentTree.ancestorId, agentId), eq(agentTree.descendantId, parentId)));
    if (!inTeam) throw refuse("agent.notInTeam");
  }
  const where: SQL | undefined = params.userName
    ? and(
        eq(agentTree.ancestorId, agentId),
        ne(agentTree.depth, 0),
        ilike(users.userName, `%${params.userName.replace(/[\\%_]/g, "\\$&")}%`),
      )
    : and(eq(agentTree.ancestorId, agentId), inArray(users.id, directOf(db, parentId)));
  const rows = await db
    .select({ user: users, depth: agentTree.depth, member: agentMembers, balance: ledgerAccounts.balanceFen })
    .from(agentTree)
    .innerJoin(users, eq(users.id, agentTree.descendantId))
    .leftJoin(agentMembers, eq(agentMembers.userId, users.id))
    .leftJoin(ledgerAccounts, and(eq(ledgerAccounts.userId, users.id), eq(ledgerAccounts.kind, "cash")))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(params.pageSize)
    .offset((params.pageIndex - 1) * params.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(agentTree)
    .innerJoin(users, eq(users.id, agentTree.descendantId))
    .where(where);
  const children = await childCounts(
    db,
    rows.map((r) => r.user.id),
  );
  return {
    list: rows.map(({ user, depth, member, balance }) => ({
      Mid: user.id,
      userName: user.userName,
      type: (member?.type ?? null) as AgentCodeType | null,
      status: (member?.status ?? "none") as AgentStatus,
      rates: member ? toPercent(member.rates) : null,
      depth,
      children: children.get(user.id) ?? 0,
      balance: fenToYuan(balance ?? 0),
      registeredAt: chinaTimeIso(user.createdAt),
      lastLoginAt: user.lastLoginAt ? chinaTimeIso(user.lastLoginAt) : null,
    })),
    total: total?.n ?? 0,
  };
}

function directOf(db: Db, parentId: number) {
  return db
    .select({ id: agentTree.descendantId })
    .from(agentTree)
    .where(and(eq(agentTree.ancestorId, parentId), eq(agentTree.depth, 1)));
}

async function childCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: agentTree.ancestorId, n: count() })
    .from(agentTree)
    .where(and(inArray(agentTree.ancestorId, ids), eq(agentTree.depth, 1)))
    .groupBy(agentTree.ancestorId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Agent/RebateList: the agent's rebate lines in the day range, newest day first. */
export async function agentRebateList(
  db: Db,
  agentId: number,
  params: AgentRebateListParams,
  now: Date,
): Promise<Paged<AgentRebateLine>> {
  await activeAgent(db, agentId);
  const range = dayRangeOf(params, now);
  const where = and(
    eq(agentRebateLines.agentId, agentId),
    gte(agentRebateLines.day, range.beginDate),
    sql`${agentRebateLines.day} <= ${range.endDate}`,
  );
  const rows = await db
    .select({ line: agentRebateLines, childName: users.userName })
    .from(agentRebateLines)
    .innerJoin(users, eq(users.id, agentRebateLines.childId))
    .where(where)
    .orderBy(desc(agentRebateLines.day), desc(agentRebateLines.amountFen), desc(agentRebateLines.id))
    .limit(params.pageSize)
    .offset((params.pageIndex - 1) * params.pageSize);
  const [total] = await db.select({ n: count() }).from(agentRebateLines).where(where);
  return {
    list: rows.map(({ line, childName }) => ({
      day: line.day,
      childId: line.childId,
      childName,
      family: line.family as AgentFamily,
      teamStake: fenToYuan(line.teamStakeFen),
      ownRate: line.ownRate / 10,
      childRate: line.childRate / 10,
      amount: fenToYuan(line.amountFen),
    })),
    total: total?.n ?? 0,
  };
}
