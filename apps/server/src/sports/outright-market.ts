import { and, asc, eq } from "drizzle-orm";
import { formatSp } from "@lottery/rules";
import {
  Msg,
  OUTRIGHT_GAME_CODE,
  type OutrightMarket,
  type OutrightState,
  type OutrightTeam,
  type SjbChampionModels,
} from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { OZB_GROUPS } from "./ozb.ts";
import {
  outrightMarkets,
  outrightTeams,
  type OutrightMarketRow,
  type OutrightTeamRow,
} from "./outright-tables.ts";

/** The game code of outright orders (orders.game_code; the issue is the market code). */
export const OUTRIGHT_GAME = OUTRIGHT_GAME_CODE;
/** The European Championship's market. */
export const OZB_MARKET = "ozb";

/** A market and its teams as read from the database (a market never opened: closed, no odds). */
export interface MarketState {
  row: OutrightMarketRow | null;
  state: OutrightState;
  teams: OutrightTeamRow[];
}

/** The draw's teams in group order, as rows without odds. */
function drawTeams(code: string): OutrightTeamRow[] {
  return Object.entries(OZB_GROUPS).flatMap(([group, teams]) =>
    teams.map((team) => ({ marketCode: code, team, groupName: group, spMicro: null, enabled: true })),
  );
}

/**
 * Creates the market and its teams (the draw's 24) once, closed and without odds; the operator then
 * sets the odds and opens it.
 */
export async function ensureMarket(q: Queryable, code: string, now: Date): Promise<void> {
  await q.insert(outrightMarkets).values({ code, createdAt: now }).onConflictDoNothing();
  await q.insert(outrightTeams).values(drawTeams(code)).onConflictDoNothing();
}

/** The market and its teams; `lock` takes the market row FOR SHARE (a bet against the operator's decision). */
export async function marketState(q: Queryable, code: string, lock = false): Promise<MarketState> {
  const query = q.select().from(outrightMarkets).where(eq(outrightMarkets.code, code));
  const [row] = lock ? await query.for("share") : await query;
  if (!row) return { row: null, state: "closed", teams: drawTeams(code) };
  const teams = await q
    .select()
    .from(outrightTeams)
    .where(eq(outrightTeams.marketCode, code))
    .orderBy(asc(outrightTeams.groupName), asc(outrightTeams.team));
  return { row, state: row.state as OutrightState, teams: sortByDraw(teams) };
}

/** Teams in the draw's order (group, then seeding); others after. */
function sortByDraw(teams: OutrightTeamRow[]): OutrightTeamRow[] {
  const order = drawTeams("").map((t) => t.team);
  const rank = (t: OutrightTeamRow) => {
    const i = order.indexOf(t.team);
    return i < 0 ? order.length : i;
  };
  return [...teams].sort((a, b) => rank(a) - rank(b));
}

/** Whether a team takes bets now. */
export function teamSelling(state: OutrightState, team: OutrightTeamRow): boolean {
  return state === "open" && team.enabled && team.spMicro !== null;
}

export function teamView(state: OutrightState, team: OutrightTeamRow): OutrightTeam {
  return {
    team: team.team,
    group: team.groupName,
    sp: team.spMicro === null ? null : Number(formatSp(team.spMicro)),
    enabled: team.enabled,
    selling: teamSelling(state, team),
  };
}

export function marketView(code: string, market: MarketState): OutrightMarket {
  return {
    code,
    name: Msg.outright.marketName,
    state: market.state,
    stateName: Msg.outright.stateNames[market.state] ?? market.state,
    champion: market.row?.champion ?? null,
  };
}

/** GET SJBChampion: the European Championship's outright market. */
export async function sjbChampion(q: Queryable): Promise<SjbChampionModels> {
  const market = await marketState(q, OZB_MARKET);
  return {
    market: marketView(OZB_MARKET, market),
    teams: market.teams.map((t) => teamView(market.state, t)),
  };
}

/** One team of a market, or undefined. */
export async function teamOf(q: Queryable, code: string, team: string): Promise<OutrightTeamRow | undefined> {
  const [row] = await q
    .select()
    .from(outrightTeams)
    .where(and(eq(outrightTeams.marketCode, code), eq(outrightTeams.team, team)));
  return row;
}
