import { describe, expect, it } from "vitest";
import { sportsPrizeRange } from "./extremes.ts";
import { mapSportsResult } from "./results.ts";
import { settleSportsTicket, type SportsResults } from "./settle.ts";
import { unitPrizeFen } from "./sp.ts";
import type { SportsLegInput, SportsTicketInput } from "./ticket.ts";

const leg = (
  matchId: string,
  play: string,
  options: Record<string, string>,
  extra: Partial<SportsLegInput> = {},
) => ({
  matchId,
  play,
  single: true,
  options: Object.entries(options).map(([code, sp]) => ({ code, sp })),
  ...extra,
});

/** Every distinct per-play result a match can have (from real scores), restricted to the ticket's plays. */
function outcomesOf(input: SportsTicketInput, matchId: string): Record<string, string>[] {
  const legs = input.legs.filter((l) => l.matchId === matchId);
  const lines = Object.fromEntries(
    legs.filter((l) => typeof l.line === "number").map((l) => [l.play, l.line]),
  );
  const seen = new Map<string, Record<string, string>>();
  const keep = (mapped: ReturnType<typeof mapSportsResult>) => {
    if (!mapped.ok) return;
    const own = Object.fromEntries(legs.map((l) => [l.play, mapped.value[l.play] ?? mapped.value.SPF ?? ""]));
    seen.set(JSON.stringify(own), own);
  };
  if (input.game === "jclq") {
    for (let home = 60; home <= 140; home += 1) {
      for (let away = 60; away <= 140; away += 1) {
        if (home !== away) keep(mapSportsResult("jclq", { ft: [home, away] }, lines));
      }
    }
  } else {
    for (let h = 0; h <= 8; h += 1) {
      for (let a = 0; a <= 8; a += 1) {
        for (let hh = 0; hh <= h; hh += 1) {
          for (let ha = 0; ha <= a; ha += 1)
            keep(mapSportsResult(input.game, { ft: [h, a], ht: [hh, ha] }, lines));
        }
      }
    }
  }
  return [...seen.values()];
}

/** Largest and smallest non-zero prize by settling every joint outcome. */
function oracle(input: SportsTicketInput): { max: number; min: number } {
  const ids = [...new Set(input.legs.map((l) => l.matchId))];
  const per = ids.map((id) => outcomesOf(input, id));
  let max = 0;
  let min = 0;
  const walk = (i: number, results: Record<string, Record<string, string>>): void => {
    if (i === ids.length) {
      const r = settleSportsTicket(input, results as SportsResults);
      if (!r.ok) throw new Error(r.code);
      const p = r.value.prizeFen;
      max = Math.max(max, p);
      if (p > 0 && (min === 0 || p < min)) min = p;
      return;
    }
    for (const o of per[i] ?? []) walk(i + 1, { ...results, [ids[i] ?? ""]: o });
  };
  walk(0, {});
  return { max, min };
}

const TICKETS: [string, SportsTicketInput][] = [
  [
    "jczq HH with conflicting plays and singles",
    {
      game: "jczq",
      legs: [
        leg("a", "SPF", { "3": "1.45", "1": "4.10" }),
        leg("a", "BF", { "1:0": "6.50", "2:1": "8.00", X0: "40.00" }),
        leg("a", "BRQSPF", { "3": "2.60", "0": "2.30" }, { line: -1 }),
        leg("b", "ZJQ", { "2": "3.20", "3": "3.50", "7": "30.00" }),
        leg("b", "BQC", { "33": "3.10", "13": "6.00" }),
      ],
      passTypes: "1_1,2_1",
      multiple: 2,
    },
  ],
  [
    "jczq 4-leg SPF 4_11",
    {
      game: "jczq",
      legs: ["a", "b", "c", "d"].map((id, i) =>
        leg(id, "SPF", { "3": `1.${50 + i}`, "1": "3.20", "0": `${4 + i}.10` }, { single: false }),
      ),
      passTypes: "4_11",
    },
  ],
  [
    "jczq BF 2串1 near the cap",
    {
      game: "jczq",
      legs: [
        leg("a", "BF", { "0:0": "9.00", "5:2": "400.00" }),
        leg("b", "BF", { X0: "300.00", "1:1": "6.00" }),
      ],
      passTypes: "2_1",
    },
  ],
  [
    "jclq HH",
    {
      game: "jclq",
      legs: [
        leg("a", "SF", { "3": "1.30" }),
        leg("a", "RFSF", { "0": "1.75" }, { line: -5.5 }),
        leg("a", "SFC", { "01": "3.40", "02": "4.30" }),
        leg("a", "DXF", { H: "1.70" }, { line: 200.5 }),
        leg("b", "SFC", { "11": "4.00", "16": "40.00" }),
        leg("b", "DXF", { L: "1.75" }, { line: 180.5 }),
      ],
      passTypes: "2_1",
    },
  ],
  [
    "bjdc SPF 3_7 with handicaps",
    {
      game: "bjdc",
      legs: [
        leg("a", "SPF", { "3": "2.10", "1": "3.15" }, { line: -1 }),
        leg("b", "SPF", { "0": "1.30" }, { line: 0 }),
        leg("c", "SPF", { "3": "1.25", "1": "3.00", "0": "8.123456" }, { line: 1 }),
      ],
      passTypes: "3_7",
    },
  ],
  [
    "bjdc SXDS + BQC singles",
    {
      game: "bjdc",
      legs: [leg("a", "SXDS", { SD: "3.5", XS: "2.9" }), leg("b", "SXDS", { SS: "3.9", XD: "3.6" })],
      passTypes: "2_3",
    },
  ],
];

