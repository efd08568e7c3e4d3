import { randomInt } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import type { AgentCode, AgentCodeCreateParams, AgentCodeType, Paged } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { AGENT_CODE_LENGTH } from "./binding.ts";
import { activeAgent } from "./membership.ts";
import { assertRatesWithin, toPercent, toPermille } from "./rates.ts";
import { readAgentRules } from "./settings.ts";
import { agentCodes } from "./tables.ts";

/** The look-alike-free alphabet of personal invite codes; agent codes have 7 characters, personal ones 8. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

const CODE_TRIES = 5;

function newAgentCode(): string {
  let code = "";
  for (let i = 0; i < AGENT_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

type CodeRow = typeof agentCodes.$inferSelect;

/** The registration path of a code (the promotion page reads agentNo and agentId). */
export function codePathOf(row: Pick<CodeRow, "code" | "agentId">): string {
  return `/registerpromote?agentId=${row.agentId}&agentNo=${row.code}`;
}

function codeModel(row: CodeRow): AgentCode {
  return {
    code: row.code,
    type: row.type as AgentCodeType,
    rates: toPercent(row.rates),
    disabled: row.disabled,
    registrations: row.registrations,
    path: codePathOf(row),
    createdAt: chinaTimeIso(row.createdAt),
  };
}

/**
 * Agent/CreateCode: rates from 0 up to the agent's own in each family; agent-type codes only while the
 * agent's level is below the operator's maximum depth.
 */
export async function createAgentCode(
  db: Db,
  agentId: number,
  params: AgentCodeCreateParams,
  now: Date,
): Promise<AgentCode> {
  const agent = await activeAgent(db, agentId);
  const rates = toPermille({ lottery: params.lotteryRate, sports: params.sportsRate });
  assertRatesWithin(rates, agent.rates, "agent.rateOverOwn");
  if (params.type === "agent") {
    const rules = await readAgentRules(db);
    if ((agent.level ?? rules.maxDepth) >= rules.maxDepth) throw refuse("agent.depthReached");
  }
  for (let attempt = 0; attempt < CODE_TRIES; attempt += 1) {
    const [row] = await db
      .insert(agentCodes)
      .values({ code: newAgentCode(), agentId, type: params.type, rates, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (row) return codeModel(row);
  }
  throw new Error("could not draw a free agent code");
}

/** Agent/Codes: the agent's codes, newest first. */
export async function agentCodeList(
  db: Db,
  agentId: number,
  paging: { pageIndex: number; pageSize: number },
): Promise<Paged<AgentCode>> {
  await activeAgent(db, agentId);
  const rows = await db
    .select()
    .from(agentCodes)
    .where(eq(agentCodes.agentId, agentId))
    .orderBy(desc(agentCodes.createdAt), desc(agentCodes.code))
    .limit(paging.pageSize)
    .offset((paging.pageIndex - 1) * paging.pageSize);
  const [total] = await db.select({ n: count() }).from(agentCodes).where(eq(agentCodes.agentId, agentId));
  return { list: rows.map(codeModel), total: total?.n ?? 0 };
}

/** Agent/DisableCode: only the agent's own code (another agent's reads as unknown). */
export async function disableAgentCode(db: Db, agentId: number, code: string): Promise<AgentCode> {
  await activeAgent(db, agentId);
  const [row] = await db
    .update(agentCodes)
    .set({ disabled: true })
    .where(and(eq(agentCodes.code, code), eq(agentCodes.agentId, agentId)))
    .returning();
  if (!row) throw refuse("agent.codeNotFound");
  return codeModel(row);
}
