import { inArray } from "drizzle-orm";
import {
  CTZQ_PLAY_NAMES,
  fenToYuan,
  findSportsGame,
  gameNameOf,
  findSportsOption,
  findSportsPlay,
  playResultCode,
  sportsOptionWins,
  type SportsGameRules,
} from "@lottery/rules";
import { Msg, type SportsDetailLeg, type SportsOrderDetail } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { OrderRow } from "../orders/tables.ts";
import { matchesById, type MatchRow } from "./bet-legs.ts";
import { isStoredSportsDetail, type StoredCtzqDetail, type StoredSportsLeg } from "./order-stored.ts";
import { ctzqResultOf, parseScore } from "./settle-order.ts";
import { sportsLeagues } from "./tables.ts";

type MatchPart = Pick<
  SportsDetailLeg,
  | "matchId"
  | "num"
  | "league"
  | "leagueName"
  | "homeTeam"
  | "awayTeam"
  | "kickoffAt"
  | "matchStatus"
  | "halfScore"
  | "fullScore"
>;

/** The match columns of a detail leg (league short name looked up). */
function matchPart(
  matchId: string,
  match: MatchRow | undefined,
  leagueNames: Map<string, string>,
): MatchPart {
  return {
    matchId,
    num: match?.num ?? "",
    league: match?.leagueCode ?? "",
    leagueName: leagueNames.get(match?.leagueCode ?? "") ?? "",
    homeTeam: match?.homeTeam ?? "",
    awayTeam: match?.awayTeam ?? "",
    kickoffAt: match?.kickoffAt.toISOString() ?? "",
    matchStatus: match?.status ?? "",
    halfScore: match?.halfScore ?? null,
    fullScore: match?.fullScore ?? null,
  };
}

/** The winning code of a leg's play on a decided match: from the score at the leg's own line, else stored. */
function legResultCode(rules: SportsGameRules, leg: StoredSportsLeg, match: MatchRow): string | null {
  const play = findSportsPlay(rules, leg.play);
  const ft = parseScore(match.fullScore);
  if (play && ft && rules.prize === "fixed") {
    const ht = parseScore(match.halfScore);
    const code = playResultCode(rules, play, ht ? { ft, ht } : { ft }, leg.line);
    if (code.ok) return code.value;
  }
  const stored = match.results?.[leg.play];
  if (stored) return stored;
  return play?.code === "EXY" ? (match.results?.SPF ?? null) : null;
}

/** One parlay leg as order/detail shows it. */
function parlayLeg(
  rules: SportsGameRules,
  leg: StoredSportsLeg,
  match: MatchRow | undefined,
  leagueNames: Map<string, string>,
): SportsDetailLeg {
  const play = findSportsPlay(rules, leg.play);
  const cancelled = match?.status === "cancelled";
  const code = match?.status === "finished" ? legResultCode(rules, leg, match) : null;
  const options = leg.options.map((o) => {
    const option = play ? findSportsOption(play, o.code) : undefined;
    const hit = cancelled ? true : code === null || !option ? null : sportsOptionWins(option, code);
    return { code: o.code, name: option?.name ?? o.code, sp: o.sp, hit };
  });
  const resultOption =
    code !== null && play
      ? findSportsOption(play.code === "EXY" ? (findSportsPlay(rules, "SPF") ?? play) : play, code)
      : undefined;
  const finalMicro = rules.prize === "pool" ? match?.finalSp?.[leg.play] : undefined;
  return {
    ...matchPart(leg.matchId, match, leagueNames),
    play: leg.play,
    playName: play?.name ?? leg.play,
    line: leg.line,
    banker: leg.banker,
    options,
    result: cancelled ? "cancelled" : code,
    resultName: cancelled ? Msg.sportsBets.cancelled : (resultOption?.name ?? code),
    finalSp: typeof finalMicro === "number" ? finalMicro / 1_000_000 : null,
    hit: cancelled ? true : code === null ? null : options.some((o) => o.hit === true),
  };
}