describe("sportsPrizeRange", () => {
  it.each(TICKETS)("%s matches settling every joint outcome", (_name, input) => {
    const r = sportsPrizeRange(input);
    if (!r.ok) throw new Error(r.code);
    const o = oracle(input);
    expect(r.value.exact).toBe(true);
    expect(r.value.maxPrizeFen).toBe(o.max);
    expect(r.value.minPrizeFen).toBe(o.min);
  });
  it("takes the best SP per match for a plain SPF ticket", () => {
    const legs = Array.from({ length: 8 }, (_, i) =>
      leg(`m${i}`, "SPF", { "3": "1.85", "1": "3.10", "0": "4.20" }),
    );
    const r = sportsPrizeRange({ game: "jczq", legs, passTypes: "8_1", multiple: 3 });
    // 2 × 4.2^8 = 193,653.04 (under the 6+ leg cap); ×3
    expect(r.ok && r.value.maxPrizeFen).toBe(unitPrizeFen("fixed", Array(8).fill(4_200_000)).prizeFen * 3);
    expect(r.ok && r.value.maxPrizeFen).toBe(19365304 * 3);
    // Smallest: every match at 1.85.
    expect(r.ok && r.value.minPrizeFen).toBe(unitPrizeFen("fixed", Array(8).fill(1_850_000)).prizeFen * 3);
  });
  it("overstates rather than understates when a line is missing", () => {
    const withLine: SportsTicketInput = {
      game: "jczq",
      legs: [
        leg("a", "SPF", { "3": "1.45" }),
        leg("a", "BRQSPF", { "0": "2.30" }, { line: -1 }),
        leg("b", "SPF", { "3": "2.00" }),
      ],
      passTypes: "2_1",
    };
    const without: SportsTicketInput = {
      ...withLine,
      legs: withLine.legs.map((l) => ({ ...l, line: null })),
    };
    const a = sportsPrizeRange(withLine);
    const b = sportsPrizeRange(without);
    if (!a.ok || !b.ok) throw new Error("refused");
    expect(b.value.maxPrizeFen).toBeGreaterThanOrEqual(a.value.maxPrizeFen);
    // With −1, SPF 3 and BRQSPF 0 never win together: the best is 2 × 2.30 × 2.00.
    expect(a.value.maxPrizeFen).toBe(920);
    // Without the line they are treated as independent: both pay.
    expect(b.value.maxPrizeFen).toBe(580 + 920);
  });
  it("falls back to a search on large HH tickets and stays consistent", () => {
    const legs = Array.from({ length: 8 }, (_, i) => [
      leg(`m${i}`, "SPF", { "3": "1.85", "1": "3.10", "0": "4.20" }, { single: false }),
      leg(
        `m${i}`,
        "BRQSPF",
        { "3": "3.85", "1": "3.40", "0": "1.70" },
        { line: i % 2 === 0 ? -1 : 1, single: false },
      ),
    ]).flat();
    const t0 = performance.now();
    const r = sportsPrizeRange({ game: "jczq", legs, passTypes: "8_1" });
    expect(performance.now() - t0).toBeLessThan(2000);
    if (!r.ok) throw new Error(r.code);
    expect(r.value.minPrizeFen).toBeGreaterThan(0);
    expect(r.value.maxPrizeFen).toBeGreaterThan(r.value.minPrizeFen);
  });
  it("refuses without SPs", () => {
    expect(
      sportsPrizeRange({
        game: "jczq",
        legs: [
          { matchId: "a", play: "SPF", options: [{ code: "3" }] },
          { matchId: "b", play: "SPF", options: [{ code: "3" }] },
        ],
        passTypes: "2_1",
      }),
    ).toMatchObject({ ok: false, code: "SP_MISSING" });
  });
});
