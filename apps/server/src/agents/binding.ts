import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../db/queryable.ts";
import { agentCodes, agentMembers } from "./tables.ts";

/**
 * What registration (account/) needs of the agent system: reading an agent's invite code and binding
 * the new player through it. Agent codes have 7 characters, personal invite codes 8.
 */
export const AGENT_CODE_LENGTH = 7;

type CodeRow = typeof agentCodes.$inferSelect;

/** A usable agent code: enabled and of an active agent; null otherwise. */
export async function usableAgentCode(db: Queryable, code: string): Promise<CodeRow | null> {
  if (code.length !== AGENT_CODE_LENGTH) return null;
  const [row] = await db.select().from(agentCodes).where(eq(agentCodes.code, code));
  if (!row || row.disabled) return null;
  const [agent] = await db
    .select({ status: agentMembers.status })
    .from(agentMembers)
    .where(eq(agentMembers.userId, row.agentId));
  return agent?.status === "active" ? row : null;
}

/**
 * At registration through an agent code (in the registering transaction): the new player becomes a
 * member of the code's type and rates under the code's agent, and the code counts one registration.
 */
export async function bindThroughCode(
  tx: Queryable,
  userId: number,
  code: CodeRow,
  now: Date,
): Promise<void> {
  await tx.insert(agentMembers).values({
    userId,
    parentId: code.agentId,
    type: code.type,
    status: "member",
    rates: code.rates,
    code: code.code,
    createdAt: now,
  });
  await tx
    .update(agentCodes)
    .set({ registrations: sql`${agentCodes.registrations} + 1` })
    .where(eq(agentCodes.code, code.code));
}
