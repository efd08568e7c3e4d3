import { describe, expect, it } from "vitest";
import { k3SumOutcomes } from "./fast/k3.ts";
import { yuanToFen } from "./core/money.ts";
import { countTickets, prizeTickets, ticketCostFen, type PrizeResult } from "./tickets/engine.ts";
import type { PrizeOptions } from "./tickets/types.ts";
import { NUMBER_VECTOR_GAMES, vectorsOf, type Vector } from "./vectors.fixture.ts";

const VECTORS = vectorsOf(NUMBER_VECTOR_GAMES);

// Catalogue game standing for each vector game.
const GAME_CODE: Readonly<Record<string, string>> = {
  SSQ: "ssq",
  DLT: "dlt",
  FC3D: "fc3d",
  PL5: "pl5",
  QLC: "qlc",
  QXC: "qxc",
  MARKSIX: "lhc",
  SSC: "cqssc",
  "11X5": "syxw",
  K3: "jsks",
  PK10: "bjpk10",
};

const nums = (value: unknown): number[] => (Array.isArray(value) ? (value as number[]) : [value as number]);
const two = (value: unknown): string =>
  nums(value)
    .map((n) => String(n).padStart(2, "0"))
    .join(",");
const one = (value: unknown): string => nums(value).join(",");
const banked = (bankers: unknown, rest: string, pad = two): string =>
  bankers !== undefined && nums(bankers).length > 0 ? `${pad(bankers)}#${rest}` : rest;
const positions = (pos: unknown, pad = one): string => (pos as unknown[]).map((p) => pad(p)).join("|");
const DXDS_WORD: Readonly<Record<string, string>> = { big: "DA", small: "XIAO", odd: "DAN", even: "SHUANG" };

/** What a vector asks, written in this package's grammar. */
interface Case {
  game: string;
  tickets?: string;
  draw?: string;
  options?: PrizeOptions;
  maxBets?: number;
}

// Maps a vector's selection shape onto tickets and draw strings.
function adapt(v: Vector): Case {
  const s = v.selection;
  const game = GAME_CODE[v.game] ?? "";
  const d = s.draw as Record<string, unknown> | unknown[] | undefined;
  const digitDraw = Array.isArray(d) ? one(d) : undefined;
  const ballDraw = Array.isArray(d) ? two(d) : undefined;
  switch (v.game) {
    case "SSQ": {
      const draw = d && !Array.isArray(d) ? `${two(d.red)}|${two(d.blue)}` : undefined;
      const play = v.play === "PRIZE" ? (nums(s.red).length > 6 ? "FS" : "DS") : v.play;
      const options: PrizeOptions =
        s.rules === "classic"
          ? { ssqRule: "classic" }
          : { ssqRule: "2026", ssqFuyunActive: s.rules === "2026_fuyun_active" };
      return { game, tickets: `${play}:${banked(s.red_bankers, two(s.red))}|${two(s.blue)}`, draw, options };
    }
    case "DLT": {
      if (v.play === "COUNT_ONLY") {
        const all = (n: unknown): string => two(Array.from({ length: n as number }, (_, i) => i + 1));
        return { game, tickets: `FS:${all(s.front_n)}|${all(s.back_n)}`, maxBets: Number.MAX_SAFE_INTEGER };
      }
      const draw = d && !Array.isArray(d) ? `${two(d.front)}|${two(d.back)}` : undefined;
      const play = v.play === "PRIZE" ? "DS" : v.play;
      const tickets = `${play}:${banked(s.front_bankers, two(s.front))}|${banked(s.back_bankers, two(s.back))}`;
      return { game, tickets, draw, options: { addition: s.additional === true } };
    }
    case "FC3D":
    case "PL5": {
      if (s.pos) return { game, tickets: `ZX:${positions(s.pos)}`, draw: digitDraw };
      if (s.sums) return { game, tickets: `ZXHZ:${one(s.sums)}` };
      const play = v.play.includes("Z3") ? "Z3" : "Z6";
      return { game, tickets: `${play}:${one(s.digits)}`, draw: digitDraw };
    }
    case "QLC": {
      const draw = d && !Array.isArray(d) ? `${two(d.basic)}|${two(d.special)}` : undefined;
      const play = v.play === "PRIZE" ? "DS" : v.play;
      return { game, tickets: `${play}:${banked(s.bankers, two(s.nums))}`, draw };
    }
    case "QXC": {
      const draw = d && !Array.isArray(d) ? `${one(d.front)}|${one(d.back)}` : undefined;
      const front = Array.isArray((s.front as unknown[])[0]) ? positions(s.front) : nums(s.front).join("|");
      const play = v.play === "PRIZE" ? "DS" : v.play;
      return { game, tickets: `${play}:${front}|${one(s.back)}`, draw };
    }
    case "MARKSIX": {
      const draw = d && !Array.isArray(d) ? `${two(d.main)}|${two(d.extra)}` : undefined;
      const play = v.play === "BANKER" ? "DT" : nums(s.nums).length > 6 ? "FS" : "DS";
      return { game, tickets: `${play}10:${banked(s.bankers, two(s.legs ?? s.nums))}`, draw };
    }
    case "SSC":
      return { game, tickets: sscTicket(v), draw: digitDraw };
    case "11X5":
      return { game, tickets: x115Ticket(v), draw: ballDraw };
    case "K3":
      return { game, tickets: k3Ticket(v), draw: digitDraw };
    case "PK10":
      return {
        game,
        tickets:
          v.play === "GYH_OUTCOMES" ? undefined : `${v.play.replace("_", "")}:${positions(s.pos, two)}`,
      };
    default:
      throw new Error(`no adapter for ${v.game}`);
  }
}

