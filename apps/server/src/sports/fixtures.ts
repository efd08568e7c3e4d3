import { and, eq } from "drizzle-orm";
import { Msg, type SportsMatchAdminView, type SportsMatchParams } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import type { Queryable, Tx } from "../db/queryable.ts";
import { businessDateOf, jingcaiNum } from "./business-day.ts";
import { ensureLeagues, leagueDef } from "./leagues.ts";
import { badField, checkLines, checkOdds, checkSingles, marketsOf, type GameMarkets } from "./markets.ts";
import { oddsOfMatch, playsWithOdds, writeOdds } from "./odds-store.ts";
import { issueForNewMatch, realignPoolIssue } from "./pool-issues.ts";
import { readSportsSaleSettings } from "./sale-settings.ts";
import { sportsLeagues, sportsMatches, sportsTeams } from "./tables.ts";
import { adminMatchView, type MatchRow } from "./views.ts";
import { refuse } from "../domain/refusal.ts";

const POOL_GAMES: readonly string[] = ["bjdc", "ctzq"];

/** Whether a game sells matches in pool issues (BJDC, CTZQ). */
export function isPoolGame(game: string): boolean {
  return POOL_GAMES.includes(game);
}

/**
 * Creates a fixture or updates one not yet decided (POST /admin/api/sports/match; the feeds use it too):
 * teams, league, kick-off and close, lines, 单关 plays, odds (history kept), manual sale stop. A new match
 * gets its number and global id (see contract sports.ts); pool matches join their issue. Publishes an
 * `odds` event when prices changed. `source` names who keeps the match (operator or a feed).
 */
export async function upsertMatch(
  deps: Deps,
  params: SportsMatchParams,
  source = "operator",
): Promise<SportsMatchAdminView> {
  const now = deps.clock();
  const markets = marketsOf(params.gameCode);
  if (params.homeTeam === params.awayTeam) throw badField("awayTeam", Msg.sportsData.sameTeams);
  const league = await leagueFor(deps.db, params.leagueCode, markets);
  const closeMinutes = (await readSportsSaleSettings(deps.db)).closeMinutes;
  const kickoffAt = wholeSeconds(params.kickoffAt);
  const closeAt = wholeSeconds(params.closeAt ?? new Date(kickoffAt.getTime() - closeMinutes * 60_000));
  if (closeAt > kickoffAt) throw badField("closeAt", Msg.sportsData.closeAfterKickoff);
  if (isPoolGame(params.gameCode) && !params.issue) throw badField("issue", Msg.sportsData.issueRequired);

  const result = await deps.db.transaction(async (tx) => {
    const existing = params.matchId ? await lockMatch(tx, params.matchId) : undefined;
    if (existing) checkUpdate(existing, params);
    const identity = existing ? undefined : await newIdentity(tx, { ...params, kickoffAt }, closeAt);
    const lines = { ...(existing?.lines ?? {}), ...checkLines(markets, params.lines ?? {}) };
    const singles = params.singles ? checkSingles(markets, params.singles) : (existing?.singles ?? []);
    const current = existing ? await oddsOfMatch(tx, existing.matchId) : [];
    const odds = checkOdds(markets, params.odds ?? {}, lines, playsWithOdds(current));
    const wanted = params.status ?? (existing?.status as "selling" | "closed" | undefined) ?? "selling";
    const values = {
      leagueCode: league.code,
      homeTeam: params.homeTeam,
      awayTeam: params.awayTeam,
      kickoffAt,
      closeAt,
      status: closeAt <= now ? "closed" : wanted,
      lines,
      singles,
    };
    const [row] = !identity
      ? await tx
          .update(sportsMatches)
          .set(values)
          .where(eq(sportsMatches.matchId, params.matchId ?? ""))
          .returning()
      : await tx
          .insert(sportsMatches)
          .values({ ...values, ...identity, gameCode: params.gameCode, source })
          .returning();
    if (!row) throw new Error("match write answered no row");
    const changed = await writeOdds(tx, row.matchId, current, odds, now);
    if (row.issue) await realignPoolIssue(tx, row.gameCode, row.issue);
    await rememberTeams(tx, markets.sport, league.code, [row.homeTeam, row.awayTeam]);
    const [final] = row.issue
      ? await tx.select().from(sportsMatches).where(eq(sportsMatches.id, row.id))
      : [row];
    return { row: final ?? row, changed, odds: changed > 0 ? await oddsOfMatch(tx, row.matchId) : current };
  });
  if (result.changed > 0) publishOdds(deps, result.row, now);
  return adminMatchView(result.row, league, result.odds);
}

