import { describe, expect, it } from "vitest";
import { combinations } from "../core/combinatorics.ts";
import { findSportsGame } from "./catalogue.ts";
import { SPORTS_MESSAGES } from "./refusals.ts";
import { settleSportsTicket, type SportsResults } from "./settle.ts";
import { unitPrizeFen } from "./sp.ts";
import { parseSportsTicket, type SportsLegInput, type SportsTicketInput } from "./ticket.ts";

const leg = (
  matchId: string,
  play: string,
  options: Record<string, string>,
  extra: Partial<SportsLegInput> = {},
) => ({
  matchId,
  play,
  options: Object.entries(options).map(([code, sp]) => ({ code, sp })),
  ...extra,
});

/** Settlement by full enumeration of every bet (the oracle). Results are per-play codes or "cancelled". */
function oracle(input: SportsTicketInput, results: Record<string, "cancelled" | Record<string, string>>) {
  const parsed = parseSportsTicket(input);
  if (!parsed.ok) throw new Error(parsed.code);
  const t = parsed.value;
  let prize = 0;
  let winning = 0;
  let refunds = 0;
  const idx = t.matches.map((_, i) => i);
  for (const pass of t.passTypes) {
    for (const k of pass.legCounts) {
      for (const subset of combinations(idx, k)) {
        if (t.matches.some((m, i) => m.banker && !subset.includes(i))) continue;
        const choose = (j: number, sps: (number | null)[], lost: boolean): void => {
          if (j === subset.length) {
            if (lost) return;
            if (k === 1 && sps[0] === null) {
              refunds += 1;
              return;
            }
            winning += 1;
            prize += unitPrizeFen(t.rules.prize, sps).prizeFen;
            return;
          }
          const m = t.matches[subset[j] ?? 0];
          const r = results[m?.matchId ?? ""];
          for (const o of m?.options ?? []) {
            if (r === "cancelled") choose(j + 1, [...sps, null], lost);
            else {
              const code = r?.[o.play.code] ?? (o.play.code === "EXY" ? r?.SPF : undefined);
              const win = o.option.covers ? o.option.covers.includes(code ?? "") : o.option.code === code;
              choose(j + 1, [...sps, o.sp], lost || !win);
            }
          }
        };
        choose(0, [], false);
      }
    }
  }
  return { prizeFen: prize * t.multiple, winningBets: winning, refundFen: refunds * 200 * t.multiple };
}