function sscTicket(v: Vector): string {
  const s = v.selection;
  const words = (list: unknown): string => (list as string[]).map((w) => DXDS_WORD[w] ?? w).join(",");
  switch (v.play) {
    case "5X_ZX_FS":
      return `5XZX:${positions(s.pos)}`;
    case "5X_TX":
      return `5XTX:${nums(s.num).join("|")}`;
    case "3X_Z3_FS":
      return `3XZ3:${one(s.digits)}`;
    case "3X_Z6_PRIZE":
      return `3XZ6:${one(s.digits)}`;
    case "DXDS":
      return `DXDS:${words(s.tens)}|${words(s.units)}`;
    case "1X":
      return `1X:${one(s.digits)}`;
    case "2X_ZX":
      return `2XZX:${one(s.tens)}|${one(s.units)}`;
    case "DWD":
      return `DWD:${positions(s.pos)}`;
    default:
      throw new Error(`no SSC adapter for ${v.play}`);
  }
}

function x115Ticket(v: Vector): string {
  const s = v.selection;
  switch (v.play) {
    case "RX":
      return `RX${String(s.k)}:${two(s.nums)}`;
    case "RX1":
      return `RX1:${two(s.nums)}`;
    case "RX_DT":
      return `RX${String(s.k)}:${two(s.bankers)}#${two(s.drags)}`;
    case "Q2_ZX":
      return `Q2ZHIX:${positions(s.pos, two)}`;
    case "Q3_ZX":
      return `Q3ZHIX:${positions(s.pos, two)}`;
    case "Q2_ZU":
      return `Q2ZUX:${two(s.nums)}`;
    case "Q3_ZU":
      return `Q3ZUX:${two(s.nums)}`;
    default:
      throw new Error(`no 11x5 adapter for ${v.play}`);
  }
}

function k3Ticket(v: Vector): string | undefined {
  const s = v.selection;
  switch (v.play) {
    case "HZ":
      return `HZ:${one(s.sums)}`;
    case "HZ_OUTCOMES":
      return undefined;
    case "3BTH":
    case "2BTH":
      return `${v.play}:${one(s.nums)}`;
    case "2TH_DX":
      return `2THDX:${one(s.pairs)}|${one(s.singles)}`;
    case "2TH_FX":
      return `2THFX:${one(s.pairs)}`;
    case "3TH":
      return [s.tongxuan ? "3THTX:TX" : "", nums(s.danxuan).length ? `3THDX:${one(s.danxuan)}` : ""]
        .filter(Boolean)
        .join(";");
    case "3LH_TX":
      return "3LHTX:TX";
    default:
      throw new Error(`no K3 adapter for ${v.play}`);
  }
}

const tierCounts = (result: PrizeResult): Record<string, number> =>
  Object.fromEntries(result.tiers.filter((t) => !/A$/.test(t.tier)).map((t) => [t.tier, t.count]));

function prizeOf(c: Case, options: PrizeOptions = c.options ?? {}): PrizeResult {
  const result = prizeTickets(c.game, c.tickets ?? "", c.draw ?? "", options);
  if (!result.ok) throw new Error(`${c.tickets} / ${c.draw}: ${result.code}`);
  return result.value;
}

