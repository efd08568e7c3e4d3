import type { RegisterParams } from "@lottery/contract";
import { storage } from "../../lib/storage.ts";

/** The inviter a promotion link names: member id and/or invite code (agent number). */
export interface PromotionAgent {
  agentId?: number;
  agentNo?: string;
}

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

function agentNoOf(value: unknown): string | undefined {
  const text = typeof value === "string" ? value.trim() : "";
  return text && text.length <= 32 ? text : undefined;
}

function agentOf(agentId: unknown, agentNo: unknown): PromotionAgent {
  const id = positiveInt(agentId);
  const no = agentNoOf(agentNo);
  return { ...(id ? { agentId: id } : {}), ...(no ? { agentNo: no } : {}) };
}

/** `?agentId=&agentNo=` of a promotion link; malformed values are left out. */
export function agentFromQuery(search: string): PromotionAgent {
  const query = new URLSearchParams(search);
  return agentOf(query.get("agentId"), query.get("agentNo"));
}

/** SPEC 3/7.3: the agent is kept as JSON under the agent-id item, its number under its own item. */
export function rememberAgent(agent: PromotionAgent): void {
  const clean = agentOf(agent.agentId, agent.agentNo);
  if (!clean.agentId && !clean.agentNo) return;
  storage.set("agentId", JSON.stringify(clean));
  if (clean.agentNo) storage.set("agentNo", clean.agentNo);
  else storage.remove("agentNo");
}

function parseJson(text: string | undefined): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** The remembered agent (also reads a bare id, as older clients stored it). */
export function rememberedAgent(): PromotionAgent {
  const stored = parseJson(storage.get("agentId"));
  const id =
    typeof stored === "object" && stored !== null ? (stored as { agentId?: unknown }).agentId : stored;
  return agentOf(id, storage.get("agentNo"));
}

/**
 * The agent fields of a registration: the invite code as typed, plus the remembered member id only
 * while it belongs to that code (the server refuses an id and a code of different players).
 */
export function registrationAgent(
  typedAgentNo: string | undefined,
  remembered: PromotionAgent,
): Pick<RegisterParams, "agentNo" | "agentId"> {
  const agentNo = agentNoOf(typedAgentNo);
  const sameInviter = remembered.agentNo === undefined || remembered.agentNo === agentNo;
  const agentId = sameInviter ? remembered.agentId : undefined;
  return { ...(agentNo ? { agentNo } : {}), ...(agentId ? { agentId } : {}) };
}
