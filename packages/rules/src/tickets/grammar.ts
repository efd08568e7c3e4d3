import { accept, type RuleResult } from "../core/refusal.ts";
import { ticketRefusal, type TicketRefusalCode } from "./refusals.ts";

/** A zone as written: banker tokens (null when there is no "#") and the other tokens. */
export interface RawZone {
  bankers: string[] | null;
  numbers: string[];
}

/** A ticket as written: the play code (upper-cased) and its raw zones. */
export interface RawTicket {
  play: string;
  zones: RawZone[];
}

/** Longest tickets text accepted; far above any real slip, it only bounds the work done on junk. */
export const MAX_TICKETS_TEXT = 200_000;
/** Most tickets accepted in one tickets string. */
export const MAX_TICKETS = 1000;

const PLAY = /^([0-9A-Za-z]{1,16}):(.*)$/s;

/** Splits a tickets string (API §5 grammar) into raw tickets, without checking any game rule. */
export function splitTickets(text: string): RuleResult<RawTicket[], TicketRefusalCode> {
  if (typeof text !== "string" || text.length > MAX_TICKETS_TEXT) return ticketRefusal("MALFORMED");
  const trimmed = text.trim();
  if (trimmed === "") return ticketRefusal("TOO_FEW_NUMBERS");
  const parts = trimmed.split(";");
  if (parts.length > MAX_TICKETS) return ticketRefusal("TOO_MANY_TICKETS");
  const tickets: RawTicket[] = [];
  for (const part of parts) {
    const match = PLAY.exec(part.trim());
    if (!match) return ticketRefusal("MALFORMED");
    const zones = splitZones(match[2] ?? "");
    if (!zones) return ticketRefusal("MALFORMED");
    tickets.push({ play: (match[1] ?? "").toUpperCase(), zones });
  }
  return accept(tickets);
}

/** Splits `zone *("|" zone)` into raw zones; null when the text breaks the grammar. */
export function splitZones(text: string): RawZone[] | null {
  const zones: RawZone[] = [];
  for (const zoneText of text.split("|")) {
    const halves = zoneText.split("#");
    if (halves.length > 2) return null;
    const numbers = splitNumbers(halves[halves.length - 1] ?? "");
    if (!numbers) return null;
    if (halves.length === 1) {
      zones.push({ bankers: null, numbers });
      continue;
    }
    const bankers = splitNumbers(halves[0] ?? "");
    if (!bankers || bankers.length === 0) return null;
    zones.push({ bankers, numbers });
  }
  return zones;
}

// An empty zone is allowed by the splitter (positional plays such as 定位胆 may leave positions empty);
// each play decides whether its zones may be empty.
function splitNumbers(text: string): string[] | null {
  if (text === "") return [];
  const tokens = text.split(",");
  return tokens.every((t) => t !== "") ? tokens : null;
}