// How many draws (out of every possible one) a single-option bet wins, found through prizeTickets.
function outcomesOf(game: string, tickets: string, draws: string[]): number {
  return draws.filter((draw) => prizeOf({ game, tickets, draw }).winningBets > 0).length;
}

const allDice = (): string[] => {
  const out: string[] = [];
  for (let a = 1; a <= 6; a += 1)
    for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) out.push(`${a},${b},${c}`);
  return out;
};
const firstTwoCars = (): string[] => {
  const out: string[] = [];
  for (let a = 1; a <= 10; a += 1) {
    for (let b = 1; b <= 10; b += 1) {
      if (a === b) continue;
      const rest = Array.from({ length: 10 }, (_, i) => i + 1).filter((x) => x !== a && x !== b);
      out.push(two([a, b, ...rest]));
    }
  }
  return out;
};

// Checks one expect field; returns false for a field this adapter does not know (the test then fails).
function check(v: Vector, c: Case, key: string, want: unknown): boolean {
  const count = (): NonNullable<ReturnType<typeof countTickets> & { ok: true }>["value"] => {
    const r = countTickets(c.game, c.tickets ?? "", c.maxBets ? { maxBets: c.maxBets } : {});
    if (!r.ok) throw new Error(`${c.tickets}: ${r.code}`);
    return r.value;
  };
  const fenOf = (yuan: unknown): number => yuanToFen(yuan as number) ?? NaN;
  switch (key) {
    case "bets":
    case "entries":
      expect(count().bets).toBe(want);
      return true;
    case "cost":
    case "cost_hkd":
      expect(ticketCostFen(c.game, count().tickets, { addition: c.options?.addition })).toBe(fenOf(want));
      return true;
    case "cost_additional":
      expect(ticketCostFen(c.game, count().tickets, { addition: true })).toBe(fenOf(want));
      return true;
    case "cost_hkd_partial": {
      const partial = { ...c, tickets: c.tickets?.replace("10:", "05:") };
      const counted = countTickets(partial.game, partial.tickets ?? "");
      expect(counted.ok && ticketCostFen(c.game, counted.value.tickets)).toBe(fenOf(want));
      return true;
    }
    case "tier_counts":
    case "division_counts":
      expect(tierCounts(prizeOf(c))).toEqual(want);
      return true;
    case "fixed_total":
    case "fixed_total_hkd":
    case "prize":
      expect(prizeOf(c).totalFen).toBe(fenOf(want));
      return true;
    case "winning_bets":
      expect(prizeOf(c).winningBets).toBe(want);
      return true;
    case "tier": {
      const tiers = prizeOf(c).tiers;
      expect(tiers.map((t) => [t.tier, t.count])).toEqual([[String(want), 1]]);
      return true;
    }
    case "r2019":
    case "r2026_pool_lt_800m":
    case "r2026_pool_ge_800m": {
      const options: PrizeOptions =
        key === "r2019"
          ? { dltRule: "2019" }
          : { dltRule: "2026", dltPoolGe800m: key === "r2026_pool_ge_800m" };
      const result = prizeOf(c, options);
      const sub = want as { tier_counts: Record<string, number>; fixed_total: number };
      expect(tierCounts(result)).toEqual(sub.tier_counts);
      expect(result.totalFen).toBe(fenOf(sub.fixed_total));
      return true;
    }
    case "outcomes":
      for (const [option, n] of Object.entries(want as Record<string, number>)) {
        if (v.game === "K3") {
          expect(k3SumOutcomes(Number(option))).toBe(n);
          expect(outcomesOf(c.game, `HZ:${option}`, allDice())).toBe(n);
        } else {
          const tickets = /^\d+$/.test(option) ? `GYH:${option}` : `GYHDXDS:${DXDS_WORD[option] ?? option}`;
          expect(outcomesOf(c.game, tickets, firstTwoCars())).toBe(n);
        }
      }
      return true;
    case "total":
      expect(v.game === "PK10" ? firstTwoCars().length : allDice().length).toBe(want);
      return true;
    default:
      return false;
  }
}

describe("VECTORS.json — number games and fast draws", () => {
  it("holds vectors for every game of this package", () => {
    expect(new Set(VECTORS.map((v) => v.game))).toEqual(NUMBER_VECTOR_GAMES);
  });

  it.each(VECTORS.map((v) => [v.id, v] as const))("%s", (_id, v) => {
    const c = adapt(v);
    for (const [key, want] of Object.entries(v.expect)) {
      expect(check(v, c, key, want), `unhandled expect field ${key}`).toBe(true);
    }
  });
});
