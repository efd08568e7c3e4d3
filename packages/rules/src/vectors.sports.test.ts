/**
 * Every JCZQ / JCLQ / BJDC / CTZQ vector of packages/rules/test-vectors/VECTORS.json, read at run time and run
 * through the public sports API. Money in the vectors is yuan; the API answers in fen.
 */
import { describe, expect, it } from "vitest";
import { yuanToFen } from "./core/money.ts";
import {
  countCtzqBets,
  countParlayBets,
  countSportsBets,
  findSportsGame,
  findSportsOption,
  findSportsPassType,
  findSportsPlay,
  mapSportsResult,
  parlayLegsAllowed,
  parseSp,
  settleCtzq,
  settleSportsTicket,
  unitPrizeFen,
  type MatchResultInput,
  type SportsLegInput,
} from "./sports/index.ts";
import { SPORTS_VECTOR_GAMES, vectorsOf, type Vector } from "./vectors.fixture.ts";

const vectors = vectorsOf(SPORTS_VECTOR_GAMES);

const fenOf = (yuan: unknown): number => {
  const value = yuanToFen(String(yuan));
  if (value === null) throw new Error(`bad yuan ${String(yuan)}`);
  return value;
};
const gameOf = (v: Vector): string => v.game.toLowerCase();
const passOf = (mxn: string): string => mxn.replace("x", "_");

