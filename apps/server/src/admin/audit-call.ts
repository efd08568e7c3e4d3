import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { Msg } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import type { AdminRouteDef } from "./admin-route.ts";
import { assertAllowed, operatorParams, rawOperatorParams } from "./route-checks.ts";
import { appendAudit } from "./audit.ts";
import { auditValue } from "./audit-json.ts";
import type { OperatorIdentity } from "./service.ts";
import { isRefusal } from "../domain/refusal.ts";

/** The status recorded for an unexpected fault (the call answered HTTP 500). */
export const FAULT_STATUS = 500;

/** What the log records of a call, filled in as the call goes. */
interface Draft {
  params: unknown;
  target: string;
  before: unknown;
  after: unknown;
}

/**
 * Runs a changing operator call and records it in the audit log whatever happens: done (status 0, the
 * answer or the snapshot after it), refused (the envelope's status and message, the raw params when
 * they did not parse) or a fault (status 500). The record is written after the call, so a crash in
 * between loses it; a failure to write it fails the call (HTTP 500) rather than go unrecorded.
 */
export async function auditedCall<S extends z.ZodType, R>(
  deps: Deps,
  def: AdminRouteDef<S, R>,
  operator: OperatorIdentity,
  request: FastifyRequest,
  run: (params: z.output<S>) => Promise<R>,
): Promise<R> {
  const raw = { ...pathParams(request), ...safeRawParams(request) };
  const draft: Draft = { params: auditValue(raw), target: auditTarget(raw), before: null, after: null };
  const record = (status: number, msg: string) =>
    appendAudit(deps.db, {
      at: deps.clock(),
      operatorId: operator.id,
      operatorName: operator.userName,
      ip: request.ip,
      action: def.path,
      ...draft,
      status,
      msg,
    });
  let answer: R;
  try {
    answer = await steps(def, operator, request, run, draft);
  } catch (error) {
    if (isRefusal(error)) await record(error.status, error.message);
    else await record(FAULT_STATUS, Msg.systemBusy).catch((fault: unknown) => logLost(request, fault));
    throw error;
  }
  await record(0, "");
  return answer;
}

async function steps<S extends z.ZodType, R>(
  def: AdminRouteDef<S, R>,
  operator: OperatorIdentity,
  request: FastifyRequest,
  run: (params: z.output<S>) => Promise<R>,
  draft: Draft,
): Promise<R> {
  assertAllowed(operator, def.permission as Exclude<typeof def.permission, "public">);
  const params = operatorParams(def.params, request);
  draft.params = auditValue({ ...pathParams(request), ...(params as object) });
  draft.target = targetOf(def, params, request);
  if (def.snapshot) draft.before = auditValue(await def.snapshot(params, request));
  const answer = await run(params);
  // A snapshot of nothing (a created row the params do not name) records the answer instead.
  const after = def.snapshot ? await def.snapshot(params, request) : null;
  draft.after = auditValue(after ?? answer);
  return answer;
}

/** The raw params, or none when they cannot even be read (JSON nested too deep: parsing refuses it). */
function safeRawParams(request: FastifyRequest): Record<string, unknown> {
  try {
    return rawOperatorParams(request);
  } catch {
    return {};
  }
}

function logLost(request: FastifyRequest, fault: unknown): void {
  request.log.error({ err: fault }, "audit record of a failed operator call lost");
}

function pathParams(request: FastifyRequest): Record<string, unknown> {
  const params = request.params;
  return params && typeof params === "object" ? (params as Record<string, unknown>) : {};
}

function targetOf<S extends z.ZodType>(
  def: AdminRouteDef<S, unknown>,
  params: z.output<S>,
  request: FastifyRequest,
): string {
  if (typeof def.target === "string") return def.target;
  if (def.target) return def.target(params, request);
  return auditTarget({ ...pathParams(request), ...(params as object) });
}

/** Param names that say what a call acts on, most telling first. */
const TARGET_KEYS = [
  "no",
  "nos",
  "mid",
  "userId",
  "id",
  "orderNo",
  "matchId",
  "code",
  "userName",
  "date",
  "day",
];

/**
 * The default target of a call: the first of TARGET_KEYS given (a list joined by commas), else the game
 * and issue, else "" (settings calls name theirs in the route).
 */
export function auditTarget(params: Record<string, unknown>): string {
  for (const key of TARGET_KEYS) {
    const value = params[key];
    if (typeof value === "string" || typeof value === "number") return String(value).slice(0, 100);
    if (Array.isArray(value)) return value.map(String).join(",").slice(0, 100);
  }
  const game = params.gameCode;
  if (typeof game !== "string") return "";
  return typeof params.issue === "string" ? `${game}:${params.issue}` : game;
}
