import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/queryable.ts";
import { endRule } from "./rules.ts";
import { followRules } from "./tables.ts";

/**
 * A time-out or self-exclusion began (issue 29): every active rule of the player stops at once and its
 * unused prepaid reserve returns, in the break's own transaction under the player's lock.
 */
export async function stopRulesForBreak(tx: Tx, followerId: number, now: Date): Promise<number> {
  const active = await tx
    .select()
    .from(followRules)
    .where(and(eq(followRules.followerId, followerId), eq(followRules.status, "active")))
    .orderBy(followRules.id)
    .for("update");
  for (const rule of active) await endRule(tx, rule, "stopped", now);
  return active.length;
}