describe("settleSportsTicket", () => {
  it("pays the surviving 2串1 of a 2_1,3_1 free pass", () => {
    const input: SportsTicketInput = {
      game: "jczq",
      legs: [
        leg("a", "SPF", { "3": "2.00" }),
        leg("b", "SPF", { "1": "3.00" }),
        leg("c", "SPF", { "0": "1.50" }),
      ],
      passTypes: "2_1,3_1",
      multiple: 2,
    };
    const r = settleSportsTicket(input, { a: { SPF: "3" }, b: { SPF: "1" }, c: { SPF: "3" } });
    expect(r).toEqual({
      ok: true,
      value: {
        bets: 4,
        costFen: 1600,
        winningBets: 1,
        prizeFen: 2400,
        refundBets: 0,
        refundFen: 0,
        taxFen: 0,
      },
    });
  });
  it("pays several winning options of one HH match as separate bets", () => {
    const input: SportsTicketInput = {
      game: "jczq",
      legs: [
        leg("a", "SPF", { "3": "1.50", "1": "3.00" }),
        leg("a", "BF", { "1:0": "6.00" }),
        leg("b", "ZJQ", { "2": "3.20" }),
      ],
      passTypes: "2_1",
    };
    const results: SportsResults = { a: { SPF: "3", BF: "1:0" }, b: { ZJQ: "2" } };
    const r = settleSportsTicket(input, results);
    // 2×1.5×3.2 = 9.60 and 2×6×3.2 = 38.40
    expect(r.ok && r.value.winningBets).toBe(2);
    expect(r.ok && r.value.prizeFen).toBe(960 + 3840);
  });
  it("settles from scores with each leg's own line", () => {
    const input: SportsTicketInput = {
      game: "jczq",
      legs: [
        leg("a", "BRQSPF", { "1": "3.40" }, { line: -1 }),
        leg("b", "BQC", { "13": "4.50" }),
        leg("c", "BF", { X0: "40.00" }),
      ],
      passTypes: "3_1",
    };
    const r = settleSportsTicket(input, {
      a: { ft: [2, 1], ht: [0, 0] },
      b: { ft: [1, 0], ht: [0, 0] },
      c: { ft: [6, 1] },
    });
    // 2 × 3.4 × 4.5 × 40 = 1224.00
    expect(r.ok && r.value.prizeFen).toBe(122400);
  });
  it("refuses a score result for a lined play without its line", () => {
    const input: SportsTicketInput = {
      game: "jczq",
      legs: [leg("a", "BRQSPF", { "1": "3.40" }), leg("b", "SPF", { "3": "1.5" })],
      passTypes: "2_1",
    };
    expect(settleSportsTicket(input, { a: { ft: [2, 1] }, b: { ft: [1, 0] } })).toMatchObject({
      ok: false,
      code: "BAD_LINE",
    });
  });
  it("treats a cancelled match as SP 1 in parlays and refunds singles on it", () => {
    const input: SportsTicketInput = {
      game: "jczq",
      legs: [
        leg("a", "SPF", { "3": "2.00", "1": "3.00" }, { single: true }),
        leg("b", "SPF", { "0": "2.50" }, { single: true }),
      ],
      passTypes: "1_1,2_1",
      multiple: 3,
    };
    const r = settleSportsTicket(input, { a: "cancelled", b: { SPF: "0" } });
    // singles: a refunded twice, b wins 5.00; parlays: 2 bets × 5.00
    expect(r).toEqual({
      ok: true,
      value: {
        bets: 5,
        costFen: 3000,
        winningBets: 3,
        prizeFen: 3 * (500 + 1000),
        refundBets: 2,
        refundFen: 1200,
        taxFen: 0,
      },
    });
  });
  it("pays a parlay whose every match is cancelled at 2 yuan per bet", () => {
    const input: SportsTicketInput = {
      game: "jczq",
      legs: [leg("a", "SPF", { "3": "2.00" }), leg("b", "SPF", { "0": "2.50" })],
      passTypes: "2_1",
    };
    expect(settleSportsTicket(input, { a: "cancelled", b: "cancelled" })).toMatchObject({
      ok: true,
      value: { winningBets: 1, prizeFen: 200 },
    });
  });
  it("needs every banker to win", () => {
    const legs = [
      leg("a", "SPF", { "3": "2.00" }, { banker: true }),
      leg("b", "SPF", { "3": "2.00" }),
      leg("c", "SPF", { "3": "2.00" }),
    ];
    const input: SportsTicketInput = { game: "jczq", legs, passTypes: "2_1" };
    const lost = settleSportsTicket(input, { a: { SPF: "0" }, b: { SPF: "3" }, c: { SPF: "3" } });
    expect(lost.ok && lost.value.prizeFen).toBe(0);
    const won = settleSportsTicket(input, { a: { SPF: "3" }, b: { SPF: "3" }, c: { SPF: "0" } });
    expect(won.ok && [won.value.bets, won.value.winningBets, won.value.prizeFen]).toEqual([2, 1, 800]);
  });
  it("caps each split bet of an M串N by its own leg count", () => {
    const legs = ["a", "b", "c", "d"].map((id) => leg(id, "BF", { "5:2": "300.00" }));
    const r = settleSportsTicket(
      { game: "jczq", legs, passTypes: "4_11" },
      Object.fromEntries(["a", "b", "c", "d"].map((id) => [id, { BF: "5:2" }])),
    );
    // 6 doubles of 180,000 (under the cap); 4 trebles capped at 200,000; 1 four-fold at 500,000 yuan.
    expect(r.ok && r.value.prizeFen).toBe((6 * 180_000 + 4 * 200_000 + 500_000) * 100);
  });
  it("uses the final BJDC SP from the result and pays 65%", () => {
    const input: SportsTicketInput = {
      game: "bjdc",
      legs: [leg("a", "SPF", { "3": "2.00" }, { line: 0 }), leg("b", "SPF", { "1": "3.00" }, { line: -1 })],
      passTypes: "2_3",
    };
    const r = settleSportsTicket(input, {
      a: { SPF: { code: "3", sp: "2.512345" } },
      b: { SPF: { code: "1", sp: 3.1 } },
    });
    // singles: 2×2.512345×0.65 = 3.2660485 → 3.27, 2×3.1×0.65 = 4.03; double: 2×2.512345×3.1×0.65 = 10.1247504 → 10.12
    expect(r.ok && r.value.prizeFen).toBe(327 + 403 + 1012);
    expect(r.ok && r.value.winningBets).toBe(3);
  });
  it("settles EXY from the SPF result", () => {
    const input: SportsTicketInput = {
      game: "jczq",
      legs: [leg("a", "EXY", { "10": "1.80" }), leg("b", "EXY", { "3": "1.60" })],
      passTypes: "2_1",
    };
    const r = settleSportsTicket(input, { a: { SPF: "1" }, b: { EXY: "3" } });
    expect(r.ok && r.value.prizeFen).toBe(576);
  });
  it("accepts Chinese names and aliases as result codes", () => {
    const input: SportsTicketInput = {
      game: "jczq",
      legs: [leg("a", "BF", { X0: "50.00" }), leg("b", "RQSPF", { "3": "2.00" })],
      passTypes: "2_1",
    };
    const r = settleSportsTicket(input, { a: { BF: "胜其他" }, b: { RQSPF: "3" } });
    expect(r.ok && r.value.prizeFen).toBe(20000);
  });
  it("returns a breakdown that adds up", () => {
    const input: SportsTicketInput = {
      game: "jczq",
      legs: [
        leg("a", "SPF", { "3": "1.85", "1": "3.10" }),
        leg("b", "SPF", { "3": "2.05" }),
        leg("c", "SPF", { "0": "3.30" }),
      ],
      passTypes: "2_1,3_1",
      multiple: 4,
    };
    const r = settleSportsTicket(
      input,
      { a: { SPF: "1" }, b: { SPF: "3" }, c: "cancelled" },
      { breakdown: true },
    );
    if (!r.ok) throw new Error(r.code);
    const sum = (r.value.breakdown ?? []).reduce((s, b) => s + b.prizeFen, 0);
    expect(sum).toBe(r.value.prizeFen);
    expect(r.value.breakdown?.length).toBe(r.value.winningBets);
    const picks = (r.value.breakdown ?? []).flatMap((b) => b.picks);
    expect(picks).toContainEqual({ matchId: "a", play: "SPF", code: "1", sp: "3.10" });
    expect(picks).toContainEqual({ matchId: "c", play: "SPF", code: "0", sp: null });
  });
  it.each<[string, SportsResults, keyof typeof SPORTS_MESSAGES]>([
    ["a missing match", { a: { SPF: "3" } }, "RESULT_MISSING"],
    ["a missing play", { a: { SPF: "3" }, b: { BF: "1:0" } }, "RESULT_MISSING"],
    ["an unknown code", { a: { SPF: "3" }, b: { SPF: "9" } }, "BAD_RESULT"],
    ["an unknown word", { a: { SPF: "3" }, b: "postponed" as "cancelled" }, "BAD_RESULT"],
    ["a bad final SP", { a: { SPF: "3" }, b: { SPF: { code: "3", sp: "x" } } }, "BAD_SP"],
    ["a bad score", { a: { SPF: "3" }, b: { ft: [-1, 0] } }, "BAD_SCORE"],
  ])("refuses %s", (_name, results, code) => {
    const input: SportsTicketInput = {
      game: "jczq",
      legs: [leg("a", "SPF", { "3": "2.00" }), leg("b", "SPF", { "3": "2.00" })],
      passTypes: "2_1",
    };
    expect(settleSportsTicket(input, results)).toEqual({ ok: false, code, message: SPORTS_MESSAGES[code] });
  });
  it("refuses a winning option without an SP", () => {
    const input: SportsTicketInput = {
      game: "jczq",
      legs: [{ matchId: "a", play: "SPF", options: [{ code: "3" }] }, leg("b", "SPF", { "3": "2.00" })],
      passTypes: "2_1",
    };
    expect(settleSportsTicket(input, { a: { SPF: "3" }, b: { SPF: "3" } })).toMatchObject({
      code: "SP_MISSING",
    });
    // A losing option without an SP does not matter.
    expect(settleSportsTicket(input, { a: { SPF: "0" }, b: { SPF: "3" } })).toMatchObject({ ok: true });
  });
  it("passes ticket refusals through", () => {
    expect(settleSportsTicket({ game: "jczq", legs: [], passTypes: "2_1" }, {})).toMatchObject({
      code: "NO_LEGS",
    });
  });

  it("agrees with full enumeration on random HH, banker and cancelled tickets", () => {
    let seed = 12345;
    const rand = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    let checked = 0;
    let paid = 0;
    for (const game of ["jczq", "jclq", "bjdc"] as const) {
      const rules = findSportsGame(game);
      if (!rules) throw new Error(game);
      for (let round = 0; round < 40; round += 1) {
        const n = 2 + rand(4);
        const legs: SportsLegInput[] = [];
        const results: Record<string, "cancelled" | Record<string, string>> = {};
        const plays =
          game === "bjdc" ? [rules.plays[rand(rules.plays.length)]] : rules.plays.filter((p) => p.mixable);
        const usable = plays.filter((p) => p && p.maxLegs >= n);
        for (let i = 0; i < n; i += 1) {
          const id = `m${i}`;
          const res: Record<string, string> = {};
          const count = game === "bjdc" ? 1 : 1 + rand(2);
          for (let j = 0; j < count; j += 1) {
            const play = usable[(i + j) % usable.length];
            if (!play || res[play.code] !== undefined) continue;
            const picked = new Set<string>();
            const k = 1 + rand(3);
            for (let q = 0; q < k; q += 1) picked.add(play.options[rand(play.options.length)]?.code ?? "");
            legs.push({
              matchId: id,
              play: play.code,
              single: true,
              options: [...picked].map((code) => ({ code, sp: `${1 + rand(9)}.${rand(100)}` })),
            });
            res[play.code] =
              rand(2) === 0 ? ([...picked][0] ?? "") : (play.options[rand(play.options.length)]?.code ?? "");
          }
          results[id] = rand(8) === 0 ? "cancelled" : res;
        }
        const matchIds = [...new Set(legs.map((l) => l.matchId))];
        const passTypes = [`${matchIds.length}_1`, "2_1"];
        if (rand(3) === 0) passTypes.push("1_1");
        if (rand(3) === 0 && legs[0] && !passTypes.includes("1_1")) legs[0] = { ...legs[0], banker: true };
        if (legs[0]?.banker) for (const l of legs) if (l.matchId === legs[0].matchId) l.banker = true;
        const input: SportsTicketInput = { game, legs, passTypes, multiple: 1 + rand(3) };
        const parsed = parseSportsTicket(input);
        if (!parsed.ok) continue;
        const r = settleSportsTicket(input, results);
        if (!r.ok) throw new Error(`${r.code} ${JSON.stringify(input)}`);
        const o = oracle(input, results);
        checked += 1;
        if (o.prizeFen > 0) paid += 1;
        expect({ p: r.value.prizeFen, w: r.value.winningBets, r: r.value.refundFen }).toEqual({
          p: o.prizeFen,
          w: o.winningBets,
          r: o.refundFen,
        });
      }
    }
    expect(checked).toBeGreaterThan(80);
    expect(paid).toBeGreaterThan(20);
  });
  it("settles 8 legs × 3 options with 8_247 quickly", () => {
    const legs = Array.from({ length: 8 }, (_, i) =>
      leg(`m${i}`, "SPF", { "3": "1.85", "1": "3.10", "0": "4.20" }),
    );
    const results = Object.fromEntries(legs.map((l) => [l.matchId, { SPF: "1" }]));
    const t0 = performance.now();
    const r = settleSportsTicket({ game: "jczq", legs, passTypes: "8_247" }, results);
    expect(performance.now() - t0).toBeLessThan(200);
    expect(r.ok && r.value.winningBets).toBe(247);
    expect(r.ok && r.value.bets).toBe(4 ** 8 - 1 - 8 * 3);
  });
});
