import type { OddsInput, SportsGameCode, SportsMatchParams } from "@lottery/contract";
import { addDays, chinaInstant, jingcaiNum } from "../../sports/business-day.ts";
import {
  basketballLines,
  basketballModel,
  basketballOdds,
  basketballResult,
  footballLines,
  footballModel,
  footballOdds,
  footballResult,
  rngOf,
} from "./model.ts";
import { DEMO_FOOTBALL_LEAGUES, DEMO_TEAMS } from "./teams.ts";
import type { FeedFixture, FeedLive, FeedResult, SportsFeed } from "../../sports/feed.ts";
import { demoLive, type DemoOutcome } from "./live.ts";
import type { OddsRow } from "../../sports/odds-store.ts";
import { OZB_GROUPS, OZB_ROUNDS } from "../../sports/ozb.ts";
import type { MatchRow } from "../../sports/views.ts";

/**
 * The demo feed of the embedded setup: a deterministic programme per business day — jczq 12 matches
 * (15:30 to 03:00), qwzq on the first 4 of them, BJDC on the first 10 (weekly issues), jclq 8 (CBA evenings,
 * NBA mornings), a CTZQ 14-match issue every third day (published with the programme two days earlier) — odds from a goals model, small moves now and then,
 * and results drawn from the same model about two hours after kick-off (1 % cancelled), played out
 * minute by minute before that (live.ts).
 */

const FOOTBALL_HOURS = [15.5, 18, 19, 20, 20.5, 22, 23, 23.5, 24.5, 26, 26.75, 27];
const CBA_HOURS = [19.5, 19.5, 20];
const NBA_HOURS = [31, 31.5, 32, 33, 34.5];
const MIN = 60_000;

interface DemoFixture {
  league: string;
  home: string;
  away: string;
  kickoffAt: Date;
}

/** The key a fixture's model and result are drawn from (the same for every game selling it). */
export function fixtureKey(home: string, away: string, kickoffAt: Date): string {
  return `${home}|${away}|${kickoffAt.toISOString()}`;
}

function pickTeams(league: string, rng: () => number, used: Set<string>): [string, string] {
  const teams = (DEMO_TEAMS[league] ?? []).filter((t) => !used.has(t));
  const i = Math.floor(rng() * teams.length);
  let j = Math.floor(rng() * (teams.length - 1));
  if (j >= i) j += 1;
  const pair: [string, string] = [teams[i] ?? "主队", teams[j] ?? "客队"];
  pair.forEach((t) => used.add(t));
  return pair;
}

function footballDay(date: string, count: number, salt: string): DemoFixture[] {
  const rng = rngOf(`football|${salt}|${date}`);
  const used = new Set<string>();
  return FOOTBALL_HOURS.slice(0, count).map((hours, i) => {
    const league = DEMO_FOOTBALL_LEAGUES[Math.floor(rng() * DEMO_FOOTBALL_LEAGUES.length)] ?? "ECL";
    const [home, away] = pickTeams(league, rng, used);
    return { league, home, away, kickoffAt: chinaInstant(date, FOOTBALL_HOURS[i] ?? hours) };
  });
}

function basketballDay(date: string): DemoFixture[] {
  const rng = rngOf(`basketball|${date}`);
  const used = new Set<string>();
  const cba = CBA_HOURS.map((h) => ({ league: "CBA", h }));
  const nba = NBA_HOURS.map((h) => ({ league: "NBA", h }));
  return [...cba, ...nba].map(({ league, h }) => {
    const [home, away] = pickTeams(league, rng, used);
    return { league, home, away, kickoffAt: chinaInstant(date, h) };
  });
}

const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
const dayOfYear = (date: string) => dayNumber(date) - dayNumber(`${date.slice(0, 4)}-01-01`) + 1;

/** The BJDC weekly issue of a business day: two-digit year of its Monday + the week's number (26047). */
export function bjdcIssueOf(date: string): { issue: string; dayInWeek: number } {
  const dayInWeek = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(date, -dayInWeek);
  const week = Math.floor((dayOfYear(monday) - 1) / 7) + 1;
  return { issue: `${monday.slice(2, 4)}${String(week).padStart(3, "0")}`, dayInWeek };
}

