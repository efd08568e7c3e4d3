import { eq } from "drizzle-orm";
import { type AgentInfo, type AgentRates, AGENT_REPORT_START_DAY } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import type { Db } from "../db/client.ts";
import { refuse } from "../domain/refusal.ts";
import { users } from "../account/tables.ts";
import type { UserRow } from "../account/sessions.ts";
import { assertRatesWithin, toPercent, toPermille, ZERO_RATES } from "./rates.ts";
import { readAgentRules } from "./settings.ts";
import { agentMembers } from "./tables.ts";

export type AgentMemberRow = typeof agentMembers.$inferSelect;

export async function memberRow(db: Queryable, userId: number): Promise<AgentMemberRow | null> {
  const [row] = await db.select().from(agentMembers).where(eq(agentMembers.userId, userId));
  return row ?? null;
}

/** The player's active agent row, or status 1 您还不是代理. */
export async function activeAgent(db: Queryable, userId: number): Promise<AgentMemberRow> {
  const row = await memberRow(db, userId);
  if (!row || row.status !== "active") throw refuse("agent.notAgent");
  return row;
}

/** Agent/Info: where the player stands and what the operator allows. */
export async function agentInfo(db: Db, user: UserRow): Promise<AgentInfo> {
  const [row, rules] = await Promise.all([memberRow(db, user.id), readAgentRules(db)]);
  const status = (row?.status ?? "none") as AgentInfo["status"];
  return {
    status,
    type: (row?.type ?? null) as AgentInfo["type"],
    level: row?.level ?? null,
    rates: row ? toPercent(row.rates) : null,
    maxRates: rules.maxRates,
    maxDepth: rules.maxDepth,
    mayRecruitAgents: status === "active" && (row?.level ?? rules.maxDepth) < rules.maxDepth,
    mayApply: mayApply(row),
    realNameBound: user.realNameBound,
    startDate: AGENT_REPORT_START_DAY,
  };
}

function mayApply(row: AgentMemberRow | null): boolean {
  if (!row) return true;
  return row.status === "member" && row.type === "agent";
}

/**
 * Agent/Apply: a player with a real name asks to become an agent. A player bound by an agent-type
 * code keeps the code's rates; one who applies on their own gets rates from the operator at approval.
 */
export async function applyForAgent(db: Db, user: UserRow, now: Date): Promise<AgentInfo> {
  if (!user.realNameBound) throw refuse("realNameFirst");
  const row = await memberRow(db, user.id);
  if (row) {
    if (row.status === "active") throw refuse("agent.alreadyAgent");
    if (row.status === "pending") throw refuse("agent.applyPending");
    if (row.status === "rejected" || row.status === "suspended") throw refuse("agent.applyRejectedWait");
    if (row.type !== "agent") throw refuse("agent.playerTypeOnly");
    await db
      .update(agentMembers)
      .set({ status: "pending", appliedAt: now })
      .where(eq(agentMembers.userId, user.id));
  } else {
    await db
      .insert(agentMembers)
      .values({ userId: user.id, status: "pending", rates: ZERO_RATES, appliedAt: now, createdAt: now })
      .onConflictDoNothing();
  }
  return agentInfo(db, user);
}

/**
 * The operator approves a pending application (or appoints any real-named player: `appoint`). A
 * member bound by an agent's code becomes a level below that agent with the code's rates (capped by
 * the operator's maximum); a top agent gets `rates` (required then), within the maximum. Refuses a
 * player without a real name, beyond the maximum depth, or not pending (unless appointing).
 */
export async function approveAgent(
  db: Db,
  userId: number,
  opts: { rates?: AgentRates | undefined; appoint: boolean; operator: string; now: Date },
): Promise<AgentMemberRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw refuse("playerNotFound");
  if (!user.realNameBound) throw refuse("realNameFirst");
  const rules = await readAgentRules(db);
  const row = await memberRow(db, userId);
  if (row?.status === "active") throw refuse("agent.alreadyAgent");
  if (!opts.appoint && row?.status !== "pending") throw refuse("agent.notPending");
  if (row?.type === "player" && !opts.appoint) throw refuse("agent.playerTypeOnly");
  const parent = row?.parentId ? await memberRow(db, row.parentId) : null;
  const level = parent?.level ? parent.level + 1 : 1;
  if (level > rules.maxDepth) throw refuse("agent.depthReached");
  const rates = opts.rates ? toPermille(opts.rates) : (row?.rates ?? ZERO_RATES);
  assertRatesWithin(rates, toPermille(rules.maxRates), "agent.rateOverMax");
  if (parent) assertRatesWithin(rates, parent.rates, "agent.rateOverOwn");
  const values = {
    status: "active",
    type: "agent",
    level,
    rates,
    decidedAt: opts.now,
    decidedBy: opts.operator,
  } as const;
  const [saved] = await db
    .insert(agentMembers)
    .values({ userId, ...values, appliedAt: opts.now, createdAt: opts.now })
    .onConflictDoUpdate({ target: agentMembers.userId, set: values })
    .returning();
  return saved!;
}

/** The operator rejects a pending application. */
export async function rejectAgent(db: Db, userId: number, operator: string, now: Date): Promise<void> {
  const row = await memberRow(db, userId);
  if (row?.status !== "pending") throw refuse("agent.notPending");
  await db
    .update(agentMembers)
    .set({ status: "rejected", decidedAt: now, decidedBy: operator })
    .where(eq(agentMembers.userId, userId));
}

/**
 * The operator changes an active agent's rates (within the maximum and the parent's rates) or
 * suspends / restores it. A suspended agent earns no rebate and its codes stop binding.
 */
export async function updateAgent(
  db: Db,
  userId: number,
  change: { rates?: AgentRates | undefined; suspended?: boolean | undefined },
): Promise<AgentMemberRow> {
  const row = await memberRow(db, userId);
  if (!row || (row.status !== "active" && row.status !== "suspended")) throw refuse("agent.agentNotFound");
  const rules = await readAgentRules(db);
  const rates = change.rates ? toPermille(change.rates) : row.rates;
  assertRatesWithin(rates, toPermille(rules.maxRates), "agent.rateOverMax");
  const parent = row.parentId ? await memberRow(db, row.parentId) : null;
  if (parent) assertRatesWithin(rates, parent.rates, "agent.rateOverOwn");
  const status = change.suspended === undefined ? row.status : change.suspended ? "suspended" : "active";
  const [saved] = await db
    .update(agentMembers)
    .set({ rates, status })
    .where(eq(agentMembers.userId, userId))
    .returning();
  return saved!;
}