const CTZQ_NAMES: Readonly<Record<string, string>> = { "3": "胜", "1": "平", "0": "负" };

/** The chosen matches of a CTZQ order as order/detail shows them. */
function ctzqLegs(
  detail: StoredCtzqDetail,
  matches: Map<string, MatchRow>,
  leagueNames: Map<string, string>,
): SportsDetailLeg[] {
  const legs: SportsDetailLeg[] = [];
  detail.matchIds.forEach((matchId, i) => {
    const picks = detail.picks[i] ?? [];
    if (picks.length === 0) return;
    const match = matches.get(matchId);
    const code = match ? (ctzqResultOf(match) ?? null) : null;
    const options = picks.map((c) => ({
      code: c,
      name: CTZQ_NAMES[c] ?? c,
      sp: null,
      hit: code === null ? null : code === "cancelled" || code === c,
    }));
    legs.push({
      ...matchPart(matchId, match, leagueNames),
      play: detail.play,
      playName: CTZQ_PLAY_NAMES[detail.play],
      line: null,
      banker: detail.bankers.includes(i),
      options,
      result: code,
      resultName:
        code === null ? null : code === "cancelled" ? Msg.sportsBets.cancelled : (CTZQ_NAMES[code] ?? code),
      finalSp: null,
      hit: code === null ? null : options.some((o) => o.hit === true),
    });
  });
  return legs;
}

/** League code → short name for these matches. */
async function leagueNamesOf(db: Db, matches: Iterable<MatchRow>): Promise<Map<string, string>> {
  const codes = [...new Set([...matches].map((m) => m.leagueCode))];
  if (codes.length === 0) return new Map();
  const rows = await db.select().from(sportsLeagues).where(inArray(sportsLeagues.code, codes));
  return new Map(rows.map((r) => [r.code, r.shortName]));
}

/**
 * The sports part of order/detail (the caller has checked the order is the player's): per leg the match
 * (number, teams, league, kick-off, status, scores), play, options with the accepted SP and whether each
 * won, banker, the play's result code and name (BJDC: final SP), hit or miss; pass types, bets, prize and,
 * for an optimised order, its combinations and multiples.
 */
export async function sportsOrderDetail(db: Db, order: OrderRow): Promise<SportsOrderDetail> {
  const detail = order.detail;
  if (!isStoredSportsDetail(detail)) throw new Error(`order ${order.orderNo} has no sports detail`);
  const ids = detail.kind === "ctzq" ? detail.matchIds : [...new Set(detail.legs.map((l) => l.matchId))];
  const matches = await matchesById(db, ids);
  const leagueNames = await leagueNamesOf(db, matches.values());
  const base = {
    gameCode: order.gameCode,
    gameName: gameNameOf(order.gameCode),
    bets: order.bets,
    multiple: order.multiple,
    amount: fenToYuan(order.amountFen),
    prize: fenToYuan(order.prizeFen),
    status: order.status,
    issue: order.issue,
  };
  if (detail.kind === "ctzq") {
    return {
      ...base,
      passTypes: [detail.play],
      maxPrize: null,
      legs: ctzqLegs(detail, matches, leagueNames),
      youhua: null,
    };
  }
  const rules = findSportsGame(detail.game);
  if (!rules) throw new Error(`order ${order.orderNo} has an unknown game ${detail.game}`);
  return {
    ...base,
    passTypes: detail.passTypes,
    maxPrize: detail.maxPrizeFen === null ? null : fenToYuan(detail.maxPrizeFen),
    legs: detail.legs.map((leg) => parlayLeg(rules, leg, matches.get(leg.matchId), leagueNames)),
    youhua: detail.youhua
      ? {
          mode: detail.youhua.mode,
          list: detail.youhua.bets.map((b) => ({ picks: b.picks, multiple: b.multiple })),
        }
      : null,
  };
}
