import { and, eq, gte, inArray, lt, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { Msg, type AgentFamily } from "@lottery/contract";
import { agentTree } from "../account/tables.ts";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/queryable.ts";
import { chinaDay, chinaDayStart } from "../domain/china-time.ts";
import { requestHashOf } from "../domain/request-hash.ts";
import { orders } from "../orders/tables.ts";
import { postJournal } from "../wallet/ledger.ts";
import { houseAccount, playerAccount, SYSTEM_SCOPE } from "../wallet/posting.ts";
import { rebateFen, ZERO_RATES } from "./rates.ts";
import { agentMembers, agentRebateDays, agentRebateLines, type RatesPermille } from "./tables.ts";

const DAY_MS = 86_400_000;
/** Days a missed rebate is still computed after (the job catches up after an outage this long). */
export const REBATE_LOOKBACK_DAYS = 7;
const BATCH = 100;

/** The order kinds of each family. */
const FAMILY_OF_KIND: Record<string, AgentFamily> = { number: "lottery", sports: "sports" };

/** China days whose rebates are due at `now`: the last REBATE_LOOKBACK_DAYS finished days, oldest first. */
export function dueRebateDays(now: Date): string[] {
  const today = chinaDayStart(now).getTime();
  const days: string[] = [];
  for (let back = REBATE_LOOKBACK_DAYS; back >= 1; back -= 1)
    days.push(chinaDay(new Date(today - back * DAY_MS)));
  return days;
}

/** Test seam: called inside an agent-day's transaction after its journal posted (a throw rolls it back). */
export type RebateHook = (agentId: number, day: string) => void | Promise<void>;

/**
 * The daily rebate job: for every finished China day of the lookback and every agent active and
 * approved before the day ended, once: the agent earns (own rate − child's rate) × the stakes of
 * orders settled that day (won or lost; cancelled orders staked nothing) of each direct member's
 * whole team, per game family, floored to the fen. Each agent-day is one transaction: the day row
 * (primary key agent + day), its lines and the journal (key `agent-rebate:<agent>:<day>`, promotions →
 * the agent's cash), so a crash half-way leaves nothing and a rerun or a second leader pays nothing
 * twice. Answers how many agent-days were computed.
 */
export async function payAgentRebates(db: Db, now: Date, hook?: RebateHook): Promise<number> {
  let computed = 0;
  for (const day of dueRebateDays(now)) {
    const dayEnd = new Date(Date.parse(`${day}T00:00:00+08:00`) + DAY_MS);
    const due = await db
      .select({ agentId: agentMembers.userId })
      .from(agentMembers)
      .where(
        and(
          eq(agentMembers.status, "active"),
          lt(agentMembers.decidedAt, dayEnd),
          notExists(
            db
              .select({ one: sql`1` })
              .from(agentRebateDays)
              .where(and(eq(agentRebateDays.agentId, agentMembers.userId), eq(agentRebateDays.day, day))),
          ),
        ),
      )
      .orderBy(agentMembers.userId)
      .limit(BATCH);
    for (const { agentId } of due) {
      const done = await db.transaction((tx) => computeAgentDay(tx, agentId, day, dayEnd, now, hook));
      if (done) computed += 1;
    }
  }
  return computed;
}

interface TeamStake {
  childId: number;
  family: AgentFamily;
  stakeFen: number;
}

/** One agent's day; false when another pass computed it first. */
async function computeAgentDay(
  tx: Tx,
  agentId: number,
  day: string,
  dayEnd: Date,
  now: Date,
  hook: RebateHook | undefined,
): Promise<boolean> {
  const [claimed] = await tx
    .insert(agentRebateDays)
    .values({ agentId, day, amountFen: 0, computedAt: now })
    .onConflictDoNothing()
    .returning({ agentId: agentRebateDays.agentId });
  if (!claimed) return false;
  const [agent] = await tx.select().from(agentMembers).where(eq(agentMembers.userId, agentId));
  if (!agent || agent.status !== "active") return true;
  const stakes = await teamStakes(tx, agentId, new Date(dayEnd.getTime() - DAY_MS), dayEnd);
  const childRates = await ratesOf(
    tx,
    stakes.map((s) => s.childId),
  );
  const lines = stakes.map((s) => {
    const ownRate = agent.rates[s.family];
    const childRate = (childRates.get(s.childId) ?? ZERO_RATES)[s.family];
    return {
      agentId,
      day,
      childId: s.childId,
      family: s.family,
      teamStakeFen: s.stakeFen,
      ownRate,
      childRate,
      amountFen: rebateFen(s.stakeFen, ownRate, childRate),
    };
  });
  if (lines.length > 0) await tx.insert(agentRebateLines).values(lines);
  const amountFen = lines.reduce((sum, line) => sum + line.amountFen, 0);
  if (amountFen === 0) return true;
  const posted = await postJournal(tx, {
    scope: SYSTEM_SCOPE,
    key: `agent-rebate:${agentId}:${day}`,
    requestHash: requestHashOf({ agentId, day, amountFen }),
    kind: "agent_rebate",
    lines: [
      { account: playerAccount(agentId, "cash"), amountFen },
      { account: houseAccount("promotions", agentId), amountFen: -amountFen },
    ],
    ref: { type: "agent_rebate", id: `${agentId}:${day}` },
    memo: Msg.agent.rebateMemo(day),
    at: now,
  });
  await hook?.(agentId, day);
  await tx
    .update(agentRebateDays)
    .set({ amountFen, journalId: posted.journalId })
    .where(and(eq(agentRebateDays.agentId, agentId), eq(agentRebateDays.day, day)));
  return true;
}

/** Stakes of orders settled in [from, to) by each direct member's team (the member and all below). */
async function teamStakes(tx: Tx, agentId: number, from: Date, to: Date): Promise<TeamStake[]> {
  const child = alias(agentTree, "child");
  const team = alias(agentTree, "team");
  const rows = await tx
    .select({
      childId: child.descendantId,
      kind: orders.kind,
      stakeFen: sql<string>`sum(${orders.amountFen})`,
    })
    .from(child)
    .innerJoin(team, eq(team.ancestorId, child.descendantId))
    .innerJoin(orders, eq(orders.userId, team.descendantId))
    .where(
      and(
        eq(child.ancestorId, agentId),
        eq(child.depth, 1),
        inArray(orders.status, ["won", "lost"]),
        gte(orders.settledAt, from),
        lt(orders.settledAt, to),
      ),
    )
    .groupBy(child.descendantId, orders.kind)
    .orderBy(child.descendantId, orders.kind);
  return rows
    .filter((r) => FAMILY_OF_KIND[r.kind] !== undefined)
    .map((r) => ({ childId: r.childId, family: FAMILY_OF_KIND[r.kind]!, stakeFen: Number(r.stakeFen) }));
}

async function ratesOf(tx: Tx, ids: number[]): Promise<Map<number, RatesPermille>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ userId: agentMembers.userId, rates: agentMembers.rates })
    .from(agentMembers)
    .where(inArray(agentMembers.userId, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.userId, r.rates]));
}
