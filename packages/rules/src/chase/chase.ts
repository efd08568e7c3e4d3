/**
 * Chase planning (追号): a plain chase (the same multiple for N issues) and a smart chase (智能追号) that
 * picks, issue by issue, the smallest multiple whose prize still meets a target over everything spent so far
 * (a minimum profit rate or a minimum profit amount). Money in integer fen; exact integer arithmetic.
 */
import { fen, type Fen } from "../core/money.ts";
import { accept, refuse, type RuleResult } from "../core/refusal.ts";
import { findGame } from "../catalogue/games.ts";

/** The closed list of chase refusal codes with their Chinese messages. */
export const CHASE_MESSAGES = {
  BAD_CHASE_INPUT: "追号参数无效",
  TOO_MANY_ISSUES: "追号期数超出上限",
  BAD_MULTIPLE: "投注倍数超出范围",
  TARGET_UNREACHABLE: "在最大倍数内无法达到预期收益，请调整方案",
} as const;

/** A chase refusal code. */
export type ChaseRefusalCode = keyof typeof CHASE_MESSAGES;

type Result<T> = RuleResult<T, ChaseRefusalCode>;

/** One issue of a plan: multiple, cost, cumulative cost, return if this issue wins, profit and its rate. */
export interface ChaseRow {
  issue: number;
  multiple: number;
  issueCostFen: Fen;
  cumulativeCostFen: Fen;
  returnFen: Fen;
  profitFen: Fen;
  /** profit / cumulative cost in percent, 2 decimals (display only). */
  profitRatePercent: number;
}

/** A chase plan: rows and the total cost. */
export interface ChasePlan {
  rows: ChaseRow[];
  totalCostFen: Fen;
}

/** Common inputs: issues, cost of one multiple per issue (fen), prize of one multiple (fen), game limits. */
export interface ChaseBase {
  issues: number;
  costPerMultipleFen: number;
  prizePerMultipleFen: number;
  /** Game code for maxQishu / maxBeishu (catalogue); limits default to 100 issues and 9999. */
  game?: string;
  maxMultiple?: number;
}

/** A smart-chase target: a minimum profit rate (percent of the cumulative cost) or a minimum profit (fen). */
export type ChaseTarget = { kind: "rate"; percent: number } | { kind: "profit"; amountFen: number };

const refusal = (code: ChaseRefusalCode) => refuse(CHASE_MESSAGES, code);

function limits(base: ChaseBase): Result<{ maxIssues: number; maxMultiple: number }> {
  const game = base.game === undefined ? undefined : findGame(base.game);
  if (base.game !== undefined && !game) return refusal("BAD_CHASE_INPUT");
  const maxIssues = game ? (game.maxQishu ?? 1) : 100;
  const gameMax = game?.maxBeishu ?? 9999;
  const maxMultiple = base.maxMultiple === undefined ? gameMax : base.maxMultiple;
  if (!Number.isSafeInteger(maxMultiple) || maxMultiple < 1 || maxMultiple > gameMax) {
    return refusal("BAD_MULTIPLE");
  }
  if (!Number.isSafeInteger(base.issues) || base.issues < 1) return refusal("BAD_CHASE_INPUT");
  if (base.issues > maxIssues) return refusal("TOO_MANY_ISSUES");
  if (!Number.isSafeInteger(base.costPerMultipleFen) || base.costPerMultipleFen <= 0) {
    return refusal("BAD_CHASE_INPUT");
  }
  if (!Number.isSafeInteger(base.prizePerMultipleFen) || base.prizePerMultipleFen < 0) {
    return refusal("BAD_CHASE_INPUT");
  }
  return accept({ maxIssues, maxMultiple });
}

