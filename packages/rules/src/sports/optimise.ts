/**
 * Bonus optimisation (奖金优化): a stake spread as whole multiples over a ticket's single combinations.
 * - average (平均): returns as equal as possible — multiples ∝ 1 / unit prize, remainder to the lowest return;
 * - hot (博热): every other combination gets just enough to return the whole stake, the rest goes to the
 *   combination with the lowest unit prize (most likely);
 * - cold (博冷): the same in favour of the highest unit prize.
 * When the stake cannot make every other combination break even, hot/cold fall back to average and say so.
 */
import { fen, type Fen } from "../core/money.ts";
import { accept, type RuleResult } from "../core/refusal.ts";
import { walkWinningBets } from "./engine.ts";
import { planMaxPrize } from "./extremes.ts";
import { sportsRefusal, type SportsRefusalCode } from "./refusals.ts";
import { formatSp } from "./sp.ts";
import { countTicketBets, parseSportsTicket, type SportsTicket, type SportsTicketInput } from "./ticket.ts";

/** 平均 / 博热 / 博冷. */
export type BonusMode = "average" | "hot" | "cold";

/** A stake split: multiples and returns (fen) per combination, in the order given. */
export interface BonusPlan {
  mode: BonusMode;
  /** The mode actually applied (average when hot/cold could not break even). */
  applied: BonusMode;
  breakEven: boolean;
  stakeFen: Fen;
  multiples: number[];
  returnsFen: Fen[];
  minReturnFen: Fen;
  maxReturnFen: Fen;
}

/** One bet of a ticket with the prize of one unit (2 yuan) if it wins. */
export interface ExpandedBet {
  picks: { matchId: string; play: string; code: string; sp: string | null }[];
  legs: number;
  unitPrizeFen: Fen;
}

type Result<T> = RuleResult<T, SportsRefusalCode>;

const UNIT_FEN = 200;
const MAX_COMBINATIONS = 100_000;

/** A binary min-heap of indices ordered by (key, index). */
class MinHeap {
  private readonly items: number[] = [];
  constructor(private readonly key: (i: number) => number) {}
  get size(): number {
    return this.items.length;
  }
  private less(a: number, b: number): boolean {
    const ka = this.key(a);
    const kb = this.key(b);
    return ka < kb || (ka === kb && a < b);
  }
  push(i: number): void {
    const items = this.items;
    items.push(i);
    let c = items.length - 1;
    while (c > 0) {
      const p = (c - 1) >> 1;
      if (!this.less(items[c] as number, items[p] as number)) break;
      [items[c], items[p]] = [items[p] as number, items[c] as number];
      c = p;
    }
  }
  pop(): number | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last !== undefined) {
      items[0] = last;
      let p = 0;
      for (;;) {
        const l = 2 * p + 1;
        const r = l + 1;
        let m = p;
        if (l < items.length && this.less(items[l] as number, items[m] as number)) m = l;
        if (r < items.length && this.less(items[r] as number, items[m] as number)) m = r;
        if (m === p) break;
        [items[m], items[p]] = [items[p] as number, items[m] as number];
        p = m;
      }
    }
    return top;
  }
}

function averageSplit(units: readonly number[], total: number): number[] {
  const inverse = units.map((u) => 1 / u);
  const inverseSum = inverse.reduce((s, v) => s + v, 0);
  const x = inverse.map((v) => Math.max(1, Math.floor((total * v) / inverseSum)));
  let used = x.reduce((s, v) => s + v, 0);
  if (used > total) {
    // Bumping small shares to 1 overshot: take back from the highest returns.
    const heap = new MinHeap((i) => -((x[i] ?? 0) * (units[i] ?? 0)));
    x.forEach((v, i) => v > 1 && heap.push(i));
    while (used > total && heap.size > 0) {
      const i = heap.pop() as number;
      x[i] = (x[i] ?? 1) - 1;
      used -= 1;
      if ((x[i] ?? 0) > 1) heap.push(i);
    }
  }
  const heap = new MinHeap((i) => (x[i] ?? 0) * (units[i] ?? 0));
  units.forEach((_, i) => heap.push(i));
  while (used < total) {
    const i = heap.pop() as number;
    x[i] = (x[i] ?? 0) + 1;
    used += 1;
    heap.push(i);
  }
  return x;
}