function run(v: Vector): void {
  const s = v.selection;
  const e = v.expect;
  switch (v.play) {
    case "PARLAY_PRIZE": {
      const legs = s.legs as { sp?: string; cancelled?: boolean }[];
      const sps = legs.map((l) => (l.cancelled ? null : parseSp(l.sp ?? "")));
      expect(sps.every((sp) => sp !== undefined && sp !== 0)).toBe(true);
      const kind = findSportsGame(gameOf(v))?.prize ?? "fixed";
      const unit = unitPrizeFen(kind, sps as (number | null)[]);
      if (e.per_bet !== undefined) expect(unit.prizeFen).toBe(fenOf(e.per_bet));
      if (e.raw !== undefined) expect(unit.rawFen).toBe(fenOf(e.raw));
      expect(unit.prizeFen * Number(s.multiple)).toBe(fenOf(e.total));
      return;
    }
    case "PARLAY_SETTLE": {
      const matches = s.matches as {
        cancelled?: boolean;
        options: string[] | Record<string, string>;
        result?: string;
      }[];
      const legs: SportsLegInput[] = matches.map((m, i) => ({
        matchId: `m${i}`,
        play: "SPF",
        options: Array.isArray(m.options)
          ? m.options.map((code) => ({ code }))
          : Object.entries(m.options).map(([code, sp]) => ({ code, sp })),
      }));
      const results: Record<string, MatchResultInput> = {};
      matches.forEach((m, i) => {
        results[`m${i}`] = m.cancelled ? "cancelled" : { SPF: m.result ?? "" };
      });
      const passTypes = (s.pass as number[]).map((k) => `${k}_1`);
      const settled = settleSportsTicket(
        { game: gameOf(v), legs, passTypes, multiple: Number(s.multiple) },
        results,
      );
      expect(settled.ok).toBe(true);
      if (!settled.ok) return;
      expect(settled.value.bets).toBe(e.bets);
      expect(settled.value.winningBets).toBe(e.winning_bets);
      expect(settled.value.prizeFen).toBe(fenOf(e.total));
      return;
    }
    case "SINGLE_CANCEL": {
      const n = Number(s.options);
      const codes = ["3", "1", "0"].slice(0, n);
      const settled = settleSportsTicket(
        {
          game: gameOf(v),
          legs: [
            { matchId: "m", play: "SPF", single: true, options: codes.map((code) => ({ code, sp: "2.00" })) },
          ],
          passTypes: "1_1",
          multiple: Number(s.multiple),
        },
        { m: "cancelled" },
      );
      expect(settled.ok).toBe(true);
      if (!settled.ok) return;
      expect(settled.value.refundFen).toBe(fenOf(e.refund));
      expect(settled.value.prizeFen).toBe(0);
      return;
    }
    case "MXN_COUNT": {
      const options = s.options as number[];
      const pass = passOf(String(s.mxn));
      const rules = findSportsGame(gameOf(v));
      const table = rules?.passTable ?? "jingcai";
      const passType = findSportsPassType(table, pass);
      expect(passType).toBeDefined();
      expect(countParlayBets(options, [], [passType?.legCounts ?? []])).toBe(e.bets);
      // The same through a full ticket (HH: one SPF leg plus BF legs per extra option).
      const play = playFor(gameOf(v), options);
      const legs: SportsLegInput[] = options.flatMap((n, i) =>
        legsWithOptions(gameOf(v), `m${i}`, n, s.hh === true, play),
      );
      const counted = countSportsBets({ game: gameOf(v), legs, passTypes: pass, multiple: 1 });
      expect(counted.ok).toBe(true);
      if (counted.ok) {
        expect(counted.value.bets).toBe(e.bets);
        expect(counted.value.costFen).toBe(fenOf(e.cost));
      }
      return;
    }
    case "DT_COUNT": {
      const passes = (s.pass as number[]).map(
        (k) => findSportsPassType("jingcai", `${k}_1`)?.legCounts ?? [],
      );
      expect(countParlayBets(s.drags as number[], s.bankers as number[], passes)).toBe(e.bets);
      const legs = [
        ...(s.bankers as number[]).map((n, i) => ({
          ...legsWithOptions("jczq", `b${i}`, n, false)[0],
          banker: true,
        })),
        ...(s.drags as number[]).flatMap((n, i) => legsWithOptions("jczq", `d${i}`, n, false)),
      ] as SportsLegInput[];
      const counted = countSportsBets({
        game: gameOf(v),
        legs,
        passTypes: (s.pass as number[]).map((k) => `${k}_1`),
      });
      expect(counted.ok && counted.value.costFen).toBe(fenOf(e.cost));
      return;
    }
    case "FREE_COUNT": {
      const options = s.options as number[];
      const legs = options.flatMap((n, i) => legsWithOptions(gameOf(v), `m${i}`, n, false));
      const counted = countSportsBets({
        game: gameOf(v),
        legs,
        passTypes: (s.pass as number[]).map((k) => `${k}_1`),
      });
      expect(counted.ok).toBe(true);
      if (counted.ok) {
        expect(counted.value.bets).toBe(e.bets);
        expect(counted.value.costFen).toBe(fenOf(e.cost));
      }
      return;
    }
    case "LEG_LIMIT": {
      const plays = s.plays as string[];
      const legs = Number(s.legs);
      expect(parlayLegsAllowed(gameOf(v), plays, legs)).toBe(e.valid);
      // A ticket with that many matches and an M_1 pass is refused the same way.
      const legInputs: SportsLegInput[] = [];
      for (let i = 0; i < legs; i += 1) {
        const play = plays[i % plays.length] ?? "SPF";
        const rules = findSportsGame(gameOf(v));
        const p = rules ? findSportsPlay(rules, play) : undefined;
        legInputs.push({ matchId: `m${i}`, play, options: [{ code: p?.options[0]?.code ?? "3" }] });
      }
      const counted = countSportsBets({ game: gameOf(v), legs: legInputs, passTypes: `${legs}_1` });
      expect(counted.ok).toBe(e.valid);
      if (!counted.ok) expect(["TOO_MANY_LEGS", "PASS_TYPE_NOT_ALLOWED"]).toContain(counted.code);
      return;
    }
    case "RESULT_MAP": {
      const game = gameOf(v);
      const rules = findSportsGame(game);
      let mapped;
      if (game === "jclq") {
        mapped = mapSportsResult(
          game,
          { ft: [Number(s.home), Number(s.away)] },
          { RFSF: Number(s.handicap), DXF: Number(s.total_line) },
        );
      } else {
        const lines = s.handicap === undefined ? {} : { BRQSPF: Number(s.handicap) };
        mapped = mapSportsResult(game, { ft: s.ft as [number, number], ht: s.ht as [number, number] }, lines);
      }
      expect(mapped.ok).toBe(true);
      if (!mapped.ok || !rules) return;
      for (const [playCode, label] of Object.entries(e)) {
        const play = findSportsPlay(rules, playCode);
        expect(play, playCode).toBeDefined();
        if (!play) continue;
        const option = findSportsOption(play, String(label));
        expect(option, `${playCode} ${String(label)}`).toBeDefined();
        expect(mapped.value[play.code]).toBe(option?.code);
      }
      return;
    }
    case "SFC14_COUNT": {
      const options = s.options as number[];
      const picks = options.map((n) => ["3", "1", "0"].slice(0, n));
      const counted = countCtzqBets({ play: "T14C", picks });
      expect(counted.ok && counted.value.bets).toBe(e.bets);
      expect(counted.ok && counted.value.costFen).toBe(fenOf(e.cost));
      return;
    }
    case "R9_COUNT": {
      const options = s.options as number[];
      const picks = options.map((n) => ["3", "1", "0"].slice(0, n));
      const counted = countCtzqBets({
        play: "TR9",
        picks,
        bankers: (s.bankers as number[] | undefined) ?? [],
      });
      expect(counted.ok && counted.value.bets).toBe(e.bets);
      expect(counted.ok && counted.value.costFen).toBe(fenOf(e.cost));
      return;
    }
    case "SFC14_PRIZE":
    case "R9_PRIZE": {
      const play = v.play === "SFC14_PRIZE" ? "T14C" : "TR9";
      const settled = settleCtzq({ play, picks: s.picks as string[][] }, s.results as string[]);
      expect(settled.ok).toBe(true);
      if (!settled.ok) return;
      if (e.first !== undefined) expect(settled.value.first).toBe(e.first);
      if (e.second !== undefined) expect(settled.value.second).toBe(e.second);
      if (e.winning_bets !== undefined) expect(settled.value.first).toBe(e.winning_bets);
      return;
    }
    default:
      throw new Error(`no runner for vector kind ${v.play} (${v.id})`);
  }
}

