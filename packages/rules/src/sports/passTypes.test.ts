import { describe, expect, it } from "vitest";
import { comb } from "../core/combinatorics.ts";
import {
  BJDC_PASS_TYPES,
  JINGCAI_PASS_TYPES,
  findSportsPassType,
  sportsPassTypeFits,
  sportsPassTypesFor,
} from "./passTypes.ts";

// RULES 14 and 13 verbatim: code → included leg counts.
const JINGCAI_EXPECTED: Record<string, number[]> = {
  "2_1": [2],
  "3_1": [3],
  "3_3": [2],
  "3_4": [2, 3],
  "4_1": [4],
  "4_4": [3],
  "4_5": [3, 4],
  "4_6": [2],
  "4_11": [2, 3, 4],
  "5_1": [5],
  "5_5": [4],
  "5_6": [4, 5],
  "5_10": [2],
  "5_16": [3, 4, 5],
  "5_20": [2, 3],
  "5_26": [2, 3, 4, 5],
  "6_1": [6],
  "6_6": [5],
  "6_7": [5, 6],
  "6_15": [2],
  "6_20": [3],
  "6_22": [4, 5, 6],
  "6_35": [2, 3],
  "6_42": [3, 4, 5, 6],
  "6_50": [2, 3, 4],
  "6_57": [2, 3, 4, 5, 6],
  "7_1": [7],
  "7_7": [6],
  "7_8": [6, 7],
  "7_21": [5],
  "7_35": [4],
  "7_120": [2, 3, 4, 5, 6, 7],
  "8_1": [8],
  "8_8": [7],
  "8_9": [7, 8],
  "8_28": [6],
  "8_56": [5],
  "8_70": [4],
  "8_247": [2, 3, 4, 5, 6, 7, 8],
};
const BJDC_EXPECTED: Record<string, number[]> = {
  "2_1": [2],
  "2_3": [1, 2],
  "3_1": [3],
  "3_4": [2, 3],
  "3_7": [1, 2, 3],
  "4_1": [4],
  "4_5": [3, 4],
  "4_11": [2, 3, 4],
  "4_15": [1, 2, 3, 4],
  "5_1": [5],
  "5_6": [4, 5],
  "5_16": [3, 4, 5],
  "5_26": [2, 3, 4, 5],
  "5_31": [1, 2, 3, 4, 5],
  "6_1": [6],
  "6_7": [5, 6],
  "6_22": [4, 5, 6],
  "6_42": [3, 4, 5, 6],
  "6_57": [2, 3, 4, 5, 6],
  "6_63": [1, 2, 3, 4, 5, 6],
  ...Object.fromEntries([7, 8, 9, 10, 11, 12, 13, 14, 15].map((m) => [`${m}_1`, [m]])),
};

describe("M串N tables", () => {
  it("has the 39 jingcai and 29 BJDC entries of RULES (plus 1_1)", () => {
    expect(JINGCAI_PASS_TYPES.length).toBe(40);
    expect(BJDC_PASS_TYPES.length).toBe(30);
    expect(Object.keys(JINGCAI_EXPECTED).length).toBe(39);
    expect(Object.keys(BJDC_EXPECTED).length).toBe(29);
  });
  it.each(Object.entries(JINGCAI_EXPECTED))("jingcai %s includes %j and N = Σ C(M,k)", (code, ks) => {
    const pass = findSportsPassType("jingcai", code);
    expect(pass?.legCounts).toEqual(ks);
    const [m, n] = code.split("_").map(Number) as [number, number];
    expect(pass?.m).toBe(m);
    expect(ks.reduce((s, k) => s + comb(m, k), 0)).toBe(n);
  });
  it.each(Object.entries(BJDC_EXPECTED))("BJDC %s includes %j and N = Σ C(M,k)", (code, ks) => {
    const pass = findSportsPassType("bjdc", code);
    expect(pass?.legCounts).toEqual(ks);
    const [m, n] = code.split("_").map(Number) as [number, number];
    expect(ks.reduce((s, k) => s + comb(m, k), 0)).toBe(n);
  });
  it("every derived table entry satisfies N = Σ C(M,k)", () => {
    for (const p of [...JINGCAI_PASS_TYPES, ...BJDC_PASS_TYPES]) {
      expect(p.legCounts.reduce((s, k) => s + comb(p.m, k), 0)).toBe(p.n);
      expect(p.code).toBe(`${p.m}_${p.n}`);
    }
  });
  it("a BJDC M串N with every k from 1 to M has Π(1+o) − 1 bets structure (N = 2^M − 1)", () => {
    for (const code of ["2_3", "3_7", "4_15", "5_31", "6_63"]) {
      const p = findSportsPassType("bjdc", code);
      expect(p?.n).toBe(2 ** (p?.m ?? 0) - 1);
    }
  });
  it.each(["3x4", "3串4", " 3_4 ", "3X4"])("reads %j", (code) => {
    expect(findSportsPassType("jingcai", code)?.code).toBe("3_4");
  });
  it.each(["3_5", "9_1", "2_3", "abc", "", "1_2"])("jingcai has no %j", (code) => {
    expect(findSportsPassType("jingcai", code)).toBeUndefined();
  });
  it("BJDC has 2_3 and 15_1 but not 16_1 or 7_8", () => {
    expect(findSportsPassType("bjdc", "2_3")).toBeDefined();
    expect(findSportsPassType("bjdc", "15_1")).toBeDefined();
    expect(findSportsPassType("bjdc", "16_1")).toBeUndefined();
    expect(findSportsPassType("bjdc", "7_8")).toBeUndefined();
  });
});

describe("which pass types fit", () => {
  const p = (code: string, table: "jingcai" | "bjdc" = "jingcai") => {
    const found = findSportsPassType(table, code);
    if (!found) throw new Error(code);
    return found;
  };
  it.each([
    ["2_1", 5, 8, false, true], // free pass
    ["3_4", 3, 8, false, true],
    ["3_4", 4, 8, false, false], // M串N with N>1 needs exactly M matches
    ["5_1", 4, 8, false, false],
    ["5_1", 5, 4, false, false], // leg limit
    ["1_1", 3, 8, false, false],
    ["1_1", 3, 8, true, true],
  ] as const)("%s on %i matches, max %i, singles %s → %s", (code, n, max, singles, ok) => {
    expect(sportsPassTypeFits(p(code), n, max, singles)).toBe(ok);
  });
  it("lists the 4-match options with BF's 4-leg limit", () => {
    expect(sportsPassTypesFor("jingcai", 4, 4, false).map((x) => x.code)).toEqual([
      "2_1",
      "3_1",
      "4_1",
      "4_4",
      "4_5",
      "4_6",
      "4_11",
    ]);
  });
});