/**
 * Splits a stake (fen, a multiple of 2 yuan, at least 2 yuan per combination) over combinations with the
 * given unit prizes (fen per 2-yuan bet) in one of the three modes; returns multiples and returns per combination.
 */
export function optimiseBonus(
  unitPrizesFen: readonly number[],
  stakeFen: number,
  mode: BonusMode,
): Result<BonusPlan> {
  const m = unitPrizesFen.length;
  if (m === 0) return sportsRefusal("NOTHING_TO_OPTIMISE");
  if (m > MAX_COMBINATIONS) return sportsRefusal("TOO_MANY_COMBINATIONS");
  if (unitPrizesFen.some((u) => !Number.isSafeInteger(u) || u <= 0)) return sportsRefusal("BAD_SP");
  if (!Number.isSafeInteger(stakeFen) || stakeFen % UNIT_FEN !== 0 || stakeFen / UNIT_FEN < m) {
    return sportsRefusal("BAD_STAKE");
  }
  const total = stakeFen / UNIT_FEN;
  let multiples: number[] | null = null;
  let applied: BonusMode = mode;
  if (mode !== "average") {
    let favourite = 0;
    unitPrizesFen.forEach((u, i) => {
      const f = unitPrizesFen[favourite] ?? 0;
      if (mode === "hot" ? u < f : u > f) favourite = i;
    });
    const x = unitPrizesFen.map((u) => Math.max(1, Math.ceil(stakeFen / u)));
    const others = x.reduce((s, v, i) => (i === favourite ? s : s + v), 0);
    if (others + 1 <= total) {
      x[favourite] = total - others;
      multiples = x;
    }
  }
  if (!multiples) {
    multiples = averageSplit(unitPrizesFen, total);
    applied = "average";
  }
  const returnsFen = multiples.map((x, i) => fen(x * (unitPrizesFen[i] ?? 0)));
  const breakEven = returnsFen.every((r) => r >= stakeFen);
  return accept({
    mode,
    applied,
    breakEven,
    stakeFen: fen(stakeFen),
    multiples,
    returnsFen,
    minReturnFen: fen(Math.min(...returnsFen)),
    maxReturnFen: fen(Math.max(...returnsFen)),
  });
}

/** Every bet of a checked ticket (each pass type's copy listed) with its unit prize if all its picks win. */
export function expandTicketBets(ticket: SportsTicket): Result<ExpandedBet[]> {
  if (ticket.matches.some((m) => m.options.some((o) => o.sp === null))) return sportsRefusal("SP_MISSING");
  if (countTicketBets(ticket).bets > MAX_COMBINATIONS) return sportsRefusal("TOO_MANY_COMBINATIONS");
  const out: ExpandedBet[] = [];
  const walkMatches = ticket.matches.map((m) => ({
    banker: m.banker,
    wins: m.options.map((o) => ({
      sp: o.sp ?? 0,
      ref: {
        matchId: m.matchId,
        play: o.play.code,
        code: o.option.code,
        sp: o.sp === null ? null : formatSp(o.sp),
      },
    })),
  }));
  walkWinningBets(ticket.rules.prize, walkMatches, ticket.weights, (bet) => {
    const entry: ExpandedBet = {
      picks: bet.picks as ExpandedBet["picks"],
      legs: bet.legs,
      unitPrizeFen: fen(bet.unitPrizeFen),
    };
    for (let i = 0; i < bet.weight; i += 1) out.push(entry);
  });
  return accept(out);
}

/**
 * Checks a ticket, expands its bets and splits the stake over them (the ticket's multiple is ignored).
 * `maxPrizeFen` is the plan's real highest prize: the returns of the combinations that can win
 * together, summed (planMaxPrize), not the plan's largest single return.
 */
export function optimiseTicketBonus(
  input: SportsTicketInput,
  stakeFen: number,
  mode: BonusMode,
): Result<{ bets: ExpandedBet[]; plan: BonusPlan; maxPrizeFen: Fen }> {
  const ticket = parseSportsTicket(input);
  if (!ticket.ok) return ticket;
  const bets = expandTicketBets(ticket.value);
  if (!bets.ok) return bets;
  const plan = optimiseBonus(
    bets.value.map((b) => b.unitPrizeFen),
    stakeFen,
    mode,
  );
  if (!plan.ok) return plan;
  const { maxPrizeFen } = planMaxPrize(ticket.value, bets.value, plan.value.returnsFen);
  return accept({ bets: bets.value, plan: plan.value, maxPrizeFen });
}
