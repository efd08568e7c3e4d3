import { inArray } from "drizzle-orm";
import {
  findSportsGame,
  findSportsOption,
  findSportsPlay,
  formatSp,
  parseSp,
  type SportsGameRules,
  type SportsPlay,
} from "@lottery/rules";
import { type CurrentOdds, type SportsLegParam } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import type { StoredSportsLeg } from "./order-stored.ts";
import { sportsMatches, sportsOdds } from "./tables.ts";
import { badParam, type Refusal, refuse, refuseWith } from "../domain/refusal.ts";

export type MatchRow = typeof sportsMatches.$inferSelect;
type OddsRow = typeof sportsOdds.$inferSelect;

/** Current odds of a set of matches: matchId → canonical play → canonical option → SP in millionths. */
export type OddsBook = Map<string, Map<string, Map<string, number>>>;

/** The matches with these ids, by id. */
export async function matchesById(q: Queryable, ids: readonly string[]): Promise<Map<string, MatchRow>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .select()
    .from(sportsMatches)
    .where(inArray(sportsMatches.matchId, [...ids]));
  return new Map(rows.map((r) => [r.matchId, r]));
}

/** The current odds of these matches, keyed by the catalogue's canonical play and option codes. */
export async function oddsBookOf(
  q: Queryable,
  rules: SportsGameRules,
  ids: readonly string[],
): Promise<OddsBook> {
  const book: OddsBook = new Map();
  if (ids.length === 0) return book;
  const rows: OddsRow[] = await q
    .select()
    .from(sportsOdds)
    .where(inArray(sportsOdds.matchId, [...ids]));
  for (const row of rows) {
    const play = findSportsPlay(rules, row.play);
    const option = play ? findSportsOption(play, row.option) : undefined;
    if (!play || !option) continue;
    const byMatch = book.get(row.matchId) ?? new Map<string, Map<string, number>>();
    const byPlay = byMatch.get(play.code) ?? new Map<string, number>();
    byPlay.set(option.code, row.spMicro);
    byMatch.set(play.code, byPlay);
    book.set(row.matchId, byMatch);
  }
  return book;
}

/** The value a match keeps for a play (lines), whatever alias of the play code it was stored under. */
function lineOf(rules: SportsGameRules, match: MatchRow, play: SportsPlay): number | null {
  for (const [key, value] of Object.entries(match.lines ?? {})) {
    if (findSportsPlay(rules, key) === play && typeof value === "number") return value;
  }
  return null;
}

/** Whether the match sells this play as a single (单关); BJDC sells every play as singles. */
function singleOf(rules: SportsGameRules, match: MatchRow, play: SportsPlay): boolean {
  if (rules.singles === "always") return true;
  return (match.singles ?? []).some((code) => findSportsPlay(rules, code) === play);
}

/** A status-2 refusal naming the legs field. */
export function badLegs(detail: string): Refusal {
  return badParam("legs", detail);
}

/** How legs are resolved: for sale (open, before close, SPs must equal the current odds) or for calc. */
export interface ResolveMode {
  forSale: boolean;
  now: Date;
}

/** A display label of a match for refusals: its number (周六001), else its id. */
export const matchLabel = (match: MatchRow): string => match.num || match.matchId;

/**
 * Resolves client legs against the matches and current odds: the match must exist and belong to the game;
 * for sale it must be selling and before its close. Plays and options are canonicalised; each play must
 * have odds on the match, lined plays their line (taken from the match, never from the client). For sale
 * every option's `sp` must equal the current SP, else status 8 with the current odds of every option of
 * the legs; for calc a missing `sp` takes the current one. Returns the legs as the order stores them.
 */
export function resolveLegs(
  rules: SportsGameRules,
  legs: readonly SportsLegParam[],
  matches: Map<string, MatchRow>,
  book: OddsBook,
  mode: ResolveMode,
): StoredSportsLeg[] {
  const stored: StoredSportsLeg[] = [];
  const current: CurrentOdds[] = [];
  let changed = false;
  for (const leg of legs) {
    const match = matches.get(leg.matchId);
    if (!match) throw refuse("sportsBets.matchNotFound", leg.matchId);
    if (findSportsGame(match.gameCode)?.game !== rules.game)
      throw refuse("sportsBets.matchNotInGame", matchLabel(match));
    if (mode.forSale && (match.status !== "selling" || mode.now.getTime() >= match.closeAt.getTime()))
      throw refuse("sportsBets.matchClosed", matchLabel(match));
    const play = findSportsPlay(rules, leg.play);
    if (!play) throw badLegs(`不支持的玩法：${leg.play || "空"}`);
    const prices = book.get(match.matchId)?.get(play.code);
    const line = lineOf(rules, match, play);
    if (!prices || prices.size === 0 || (play.line && line === null))
      throw refuse("sportsBets.playNotOnSale", matchLabel(match), play.name);
    const options: StoredSportsLeg["options"] = [];
    for (const o of leg.options) {
      const option = findSportsOption(play, o.code);
      if (!option) throw badLegs(`无效的投注选项：${o.code}`);
      const sp = prices.get(option.code);
      if (sp === undefined) throw refuse("sportsBets.optionNotOnSale", matchLabel(match), option.name);
      const sent = o.sp === undefined || o.sp === null ? null : parseSp(o.sp);
      if (o.sp !== undefined && o.sp !== null && sent === null) throw badLegs("赔率格式错误");
      if (mode.forSale && sent !== sp) changed = true;
      const accepted = mode.forSale ? sp : (sent ?? sp);
      options.push({ code: option.code, sp: Number(formatSp(accepted)) });
      current.push({ matchId: match.matchId, play: play.code, code: option.code, sp: Number(formatSp(sp)) });
    }
    stored.push({
      matchId: match.matchId,
      play: play.code,
      options,
      banker: leg.banker,
      line,
      single: singleOf(rules, match, play),
    });
  }
  if (changed) throw refuseWith({ odds: current }, "sportsBets.oddsChanged");
  return stored;
}
