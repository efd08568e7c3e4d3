import type { GameEntry } from "../catalogue/games.ts";
import { fen, type Fen } from "../core/money.ts";
import { accept, type RuleResult } from "../core/refusal.ts";
import { splitTickets, splitZones, type RawTicket } from "./grammar.ts";
import { ticketRefusal, type TicketRefusalCode } from "./refusals.ts";
import { findPlay, gameRules } from "./registry.ts";
import type { ParsedDraw, FamilyDef, ParsedTicket, ParsedZone, PrizeOptions, ZoneSpec } from "./types.ts";
import { validateDrawZones, validateZone } from "./zones.ts";

type Result<T> = RuleResult<T, TicketRefusalCode>;

/** Default cap on the bets of one tickets string (2,000,000 yuan at multiple 1); callers may change it. */
export const DEFAULT_MAX_BETS = 1_000_000;
const DEFAULT_UNIT_FEN = 200;
const ADDITION_FEN = 100;

/** Counted tickets: total bets, cost at multiple 1 without 追加, and each validated ticket. */
export interface CountedTickets {
  bets: number;
  baseCostFen: Fen;
  tickets: ParsedTicket[];
}

/** Parses, validates and counts a tickets string for a game (API §5 grammar); never throws on input. */
export function countTickets(
  gameCode: string,
  tickets: string,
  options: { maxBets?: number } = {},
): Result<CountedTickets> {
  const found = gameRules(gameCode);
  if (!found) return ticketRefusal("UNKNOWN_GAME");
  const raw = splitTickets(tickets);
  if (!raw.ok) return raw;
  const parsed: ParsedTicket[] = [];
  let bets = 0;
  let baseCost = 0;
  for (const ticket of raw.value) {
    const one = parseTicket(found.rules, ticket);
    if (!one.ok) return one;
    parsed.push(one.value);
    bets += one.value.bets;
    baseCost += one.value.bets * one.value.unitFen;
  }
  if (bets > (options.maxBets ?? DEFAULT_MAX_BETS) || !Number.isSafeInteger(baseCost)) {
    return ticketRefusal("TOO_MANY_BETS");
  }
  return accept({ bets, baseCostFen: fen(baseCost), tickets: parsed });
}

function parseTicket(rules: FamilyDef, raw: RawTicket): Result<ParsedTicket> {
  const play = findPlay(rules, raw.play);
  if (!play) return ticketRefusal("UNKNOWN_PLAY");
  if (raw.zones.length !== play.zones.length) return ticketRefusal("ZONE_COUNT");
  const zones: ParsedZone[] = [];
  for (const [i, spec] of play.zones.entries()) {
    const zone = validateZone(raw.zones[i] ?? { bankers: null, numbers: [] }, spec);
    if (!zone.ok) return zone;
    zones.push(zone.value);
  }
  const problem = play.validate?.(zones);
  if (problem) return ticketRefusal(problem);
  const bets = play.count(zones);
  if (!Number.isSafeInteger(bets)) return ticketRefusal("TOO_MANY_BETS");
  if (bets <= 0) return ticketRefusal("NO_BETS");
  return accept({ play: play.code, zones, bets, unitFen: fen(play.unitFen ?? DEFAULT_UNIT_FEN) });
}

/** Whether the game sells 追加 (only DLT). */
export function supportsAddition(gameCode: string): boolean {
  return gameRules(gameCode)?.game.family === "dlt";
}

/** Price of one bet of a play in fen (DLT 追加 adds 1 yuan), or null for an unknown game or play. */
export function unitPriceFen(gameCode: string, play: string, addition = false): Fen | null {
  const found = gameRules(gameCode);
  const def = found ? findPlay(found.rules, play.toUpperCase()) : undefined;
  if (!found || !def) return null;
  const extra = addition && found.game.family === "dlt" ? ADDITION_FEN : 0;
  return fen((def.unitFen ?? DEFAULT_UNIT_FEN) + extra);
}

/**
 * Cost in fen of counted tickets at a multiple: Σ bets × unit price × multiple (DLT 追加: +1 yuan per
 * bet; ignored for other games). The multiple must already be validated (a positive integer).
 */
export function ticketCostFen(
  gameCode: string,
  tickets: readonly Pick<ParsedTicket, "play" | "bets">[],
  options: { multiple?: number; addition?: boolean } = {},
): Fen {
  const multiple = options.multiple ?? 1;
  if (!Number.isSafeInteger(multiple) || multiple < 1) throw new RangeError(`invalid multiple: ${multiple}`);
  let total = 0;
  for (const t of tickets) {
    const unit = unitPriceFen(gameCode, t.play, options.addition);
    if (unit === null) throw new RangeError(`unknown play ${t.play} for ${gameCode}`);
    total += t.bets * unit * multiple;
  }
  return fen(total);
}

/** Parses and validates a draw string (one ticket without the play prefix) for a game. */
export function parseDraw(gameCode: string, draw: string): Result<ParsedDraw> {
  const found = gameRules(gameCode);
  if (!found) return ticketRefusal("UNKNOWN_GAME");
  if (typeof draw !== "string" || draw.length > 1000) return ticketRefusal("MALFORMED");
  const zones = splitZones(draw.trim());
  if (!zones) return ticketRefusal("MALFORMED");
  return validateDrawZones(zones, found.rules.draw, found.rules.drawDistinctAcrossZones ?? false);
}

/** One tier of a prize: winning bets, and the amount per winning bet (null = floating, not yet known). */
export interface TierPrize {
  tier: string;
  count: number;
  amountFen: Fen | null;
}

