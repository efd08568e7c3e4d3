import { accept, type RuleResult } from "../core/refusal.ts";
import type { RawZone } from "./grammar.ts";
import { ticketRefusal, type TicketRefusalCode } from "./refusals.ts";
import type { ParsedDraw, DrawZoneSpec, ParsedZone, ValueFormat, ZoneSpec } from "./types.ts";

const FORMAT_PATTERN: Readonly<Record<Exclude<ValueFormat, "token">, RegExp>> = {
  ball2: /^\d{2}$/,
  digit: /^\d$/,
  int: /^(?:0|[1-9]\d{0,2})$/,
};

interface ValueSpec {
  format: ValueFormat;
  min: number;
  max: number;
  tokens?: Readonly<Record<string, number>>;
}

/** One written value checked against its format and range: the number, or the refusal code. */
export function parseValue(token: string, spec: ValueSpec): number | TicketRefusalCode {
  let value: number | undefined;
  if (spec.format === "token") {
    const table = spec.tokens ?? {};
    const key = Object.hasOwn(table, token) ? token : token.toUpperCase();
    if (!Object.hasOwn(table, key)) return "BAD_NUMBER";
    value = table[key] as number;
  } else {
    if (!FORMAT_PATTERN[spec.format].test(token)) return "BAD_NUMBER";
    value = Number(token);
  }
  return value < spec.min || value > spec.max ? "OUT_OF_RANGE" : value;
}

/** Checks one written zone against its spec (format, range, duplicates, banker and count rules). */
export function validateZone(raw: RawZone, spec: ZoneSpec): RuleResult<ParsedZone, TicketRefusalCode> {
  if (raw.bankers !== null && !spec.bankers) return ticketRefusal("BANKER_NOT_ALLOWED");
  const bankers = parseList(raw.bankers ?? [], spec);
  if (typeof bankers === "string") return ticketRefusal(bankers);
  const numbers = parseList(raw.numbers, spec);
  if (typeof numbers === "string") return ticketRefusal(numbers);
  if (bankers.some((b) => numbers.includes(b))) return ticketRefusal("BANKER_IN_DRAGS");
  const code = countProblem(bankers.length, numbers.length, spec);
  if (code) return ticketRefusal(code);
  return accept({ bankers, numbers });
}

function parseList(tokens: readonly string[], spec: ZoneSpec): number[] | TicketRefusalCode {
  const values: number[] = [];
  for (const token of tokens) {
    const value = parseValue(token, spec);
    if (typeof value === "string") return value;
    values.push(value);
  }
  if (new Set(values).size !== values.length) return "DUPLICATE_NUMBER";
  return values.sort((a, b) => a - b);
}

function countProblem(bankerCount: number, dragCount: number, spec: ZoneSpec): TicketRefusalCode | null {
  const rule = spec.bankers;
  if (rule && (bankerCount < rule.min || bankerCount > rule.max)) return "BANKER_COUNT";
  if (rule && bankerCount > 0) {
    // A banker entry must expand to at least two bets: bankers + drags ≥ k + 1 (RULES §0).
    if (bankerCount + dragCount < rule.pick + 1) return "TOO_FEW_NUMBERS";
    if (bankerCount + dragCount > spec.maxCount) return "TOO_MANY_NUMBERS";
    return null;
  }
  if (dragCount < spec.minCount) return "TOO_FEW_NUMBERS";
  if (dragCount > spec.maxCount) return "TOO_MANY_NUMBERS";
  return null;
}

/**
 * Checks written draw zones against a family's draw spec. Draws of single values may also be written
 * one value per zone (`1|2|3` for `1,2,3`); values keep their draw order.
 */
export function validateDrawZones(
  raw: readonly RawZone[],
  specs: readonly DrawZoneSpec[],
  distinctAcrossZones: boolean,
): RuleResult<ParsedDraw, TicketRefusalCode> {
  if (raw.some((z) => z.bankers !== null)) return ticketRefusal("MALFORMED");
  const grouped = regroup(raw, specs);
  if (grouped.length !== specs.length) return ticketRefusal("ZONE_COUNT");
  const draw: number[][] = [];
  for (const [i, spec] of specs.entries()) {
    const tokens = grouped[i] ?? [];
    if (tokens.length < spec.count) return ticketRefusal("TOO_FEW_NUMBERS");
    if (tokens.length > spec.count) return ticketRefusal("TOO_MANY_NUMBERS");
    const values: number[] = [];
    for (const token of tokens) {
      const value = parseValue(token, spec);
      if (typeof value === "string") return ticketRefusal(value);
      values.push(value);
    }
    if (spec.distinct && new Set(values).size !== values.length) return ticketRefusal("DUPLICATE_NUMBER");
    draw.push(values);
  }
  const all = draw.flat();
  if (distinctAcrossZones && new Set(all).size !== all.length) return ticketRefusal("DUPLICATE_NUMBER");
  return accept(draw);
}

function regroup(raw: readonly RawZone[], specs: readonly DrawZoneSpec[]): string[][] {
  const total = specs.reduce((sum, s) => sum + s.count, 0);
  const singles = raw.length === total && raw.every((z) => z.numbers.length === 1);
  if (raw.length === specs.length || !singles) return raw.map((z) => z.numbers);
  const flat = raw.flatMap((z) => z.numbers);
  const out: string[][] = [];
  let at = 0;
  for (const spec of specs) {
    out.push(flat.slice(at, at + spec.count));
    at += spec.count;
  }
  return out;
}

/** Zone builder: two-digit balls min–max, count bounds, optional banker rule. */
export function ballZone(
  min: number,
  max: number,
  minCount: number,
  maxCount: number,
  bankers?: ZoneSpec["bankers"],
): ZoneSpec {
  return bankers
    ? { format: "ball2", min, max, minCount, maxCount, bankers }
    : { format: "ball2", min, max, minCount, maxCount };
}

/** Zone builder: single digits min–max (default 0–9) with count bounds. */
export function digitZone(minCount: number, maxCount: number, min = 0, max = 9): ZoneSpec {
  return { format: "digit", min, max, minCount, maxCount };
}

/** Zone builder: plain integers min–max (sums, QXC back digit) with count bounds. */
export function intZone(min: number, max: number, minCount: number, maxCount: number): ZoneSpec {
  return { format: "int", min, max, minCount, maxCount };
}

/** Zone builder: words from a token table with count bounds. */
export function tokenZone(
  tokens: Readonly<Record<string, number>>,
  minCount: number,
  maxCount: number,
): ZoneSpec {
  const values = Object.values(tokens);
  return { format: "token", tokens, min: Math.min(...values), max: Math.max(...values), minCount, maxCount };
}
