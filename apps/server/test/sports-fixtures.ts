import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Envelope, OddsInput, SportsGameCode, SportsMatchAdminView } from "@lottery/contract";
import { SPORTS_GAMES } from "@lottery/rules";
import { operatorCall, useTestClock, type TestClock, type TestServer } from "./helpers.ts";
import { startMoneyServer } from "./money-helpers.ts";

/**
 * Sports fixtures for tests (sports data and sports bets): a server with an operator and a test clock,
 * matches with complete odds created through POST /admin/api/sports/match, odds changes and results
 * through the operator calls.
 */

export interface SportsServer {
  server: TestServer;
  app: FastifyInstance;
  /** The seeded operator's token. */
  operator: string;
  /** The app's clock, moved by hand (results need the clock past kick-off). */
  clock: TestClock;
}

/** A test server for sports calls: sandbox recharge channel, operator logged in, test clock installed. */
export async function startSportsServer(
  env: Record<string, string> = {},
  start = new Date(),
): Promise<SportsServer> {
  const { server, operator } = await startMoneyServer(env);
  const clock = useTestClock(server, start);
  return { server, app: server.app, operator, clock };
}

/** Default lines of the lined plays per game (BRQSPF −1 so EXY is sold too). */
export const DEFAULT_LINES: Record<SportsGameCode, Record<string, number>> = {
  jczq: { BRQSPF: -1 },
  qwzq: { BRQSPF: -1, RQSF: -0.5, DXQ: 2.5 },
  jclq: { RFSF: -5.5, DXF: 210.5 },
  bjdc: { SPF: -1 },
  ctzq: {},
};

/** Plausible fixed prices of the small markets; other plays get 5.00, 6.00, … in catalogue order. */
const KNOWN_PRICES: Record<string, Record<string, number>> = {
  SPF: { "3": 1.85, "1": 3.2, "0": 4.1 },
  BRQSPF: { "3": 3.6, "1": 3.45, "0": 1.8 },
  EXY: { "3": 1.85, "10": 1.9, "31": 1.3, "0": 3.6 },
  RQSF: { "3": 1.85, "0": 1.9 },
  DXQ: { H: 1.9, L: 1.85 },
  SF: { "3": 1.45, "0": 2.55 },
  RFSF: { "3": 1.75, "0": 1.95 },
  DXF: { H: 1.8, L: 1.9 },
  SXDS: { SD: 3.9, SS: 3.6, XD: 2.8, XS: 4.4 },
  ZJQ: { "0": 9.5, "1": 4.3, "2": 3.15, "3": 3.4, "4": 5.6, "5": 9.25, "6": 16, "7": 24 },
};

/**
 * Complete odds of every play a game sells on a match with these lines (EXY only with a ±1 handicap;
 * BJDC prices use the same numbers). Override single prices with `overrides`.
 */
export function fullOdds(
  game: SportsGameCode,
  lines: Record<string, number> = DEFAULT_LINES[game],
  overrides: OddsInput = {},
): OddsInput {
  const rules = game === "ctzq" ? SPORTS_GAMES.jczq : SPORTS_GAMES[game];
  const plays = game === "ctzq" ? rules.plays.filter((p) => p.code === "SPF") : rules.plays;
  const out: OddsInput = {};
  for (const play of plays) {
    if (play.line && lines[play.code] === undefined) continue;
    let options = play.options.map((o) => o.code);
    if (play.code === "EXY") {
      const h = lines.BRQSPF;
      if (h !== -1 && h !== 1) continue;
      options = h === -1 ? ["3", "10"] : ["31", "0"];
    }
    const prices: Record<string, number> = {};
    options.forEach((code, i) => {
      prices[code] = KNOWN_PRICES[play.code]?.[code] ?? 5 + i;
    });
    out[play.code] = { ...prices, ...overrides[play.code] };
  }
  return out;
}

let teamSerial = 0;

/** What a test match may set; everything has a default. */
export interface MatchSpec {
  gameCode: SportsGameCode;
  matchId?: string;
  leagueCode?: string;
  homeTeam?: string;
  awayTeam?: string;
  /** Default: 3 hours after the app's clock. */
  kickoffAt?: Date;
  closeAt?: Date;
  num?: string;
  issue?: string;
  lines?: Record<string, number>;
  singles?: string[];
  /** Default: fullOdds(gameCode, lines). */
  odds?: OddsInput;
  status?: "selling" | "closed";
}