/** The CTZQ issue whose 14 matches kick off on a date (every third day), or null. */
export function ctzqIssueOf(date: string): string | null {
  if (dayNumber(date) % 3 !== 2) return null;
  return `${date.slice(2, 4)}${String(Math.floor(dayOfYear(date) / 3) + 1).padStart(3, "0")}`;
}

const seq3 = (n: number) => String(n).padStart(3, "0");

function singlesFor(game: SportsGameCode, rng: () => number): string[] {
  if (game === "jclq") return rng() < 0.3 ? ["SF", "RFSF", "SFC", "DXF"] : ["SFC"];
  return rng() < 0.35 ? ["SPF", "BRQSPF", "BF", "ZJQ", "BQC"] : ["BF", "ZJQ", "BQC"];
}

/** The operator-call parameters of a demo fixture for a game, with the model's lines and odds. */
export function demoParams(
  game: SportsGameCode,
  fixture: DemoFixture,
  identity: { matchId: string; num: string; issue?: string },
): SportsMatchParams {
  const key = fixtureKey(fixture.home, fixture.away, fixture.kickoffAt);
  let lines: Record<string, number>;
  let odds: OddsInput;
  if (game === "jclq") {
    const model = basketballModel(key, fixture.league);
    lines = basketballLines(model);
    odds = basketballOdds(model, lines);
  } else {
    const model = footballModel(key);
    lines = footballLines(game, model);
    odds = footballOdds(game, model, lines);
  }
  const params: SportsMatchParams = {
    ...identity,
    gameCode: game,
    leagueCode: fixture.league,
    homeTeam: fixture.home,
    awayTeam: fixture.away,
    kickoffAt: fixture.kickoffAt,
    lines,
    odds,
  };
  if (game !== "bjdc" && game !== "ctzq") params.singles = singlesFor(game, rngOf(`singles|${key}`));
  return params;
}

/** A fixture whose parameters are worked out only when asked for. */
function lazy(
  game: SportsGameCode,
  fixture: DemoFixture,
  identity: { matchId: string; num: string; issue?: string },
): FeedFixture {
  return { matchId: identity.matchId, params: () => demoParams(game, fixture, identity) };
}

function fixturesOf(date: string): FeedFixture[] {
  const compact = date.replaceAll("-", "");
  const football = footballDay(date, 12, "jc");
  const out: FeedFixture[] = [];
  football.forEach((f, i) => {
    const num = jingcaiNum(date, i + 1);
    out.push(lazy("jczq", f, { num, matchId: `jczq-${compact}-${seq3(i + 1)}` }));
    if (i < 4) out.push(lazy("qwzq", f, { num, matchId: `qwzq-${compact}-${seq3(i + 1)}` }));
  });
  const { issue, dayInWeek } = bjdcIssueOf(date);
  football.slice(0, 10).forEach((f, i) => {
    const seq = seq3(dayInWeek * 10 + i + 1);
    out.push(lazy("bjdc", f, { matchId: `bjdc-${issue}-${seq}`, num: seq, issue }));
  });
  basketballDay(date).forEach((f, i) => {
    out.push(lazy("jclq", f, { matchId: `jclq-${compact}-${seq3(i + 1)}`, num: jingcaiNum(date, i + 1) }));
  });
  // A CTZQ issue is published two days before its matches, so one is always on sale.
  const matchDay = addDays(date, 2);
  const ctzq = ctzqIssueOf(matchDay);
  if (ctzq) {
    const fourteen = [
      ...footballDay(matchDay, 12, "ctzq-a"),
      ...footballDay(addDays(matchDay, 1), 2, "ctzq-b"),
    ];
    fourteen.forEach((f, i) => {
      out.push(lazy("ctzq", f, { matchId: `ctzq-${ctzq}-${seq3(i + 1)}`, num: seq3(i + 1), issue: ctzq }));
    });
  }
  return out;
}