/** Times of a fixture are kept to the second (the API shows seconds). */
function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

/** Announces changed odds of a match on the event bus. */
export function publishOdds(deps: Deps, match: MatchRow, at: Date): void {
  deps.events.publish({ type: "odds", game: match.gameCode, issue: match.matchId, at: at.toISOString() });
}

/** A match row locked for the rest of the transaction, or undefined. */
export async function lockMatch(tx: Tx, matchId: string): Promise<MatchRow | undefined> {
  const [row] = await tx.select().from(sportsMatches).where(eq(sportsMatches.matchId, matchId)).for("update");
  return row;
}

const ensured = new WeakMap<object, Set<string>>();

async function leagueFor(db: Queryable, code: string, markets: GameMarkets) {
  const done = ensured.get(db) ?? new Set<string>();
  ensured.set(db, done);
  if (leagueDef(code) && !done.has(code)) {
    await ensureLeagues(db, [code]);
    done.add(code);
  }
  const [league] = await db.select().from(sportsLeagues).where(eq(sportsLeagues.code, code));
  if (!league) throw badField("leagueCode", Msg.sportsData.unknownLeague);
  if (league.sport !== markets.sport) throw badField("leagueCode", Msg.sportsData.unknownLeague);
  return league;
}

function checkUpdate(existing: MatchRow, params: SportsMatchParams): void {
  if (existing.gameCode !== params.gameCode) throw badField("gameCode", Msg.sportsData.gameMismatch);
  if (existing.status === "finished" || existing.status === "cancelled")
    throw refuse("sportsData.matchDecided");
  if (params.issue && params.issue !== existing.issue) throw badField("issue", Msg.sportsData.issueMismatch);
  if (params.num && params.num !== existing.num) throw badField("num", Msg.sportsData.numFixed);
}

interface Identity {
  matchId: string;
  num: string;
  businessDate: string;
  issue: string | null;
}

/** Number, business day, issue and global id of a new match (contract sports.ts documents the format). */
async function newIdentity(tx: Tx, params: SportsMatchParams, closeAt: Date): Promise<Identity> {
  const game = params.gameCode;
  const businessDate = businessDateOf(params.kickoffAt);
  const pool = isPoolGame(game) && params.issue ? params.issue : null;
  const siblings = pool
    ? and(eq(sportsMatches.gameCode, game), eq(sportsMatches.issue, pool))
    : and(eq(sportsMatches.gameCode, game), eq(sportsMatches.businessDate, businessDate));
  if (pool) await issueForNewMatch(tx, game, pool, businessDate, closeAt);
  const taken = (await tx.select({ num: sportsMatches.num }).from(sportsMatches).where(siblings)).map(
    (r) => r.num,
  );
  const seqOf = (num: string) => Number(num.slice(-3));
  const seq = params.num ? seqOf(params.num) : Math.max(0, ...taken.map(seqOf)) + 1;
  const num = pool ? String(seq).padStart(3, "0") : jingcaiNum(businessDate, seq);
  if (params.num && params.num !== num) throw badField("num", Msg.sportsData.numMismatch);
  if (taken.includes(num)) throw refuse("sportsData.numTaken", num);
  const key = pool ?? businessDate.replaceAll("-", "");
  const matchId = params.matchId ?? `${game}-${key}-${String(seq).padStart(3, "0")}`;
  const [clash] = await tx
    .select({ id: sportsMatches.id })
    .from(sportsMatches)
    .where(eq(sportsMatches.matchId, matchId));
  if (clash) throw refuse("sportsData.numTaken", num);
  return { matchId, num, businessDate, issue: pool };
}

async function rememberTeams(tx: Tx, sport: string, leagueCode: string, names: string[]): Promise<void> {
  await tx
    .insert(sportsTeams)
    .values(names.map((name) => ({ sport, name, shortName: name.slice(0, 12), leagueCode })))
    .onConflictDoNothing();
}
