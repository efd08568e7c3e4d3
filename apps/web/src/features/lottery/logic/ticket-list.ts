import { countTickets, ticketCostFen, type ParsedZone } from "@lottery/rules";
import { perGameKey, storage } from "../../../lib/storage.ts";
import { playDefOf } from "./games.ts";
import { countSelection, emptySelection, type Selection } from "./selection.ts";

/** One ticket of the bet list (号码篮): its play, ticket string, bets and the picks to edit it again. */
export interface ListedTicket {
  id: string;
  play: string;
  playName: string;
  ticket: string;
  bets: number;
  zones: ParsedZone[];
}

let sequence = 0;

/** A listed ticket from a complete selection, or null when the selection makes no bet. */
export function listedTicket(gameCode: string, selection: Selection): ListedTicket | null {
  const counted = countSelection(gameCode, selection);
  if (!counted.ticket) return null;
  sequence += 1;
  return {
    id: `${Date.now().toString(36)}-${sequence}`,
    play: selection.play,
    playName: playDefOf(gameCode, selection.play)?.name ?? selection.play,
    ticket: counted.ticket,
    bets: counted.bets,
    zones: selection.zones,
  };
}

/**
 * The stored bet list of a game (SPEC 3 confirmation cache). Storage is not trusted: every ticket is
 * counted again by the rules package and anything that does not count is dropped.
 */
export function loadTicketList(gameCode: string): ListedTicket[] {
  const stored = storage.getPerGame<unknown>("confirmation", gameCode);
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item: Partial<ListedTicket>) => {
    if (typeof item?.ticket !== "string" || typeof item.id !== "string") return [];
    const counted = countTickets(gameCode, item.ticket);
    if (!counted.ok || counted.value.tickets.length !== 1) return [];
    const parsed = counted.value.tickets[0]!;
    return [{ ...(item as ListedTicket), play: parsed.play, bets: parsed.bets, zones: parsed.zones }];
  });
}

/** Stores a game's bet list (removes the cache when the list is empty). */
export function saveTicketList(gameCode: string, list: readonly ListedTicket[]): void {
  if (list.length === 0) storage.removePerGame("confirmation", gameCode);
  else storage.setPerGame("confirmation", gameCode, list);
}

/** Appends tickets to a game's stored bet list; answers the new list. */
export function appendTickets(gameCode: string, tickets: readonly ListedTicket[]): ListedTicket[] {
  const list = [...loadTicketList(gameCode), ...tickets];
  saveTicketList(gameCode, list);
  return list;
}

/** Takes bought tickets (by id) off a game's stored list, keeping any added meanwhile; answers the rest. */
export function removeTickets(gameCode: string, bought: readonly ListedTicket[]): ListedTicket[] {
  const ids = new Set(bought.map((t) => t.id));
  const rest = loadTicketList(gameCode).filter((t) => !ids.has(t.id));
  saveTicketList(gameCode, rest);
  return rest;
}

/** Whether a `storage` event (another tab wrote) touched the game's bet list; null = storage cleared. */
export function touchesTicketList(event: StorageEvent, gameCode: string): boolean {
  return event.key === null || event.key === perGameKey("confirmation", gameCode);
}

/** Total bets of a list. */
export function listBets(list: readonly ListedTicket[]): number {
  return list.reduce((sum, t) => sum + t.bets, 0);
}

/** Cost in fen of a list for one issue at a multiple (DLT 追加 when `addition`), by the rules package. */
export function listCostFen(
  gameCode: string,
  list: readonly ListedTicket[],
  options: { multiple: number; addition: boolean },
): number {
  return list.length === 0 ? 0 : ticketCostFen(gameCode, list, options);
}

/** The picking page's stored selection (SPEC 3 betting record), if it still fits the game's plays. */
export function loadSelection(gameCode: string): Selection | null {
  const stored = storage.getPerGame<Partial<Selection>>("bettingRecord", gameCode);
  if (typeof stored?.play !== "string" || !Array.isArray(stored.zones)) return null;
  const shape = emptySelection(gameCode, stored.play);
  if (shape.zones.length === 0 || shape.zones.length !== stored.zones.length) return null;
  const specs = playDefOf(gameCode, stored.play)?.zones ?? [];
  const zones = stored.zones.map((z: Partial<ParsedZone>, i) => {
    const inRange = (v: number) => v >= (specs[i]?.min ?? 0) && v <= (specs[i]?.max ?? -1);
    return { bankers: numbersOf(z?.bankers).filter(inRange), numbers: numbersOf(z?.numbers).filter(inRange) };
  });
  return { play: stored.play, zones };
}

/** Keeps the picking page's selection across a refresh. */
export function saveSelection(gameCode: string, selection: Selection): void {
  storage.setPerGame("bettingRecord", gameCode, selection);
}

function numbersOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
}