/**
 * The demo European Championship group stage (league ozb, sold as jczq): 36 matches, three a day from
 * `firstDate` (21:00, 24:00, 03:00), numbered after the regular programme (013–015).
 */
export function ozbFixtures(firstDate: string): SportsMatchParams[] {
  const all: { home: string; away: string }[] = [];
  for (const round of OZB_ROUNDS)
    for (const teams of Object.values(OZB_GROUPS))
      for (const [a, b] of round) all.push({ home: teams[a] ?? "", away: teams[b] ?? "" });
  return all.map((m, i) => {
    const date = addDays(firstDate, Math.floor(i / 3));
    const slot = i % 3;
    const kickoffAt = chinaInstant(date, [21, 24, 27][slot] ?? 21);
    const seq = 13 + slot;
    return demoParams(
      "jczq",
      { league: "ozb", home: m.home, away: m.away, kickoffAt },
      { matchId: `jczq-${date.replaceAll("-", "")}-${seq3(seq)}`, num: jingcaiNum(date, seq) },
    );
  });
}

const MOVE_BUCKET_MS = 10 * MIN;
const MOVABLE = ["SPF", "BRQSPF", "SF", "RFSF", "DXF", "RQSF", "DXQ"];

function oddsMove(match: MatchRow, odds: readonly OddsRow[], now: Date): OddsInput | null {
  const bucket = Math.floor(now.getTime() / MOVE_BUCKET_MS);
  const lastMove = Math.max(0, ...odds.map((o) => o.updatedAt.getTime()));
  if (lastMove >= bucket * MOVE_BUCKET_MS) return null;
  const rng = rngOf(`move|${match.matchId}|${bucket}`);
  if (rng() > 0.2) return null;
  const plays = MOVABLE.filter((p) => odds.some((o) => o.play === p));
  const play = plays[Math.floor(rng() * plays.length)];
  const options = odds.filter((o) => o.play === play);
  if (!play || options.length < 2) return null;
  const i = Math.floor(rng() * options.length);
  const j = (i + 1 + Math.floor(rng() * (options.length - 1))) % options.length;
  const step = (1 + Math.floor(rng() * 6)) * 10_000;
  const up = options[i]!;
  const down = options[j]!;
  const toSp = (micro: number) => Math.max(101, Math.round(micro / 10_000)) / 100;
  return { [play]: { [up.option]: toSp(up.spMicro + step), [down.option]: toSp(down.spMicro - step) } };
}

/** What the demo decides for a match: cancelled (1 %) or scores from its model. */
function outcomeOf(match: MatchRow): DemoOutcome {
  const key = fixtureKey(match.homeTeam, match.awayTeam, match.kickoffAt);
  if (rngOf(`cancel|${key}`)() < 0.01) return { cancelled: true };
  return match.gameCode === "jclq"
    ? basketballResult(key, basketballModel(key, match.leagueCode))
    : footballResult(key, footballModel(key));
}

function result(match: MatchRow, now: Date): FeedResult | null {
  const basketball = match.gameCode === "jclq";
  const due = match.kickoffAt.getTime() + (basketball ? 150 : 115) * MIN;
  if (now.getTime() < due) return null;
  return outcomeOf(match);
}

/** The live state of a demo match: its result played out minute by minute (live.ts). */
function live(match: MatchRow, now: Date): FeedLive {
  const key = fixtureKey(match.homeTeam, match.awayTeam, match.kickoffAt);
  const sport = match.gameCode === "jclq" ? "basketball" : "football";
  return demoLive(sport, key, match.kickoffAt, outcomeOf(match), now);
}

function poolPrizes(issue: string): Partial<Record<"1" | "2" | "R9", number>> {
  const rng = rngOf(`prizes|${issue}`);
  const first = Math.round(20_000 + rng() * 1_500_000);
  return {
    "1": first,
    "2": Math.max(1, Math.round(first / (25 + rng() * 30))),
    R9: Math.round(200 + rng() * 30_000),
  };
}

export const demoFeed: SportsFeed = {
  name: "demo",
  fixtures: fixturesOf,
  oddsMove,
  live,
  result,
  poolPrizes,
};