/** The JSON body of POST /admin/api/sports/match for a spec (dates as ISO text). */
export function matchBody(spec: MatchSpec, now: Date): Record<string, unknown> {
  teamSerial += 1;
  const basketball = spec.gameCode === "jclq";
  const lines = spec.lines ?? DEFAULT_LINES[spec.gameCode];
  const kickoffAt = spec.kickoffAt ?? new Date(now.getTime() + 3 * 3_600_000);
  const body: Record<string, unknown> = {
    gameCode: spec.gameCode,
    leagueCode: spec.leagueCode ?? (basketball ? "NBA" : "ECL"),
    homeTeam: spec.homeTeam ?? `主队${teamSerial}`,
    awayTeam: spec.awayTeam ?? `客队${teamSerial}`,
    kickoffAt: kickoffAt.toISOString(),
    lines,
    singles: spec.singles ?? [],
    odds: spec.odds ?? fullOdds(spec.gameCode, lines),
  };
  if (spec.matchId) body.matchId = spec.matchId;
  if (spec.closeAt) body.closeAt = spec.closeAt.toISOString();
  if (spec.num) body.num = spec.num;
  if (spec.issue) body.issue = spec.issue;
  else if (spec.gameCode === "bjdc" || spec.gameCode === "ctzq") body.issue = "26001";
  if (spec.status) body.status = spec.status;
  return body;
}

/** Creates (or updates) a match through the operator call; fails the test when refused. */
export async function createMatch(ctx: SportsServer, spec: MatchSpec): Promise<SportsMatchAdminView> {
  const body = await operatorCall<SportsMatchAdminView>(
    ctx.app,
    ctx.operator,
    "POST",
    "/sports/match",
    matchBody(spec, ctx.clock.now()),
  );
  expect(body, body.msg).toMatchObject({ status: 0 });
  return body.models!;
}

/** Creates the 14 matches of a CTZQ issue (kick-offs an hour apart from `firstKickoff`). */
export async function createCtzqIssue(
  ctx: SportsServer,
  issue: string,
  firstKickoff = new Date(ctx.clock.now().getTime() + 3 * 3_600_000),
): Promise<SportsMatchAdminView[]> {
  const out: SportsMatchAdminView[] = [];
  for (let i = 0; i < 14; i += 1) {
    const kickoffAt = new Date(firstKickoff.getTime() + i * 3_600_000);
    out.push(await createMatch(ctx, { gameCode: "ctzq", issue, kickoffAt }));
  }
  return out;
}

/** Changes odds through the operator call (answers the envelope: refusals are for the test to check). */
export function changeOddsCall(
  ctx: SportsServer,
  matchId: string,
  odds: OddsInput,
  lines?: Record<string, number>,
): Promise<Envelope<SportsMatchAdminView>> {
  return operatorCall<SportsMatchAdminView>(ctx.app, ctx.operator, "POST", "/sports/odds", {
    matchId,
    odds,
    ...(lines ? { lines } : {}),
  });
}

/** A result entry; `halfScore`/`fullScore` like "1:0". Answers the envelope. */
export function resultCall(
  ctx: SportsServer,
  matchId: string,
  result: { halfScore?: string; fullScore?: string; cancelled?: boolean },
): Promise<Envelope<SportsMatchAdminView>> {
  return operatorCall<SportsMatchAdminView>(ctx.app, ctx.operator, "POST", "/sports/result", {
    matchId,
    ...result,
  });
}

/**
 * Moves the clock past the match's kick-off when needed (2 hours after it), then enters the result;
 * fails the test when refused. Answers the match with its result codes and final SP.
 */
export async function finishMatch(
  ctx: SportsServer,
  match: Pick<SportsMatchAdminView, "matchId" | "kickoffAt">,
  result: { halfScore?: string; fullScore?: string; cancelled?: boolean },
): Promise<SportsMatchAdminView> {
  const after = Date.parse(match.kickoffAt) + 2 * 3_600_000;
  const now = ctx.clock.now().getTime();
  if (now < after) ctx.clock.advance(after - now);
  const body = await resultCall(ctx, match.matchId, result);
  expect(body, body.msg).toMatchObject({ status: 0 });
  return body.models!;
}

/** The current SP of an option in a match view. */
export function spOf(match: Pick<SportsMatchAdminView, "plays">, play: string, option: string): number {
  const sp = match.plays.find((p) => p.play === play)?.options.find((o) => o.code === option)?.sp;
  if (sp === undefined) throw new Error(`no SP for ${play} ${option}`);
  return sp;
}

/** Enters CTZQ floating prizes (yuan per bet by tier "1", "2", "R9"). */
export function poolPrizesCall(
  ctx: SportsServer,
  issue: string,
  prizes: Record<string, number>,
): Promise<Envelope<unknown>> {
  return operatorCall(ctx.app, ctx.operator, "POST", "/sports/pool-prizes", {
    gameCode: "ctzq",
    issue,
    prizes,
  });
}