function row(issue: number, multiple: number, previousCost: number, base: ChaseBase): ChaseRow {
  const issueCost = multiple * base.costPerMultipleFen;
  const cumulative = previousCost + issueCost;
  const ret = multiple * base.prizePerMultipleFen;
  const profit = ret - cumulative;
  return {
    issue,
    multiple,
    issueCostFen: fen(issueCost),
    cumulativeCostFen: fen(cumulative),
    returnFen: fen(ret),
    profitFen: fen(profit),
    profitRatePercent: Math.round((profit * 10000) / cumulative) / 100,
  };
}

/** A plain chase: the same multiple on every issue, with cumulative cost and profit if that issue wins. */
export function planPlainChase(base: ChaseBase & { multiple: number }): Result<ChasePlan> {
  const lim = limits(base);
  if (!lim.ok) return lim;
  if (!Number.isSafeInteger(base.multiple) || base.multiple < 1 || base.multiple > lim.value.maxMultiple) {
    return refusal("BAD_MULTIPLE");
  }
  const rows: ChaseRow[] = [];
  let spent = 0;
  for (let i = 1; i <= base.issues; i += 1) {
    const r = row(i, base.multiple, spent, base);
    rows.push(r);
    spent = r.cumulativeCostFen;
  }
  return accept({ rows, totalCostFen: fen(spent) });
}

const ceilDiv = (a: bigint, b: bigint): bigint => (a <= 0n ? 0n : (a + b - 1n) / b);

/**
 * The smallest multiple m ≥ floor meeting the target after `spent` fen: rate r (basis points R):
 * m(10000·P − (10000+R)·c) ≥ (10000+R)·spent; amount A: m(P − c) ≥ spent + A. null when impossible.
 */
export function smallestChaseMultiple(
  spentFen: number,
  costPerMultipleFen: number,
  prizePerMultipleFen: number,
  target: ChaseTarget,
  floor = 1,
): number | null {
  const spent = BigInt(spentFen);
  const c = BigInt(costPerMultipleFen);
  const p = BigInt(prizePerMultipleFen);
  let need: bigint;
  if (target.kind === "rate") {
    const r = BigInt(Math.round(target.percent * 100));
    const per = 10000n * p - (10000n + r) * c;
    if (per <= 0n) return null;
    need = ceilDiv((10000n + r) * spent, per);
  } else {
    const per = p - c;
    if (per <= 0n) return null;
    need = ceilDiv(spent + BigInt(target.amountFen), per);
  }
  const m = need > BigInt(floor) ? need : BigInt(floor);
  return m > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(m);
}

/**
 * A smart chase: from `startMultiple`, each issue takes the smallest multiple (never below the start) whose
 * return meets the target over the cumulative cost; a refusal when some issue would need more than the limit.
 */
export function planSmartChase(
  base: ChaseBase & { startMultiple: number; target: ChaseTarget },
): Result<ChasePlan> {
  const lim = limits(base);
  if (!lim.ok) return lim;
  const { startMultiple, target } = base;
  if (!Number.isSafeInteger(startMultiple) || startMultiple < 1 || startMultiple > lim.value.maxMultiple) {
    return refusal("BAD_MULTIPLE");
  }
  if (target?.kind === "rate") {
    if (!Number.isFinite(target.percent) || target.percent < 0 || target.percent > 1_000_000) {
      return refusal("BAD_CHASE_INPUT");
    }
  } else if (target?.kind === "profit") {
    if (!Number.isSafeInteger(target.amountFen) || target.amountFen < 0) return refusal("BAD_CHASE_INPUT");
  } else {
    return refusal("BAD_CHASE_INPUT");
  }
  const rows: ChaseRow[] = [];
  let spent = 0;
  for (let i = 1; i <= base.issues; i += 1) {
    const m = smallestChaseMultiple(
      spent,
      base.costPerMultipleFen,
      base.prizePerMultipleFen,
      target,
      startMultiple,
    );
    if (m === null || m > lim.value.maxMultiple) return refusal("TARGET_UNREACHABLE");
    const r = row(i, m, spent, base);
    rows.push(r);
    spent = r.cumulativeCostFen;
  }
  return accept({ rows, totalCostFen: fen(spent) });
}