/** Prize of tickets against a draw at multiple 1: tiers, total of known amounts, winning bets. */
export interface PrizeResult {
  tiers: TierPrize[];
  /** Σ count × amount over tiers whose amount is known (fixed tiers, and floating ones when supplied). */
  totalFen: Fen;
  /** Bets that win at least one tier. */
  winningBets: number;
  /** Some winning tier is floating and its amount was not supplied. */
  pending: boolean;
}

/**
 * Prizes tickets (a tickets string or countTickets' parsed tickets) against a draw (string or parsed),
 * at multiple 1: multiply totalFen and counts by the order's multiple.
 */
export function prizeTickets(
  gameCode: string,
  tickets: string | readonly ParsedTicket[],
  draw: string | ParsedDraw,
  options: PrizeOptions = {},
): Result<PrizeResult> {
  const found = gameRules(gameCode);
  if (!found) return ticketRefusal("UNKNOWN_GAME");
  let parsed: readonly ParsedTicket[];
  if (typeof tickets === "string") {
    const counted = countTickets(gameCode, tickets, { maxBets: Number.MAX_SAFE_INTEGER });
    if (!counted.ok) return counted;
    parsed = counted.value.tickets;
  } else {
    parsed = tickets;
  }
  let drawn: ParsedDraw;
  if (typeof draw === "string") {
    const d = parseDraw(gameCode, draw);
    if (!d.ok) return ticketRefusal("BAD_DRAW");
    drawn = d.value;
  } else {
    drawn = draw;
  }
  const counts = new Map<string, number>();
  let winningBets = 0;
  for (const ticket of parsed) {
    const play = findPlay(found.rules, ticket.play);
    if (!play) return ticketRefusal("UNKNOWN_PLAY");
    const hits = play.hits(ticket.zones, drawn, options);
    winningBets += hits.winningBets;
    for (const [tier, n] of hits.counts) counts.set(tier, (counts.get(tier) ?? 0) + n);
  }
  return accept(priceTiers(found.rules, found.game, counts, winningBets, options));
}

function priceTiers(
  rules: FamilyDef,
  game: GameEntry,
  counts: ReadonlyMap<string, number>,
  winningBets: number,
  options: PrizeOptions,
): PrizeResult {
  const amountOf = (tier: string): Fen | null => {
    const override = oddsConfigurable(game) ? options.odds?.[tier] : undefined;
    if (override !== undefined) return fen(override);
    return rules.tierFen(tier, { game, options, amountOf });
  };
  const tiers = [...counts]
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => compareTiers(a, b))
    .map(([tier, count]) => ({ tier, count, amountFen: amountOf(tier) }));
  let total = 0;
  for (const t of tiers) if (t.amountFen !== null) total += t.count * t.amountFen;
  return { tiers, totalFen: fen(total), winningBets, pending: tiers.some((t) => t.amountFen === null) };
}

/** Whether a game's prizes are operator odds that `PrizeOptions.odds` may override (house games, PK10). */
export function oddsConfigurable(game: GameEntry): boolean {
  return game.kind === "house" || game.family === "pk10";
}

// Lotto tiers ("1", "1A", "4H", …) in numeric order first; play-named tiers keep their order.
function compareTiers(a: string, b: string): number {
  const ma = /^(\d+)([A-Z]?)$/.exec(a);
  const mb = /^(\d+)([A-Z]?)$/.exec(b);
  if (ma && mb) return Number(ma[1]) - Number(mb[1]) || (ma[2] ?? "").localeCompare(mb[2] ?? "");
  return ma ? -1 : mb ? 1 : 0;
}

/** The play codes and Chinese names of a game, or [] for a game without ticket rules. */
export function playsOf(gameCode: string): { code: string; name: string }[] {
  return gameRules(gameCode)?.rules.plays.map((p) => ({ code: p.code, name: p.name })) ?? [];
}

/** Canonical tickets string of parsed tickets: numbers sorted, balls zero-padded, tokens in pinyin. */
export function formatTickets(gameCode: string, tickets: readonly ParsedTicket[]): string {
  const found = gameRules(gameCode);
  if (!found) throw new RangeError(`no ticket rules for ${gameCode}`);
  return tickets
    .map((t) => {
      const play = findPlay(found.rules, t.play);
      if (!play) throw new RangeError(`unknown play ${t.play}`);
      const zones = t.zones.map((z, i) => {
        const spec = play.zones[i] as ZoneSpec;
        const numbers = z.numbers.map((v) => formatValue(v, spec)).join(",");
        return z.bankers.length
          ? `${z.bankers.map((v) => formatValue(v, spec)).join(",")}#${numbers}`
          : numbers;
      });
      return `${t.play}:${zones.join("|")}`;
    })
    .join(";");
}

/** Canonical draw string of a parsed draw, in draw order. */
export function formatDraw(gameCode: string, draw: ParsedDraw): string {
  const found = gameRules(gameCode);
  if (!found) throw new RangeError(`no ticket rules for ${gameCode}`);
  return draw
    .map((zone, i) => {
      const spec = found.rules.draw[i];
      return zone.map((v) => (spec ? formatValue(v, spec) : String(v))).join(",");
    })
    .join("|");
}

function formatValue(value: number, spec: Pick<ZoneSpec, "format" | "tokens">): string {
  if (spec.format === "ball2") return String(value).padStart(2, "0");
  if (spec.format === "token") {
    const entry = Object.entries(spec.tokens ?? {}).find(([, v]) => v === value);
    return entry ? entry[0] : String(value);
  }
  return String(value);
}