/** The first play of the game with enough options and legs for these option counts. */
function playFor(game: string, options: readonly number[]): string | undefined {
  const rules = findSportsGame(game);
  return rules?.plays.find((p) => p.options.length >= Math.max(...options) && p.maxLegs >= options.length)
    ?.code;
}

/** Legs giving a match `n` options: n options of one play; HH: SPF up to 2 then BF options. */
function legsWithOptions(
  game: string,
  matchId: string,
  n: number,
  hh: boolean,
  playCode?: string,
): SportsLegInput[] {
  const rules = findSportsGame(game);
  const first = rules && playCode ? findSportsPlay(rules, playCode) : rules?.plays[0];
  if (!rules || !first) return [];
  if (!hh) {
    return [{ matchId, play: first.code, options: first.options.slice(0, n).map((o) => ({ code: o.code })) }];
  }
  const spf = Math.min(2, n);
  const bf = findSportsPlay(rules, "BF");
  const legs: SportsLegInput[] = [
    { matchId, play: first.code, options: first.options.slice(0, spf).map((o) => ({ code: o.code })) },
  ];
  if (n > spf && bf) {
    legs.push({ matchId, play: "BF", options: bf.options.slice(0, n - spf).map((o) => ({ code: o.code })) });
  }
  return legs;
}

describe("shared sports vectors (VECTORS.json)", () => {
  it("has sports vectors to run", () => {
    expect(vectors.length).toBeGreaterThanOrEqual(35);
  });
  it.each(vectors.map((v) => [v.id, v] as const))("%s", (_id, v) => {
    run(v);
  });
});
