import {
  BallStatus,
  countTickets,
  fen,
  formatTickets,
  nextBallStatus,
  ticketCostFen,
  type BallStatusValue,
  type ParsedZone,
  type ZoneSpec,
} from "@lottery/rules";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { playDefOf, zoneTakesBankers } from "./games.ts";

/** What the player has picked on a game page: the play and, per zone, bankers (胆) and numbers. */
export interface Selection {
  play: string;
  zones: ParsedZone[];
}

/** The live count of a selection: bets and cost at multiple 1, the ticket once complete, or a hint. */
export interface SelectionCount {
  bets: number;
  amountFen: number;
  /** The ticket string (`FS:01,…|07`) once the selection makes at least one bet, else null. */
  ticket: string | null;
  /** Why the selection makes no bet yet (号码个数不足 …); null when complete or untouched. */
  hint: string | null;
}

/** A selection of `play` with nothing picked. */
export function emptySelection(gameCode: string, play: string): Selection {
  const zones = playDefOf(gameCode, play)?.zones ?? [];
  return { play, zones: zones.map(() => ({ bankers: [], numbers: [] })) };
}

/**
 * The selection carried over to another play (单式 ↔ 复式 ↔ 胆拖, 任选二 ↔ 任选三 …): when both plays
 * have as many zones, each zone keeps its picks if the new play's zone has the same balls and room — bankers stay bankers
 * where the zone takes them, else they join the numbers (拖码 become plain numbers on 复式). A zone
 * whose picks do not fit starts empty; `dropped` says whether any pick was lost that way.
 */
export function carrySelection(
  gameCode: string,
  selection: Selection,
  play: string,
): { selection: Selection; dropped: boolean } {
  const from = playDefOf(gameCode, selection.play)?.zones ?? [];
  const to = playDefOf(gameCode, play)?.zones ?? [];
  // Plays of different shapes (3D 直选 and 组三, 三星 and 二星) mean other things by each zone.
  const sameShape = from.length === to.length;
  const zones = to.map((spec, i) => (sameShape ? carryZone(from[i], selection.zones[i], spec) : EMPTY_ZONE));
  const kept = zones.reduce((n, z) => n + z.bankers.length + z.numbers.length, 0);
  const picked = selection.zones.reduce((n, z) => n + z.bankers.length + z.numbers.length, 0);
  return { selection: { play, zones }, dropped: kept < picked };
}

const EMPTY_ZONE: ParsedZone = { bankers: [], numbers: [] };

function carryZone(from: ZoneSpec | undefined, zone: ParsedZone | undefined, to: ZoneSpec): ParsedZone {
  if (!from || !zone || !sameBalls(from, to)) return EMPTY_ZONE;
  const keepBankers = zoneTakesBankers(to) && zone.bankers.length <= (to.bankers?.max ?? 0);
  const carried = keepBankers
    ? { bankers: zone.bankers, numbers: zone.numbers }
    : { bankers: [], numbers: [...zone.bankers, ...zone.numbers].sort(byValue) };
  return carried.bankers.length + carried.numbers.length <= to.maxCount ? carried : EMPTY_ZONE;
}

/** Whether two zones offer the same balls (format, range and tokens). */
function sameBalls(a: ZoneSpec, b: ZoneSpec): boolean {
  return (
    a.format === b.format &&
    a.min === b.min &&
    a.max === b.max &&
    JSON.stringify(a.tokens ?? null) === JSON.stringify(b.tokens ?? null)
  );
}

/** Whether the selection has anything picked. */
export function hasPicks(selection: Selection): boolean {
  return selection.zones.some((z) => z.bankers.length + z.numbers.length > 0);
}

/** The SPEC 3 status of one value of a zone: 0 none, 1 banker, 2 selected. */
export function ballStatus(zone: ParsedZone, value: number): BallStatusValue {
  if (zone.bankers.includes(value)) return BallStatus.BANKER;
  return zone.numbers.includes(value) ? BallStatus.SELECTED : BallStatus.NONE;
}

/**
 * A tapped ball's zone after the SPEC 3 cycle (rules' nextBallStatus): in a banker zone with room
 * for another banker, none → banker → selected → none; elsewhere none ↔ selected. A tap that would
 * exceed the zone's number limit is refused with the message to show.
 */
export function tapBall(
  spec: ZoneSpec,
  zone: ParsedZone,
  value: number,
): { zone: ParsedZone } | { refused: string } {
  const current = ballStatus(zone, value);
  const bankerRoom = zoneTakesBankers(spec) && zone.bankers.length < (spec.bankers?.max ?? 0);
  const next = nextBallStatus(current, current === BallStatus.BANKER || bankerRoom);
  const bankers = zone.bankers.filter((v) => v !== value);
  const numbers = zone.numbers.filter((v) => v !== value);
  if (next === BallStatus.BANKER) bankers.push(value);
  if (next === BallStatus.SELECTED) numbers.push(value);
  if (current === BallStatus.NONE && bankers.length + numbers.length > spec.maxCount) {
    return { refused: lotteryMessages.lottery.tooManyNumbers(spec.maxCount) };
  }
  return { zone: { bankers: bankers.sort(byValue), numbers: numbers.sort(byValue) } };
}

const byValue = (a: number, b: number) => a - b;

/** The ticket string of a selection, written by the rules package (`DT:01,02#03,…|07`). */
export function ticketOf(gameCode: string, selection: Selection): string {
  const zones = selection.zones.map((z) => ({
    bankers: [...z.bankers].sort(byValue),
    numbers: [...z.numbers].sort(byValue),
  }));
  return formatTickets(gameCode, [{ play: selection.play, zones, bets: 0, unitFen: fen(0) }]);
}

/** Bets and cost of a selection through the rules package (DLT 追加 when `addition`). */
export function countSelection(gameCode: string, selection: Selection, addition = false): SelectionCount {
  if (!hasPicks(selection)) return { bets: 0, amountFen: 0, ticket: null, hint: null };
  const ticket = ticketOf(gameCode, selection);
  const counted = countTickets(gameCode, ticket);
  if (!counted.ok) return { bets: 0, amountFen: 0, ticket: null, hint: counted.message };
  const amountFen = ticketCostFen(gameCode, counted.value.tickets, { addition });
  return { bets: counted.value.bets, amountFen, ticket, hint: null };
}

/** The picker's selection of a saved set (one ticket in the tickets grammar), or null when it no longer parses. */
export function selectionOfTicket(gameCode: string, ticket: string): Selection | null {
  const counted = countTickets(gameCode, ticket);
  if (!counted.ok || counted.value.tickets.length !== 1) return null;
  const [parsed] = counted.value.tickets;
  return parsed ? { play: parsed.play, zones: parsed.zones } : null;
}
