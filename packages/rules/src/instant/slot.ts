import type { RandomInt } from "../fast/house-draw.ts";

/**
 * The slot machine (/SlotMachine, issue 26): three reels over one published strip of 20 symbols;
 * each reel stops at an unbiased index of the strip (reel 1, 2, 3 in that order from the play's
 * random stream). A stake of points wins stake × the paytable's multiple, in points; three diamonds
 * also give a red packet. Every probability is exact (8,000 equally likely stops), so the published
 * return to player is exact too.
 */

export const slotSymbols = ["diamond", "seven", "bell", "melon", "lemon", "cherry"] as const;
export type SlotSymbol = (typeof slotSymbols)[number];

/** The strip every reel turns: symbol → how many of the 20 positions show it. */
export const SLOT_STRIP_COUNTS: Readonly<Record<SlotSymbol, number>> = {
  diamond: 1,
  seven: 2,
  bell: 3,
  melon: 4,
  lemon: 5,
  cherry: 5,
};

/** The strip in position order (counts of SLOT_STRIP_COUNTS, symbols spread out round-robin). */
export const SLOT_STRIP: readonly SlotSymbol[] = (() => {
  const left = { ...SLOT_STRIP_COUNTS };
  const strip: SlotSymbol[] = [];
  while (strip.length < 20)
    for (const symbol of slotSymbols)
      if (left[symbol] > 0) {
        strip.push(symbol);
        left[symbol] -= 1;
      }
  return strip;
})();

export const SLOT_REELS = 3;

export interface SlotLine {
  /** "3:diamond" three of a symbol, "2:cherry" exactly two cherries. */
  code: string;
  symbol: SlotSymbol;
  /** How many of the symbol the line needs (3: on every reel; 2: on exactly two). */
  times: 2 | 3;
  multiple: number;
  redPacket: boolean;
}

/** The paytable, best line first: a spin wins its first matching line only. */
export const SLOT_PAYTABLE: readonly SlotLine[] = [
  { code: "3:diamond", symbol: "diamond", times: 3, multiple: 200, redPacket: true },
  { code: "3:seven", symbol: "seven", times: 3, multiple: 100, redPacket: false },
  { code: "3:bell", symbol: "bell", times: 3, multiple: 30, redPacket: false },
  { code: "3:melon", symbol: "melon", times: 3, multiple: 15, redPacket: false },
  { code: "3:lemon", symbol: "lemon", times: 3, multiple: 10, redPacket: false },
  { code: "3:cherry", symbol: "cherry", times: 3, multiple: 8, redPacket: false },
  { code: "2:cherry", symbol: "cherry", times: 2, multiple: 2, redPacket: false },
];

/** The stop index of each reel, drawn in reel order. */
export function slotSpin(random: RandomInt): number[] {
  return Array.from({ length: SLOT_REELS }, () => random(SLOT_STRIP.length));
}

export function slotSymbolsAt(stops: readonly number[]): SlotSymbol[] {
  return stops.map((stop) => {
    const symbol = SLOT_STRIP[stop];
    if (!symbol) throw new RangeError(`stop ${stop} is off the strip`);
    return symbol;
  });
}

/** The line a spin's symbols win, or null. */
export function slotLineOf(symbols: readonly SlotSymbol[]): SlotLine | null {
  for (const line of SLOT_PAYTABLE) {
    const hits = symbols.filter((s) => s === line.symbol).length;
    if (hits === line.times) return line;
  }
  return null;
}

/** Each line's exact probability (chances in 8,000), by enumerating every stop of the three reels. */
export function slotLineChances(): { code: string; chances: number }[] {
  const counts = new Map(SLOT_PAYTABLE.map((line) => [line.code, 0]));
  const n = SLOT_STRIP.length;
  for (let a = 0; a < n; a += 1)
    for (let b = 0; b < n; b += 1)
      for (let c = 0; c < n; c += 1) {
        const line = slotLineOf(slotSymbolsAt([a, b, c]));
        if (line) counts.set(line.code, (counts.get(line.code) ?? 0) + 1);
      }
  return SLOT_PAYTABLE.map((line) => ({ code: line.code, chances: counts.get(line.code) ?? 0 }));
}

/** Every spin possible: 20³. */
export const SLOT_OUTCOMES = SLOT_STRIP.length ** SLOT_REELS;

/** The exact return to player in points, percent with two decimals. */
export function slotReturnPercent(): number {
  const chances = slotLineChances();
  const returned = SLOT_PAYTABLE.reduce(
    (sum, line, i) => sum + line.multiple * (chances[i]?.chances ?? 0),
    0,
  );
  return Math.round((returned * 10_000) / SLOT_OUTCOMES) / 100;
}
