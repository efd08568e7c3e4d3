import type { OddsInput, SportsGameCode } from "@lottery/contract";
import { mapSportsResult, SPORTS_GAMES } from "@lottery/rules";

/**
 * The demo feed's match model: deterministic random numbers from a text key, Poisson goals (football,
 * split 45 % / 55 % between the halves) and normal margins and totals (basketball), odds from the model's
 * probabilities with a bookmaker margin, and results drawn from the same model.
 */

/** A random generator in [0, 1) seeded by a text (FNV-1a hash into mulberry32). */
export function rngOf(key: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i += 1) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MAX_GOALS = 6;
const FIRST_HALF = 0.45;
const MARGIN = 0.89;

function poisson(k: number, lambda: number): number {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i += 1) p *= lambda / i;
  return p;
}

function samplePoisson(lambda: number, rng: () => number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rng();
  while (p > limit && k < 12) {
    k += 1;
    p *= rng();
  }
  return k;
}

/** A football match's strengths: expected goals of each side. */
export interface FootballModel {
  home: number;
  away: number;
}

/** Expected goals from a fixture key. */
export function footballModel(key: string): FootballModel {
  const rng = rngOf(`model|${key}`);
  return { home: 0.7 + 1.5 * rng(), away: 0.5 + 1.3 * rng() };
}

/** The handicap of BRQSPF (±1, towards the favourite) and BJDC's SPF (0 for close matches). */
export function footballLines(game: SportsGameCode, model: FootballModel): Record<string, number> {
  const diff = model.home - model.away;
  const favourite = diff >= 0 ? -1 : 1;
  if (game === "bjdc") return { SPF: Math.abs(diff) < 0.25 ? 0 : favourite };
  if (game === "qwzq") return { BRQSPF: favourite, RQSF: favourite * 0.5, DXQ: 2.5 };
  if (game === "ctzq") return {};
  return { BRQSPF: favourite };
}

const price = (p: number, margin = MARGIN) =>
  Math.min(500, Math.max(1.01, Math.round((margin / p) * 100) / 100));

function addTo(table: Record<string, Record<string, number>>, play: string, code: string, p: number): void {
  const row = (table[play] ??= {});
  row[code] = (row[code] ?? 0) + p;
}

const codeCache = new Map<string, [string, string][]>();

/** Every play's result code of a score (the rules' mapping, cached: few lines and scores repeat). */
function codesOf(
  game: string,
  lines: Record<string, number>,
  ft: [number, number],
  ht: [number, number],
): [string, string][] {
  const key = `${game}|${JSON.stringify(lines)}|${ft.join(":")}|${ht.join(":")}`;
  let codes = codeCache.get(key);
  if (!codes) {
    const mapped = mapSportsResult(game, { ft, ht }, lines);
    codes = mapped.ok ? Object.entries(mapped.value) : [];
    codeCache.set(key, codes);
  }
  return codes;
}

/** Odds of every play a football game sells from the model's score probabilities. */
export function footballOdds(
  game: SportsGameCode,
  model: FootballModel,
  lines: Record<string, number>,
): OddsInput {
  const probs: Record<string, Record<string, number>> = {};
  const ruleGame = game === "ctzq" ? "jczq" : game;
  for (let h1 = 0; h1 <= MAX_GOALS; h1 += 1)
    for (let a1 = 0; a1 <= MAX_GOALS; a1 += 1) {
      const pHalf = poisson(h1, model.home * FIRST_HALF) * poisson(a1, model.away * FIRST_HALF);
      for (let h2 = 0; h2 <= MAX_GOALS - h1; h2 += 1)
        for (let a2 = 0; a2 <= MAX_GOALS - a1; a2 += 1) {
          const p =
            pHalf * poisson(h2, model.home * (1 - FIRST_HALF)) * poisson(a2, model.away * (1 - FIRST_HALF));
          const codes = codesOf(ruleGame, lines, [h1 + h2, a1 + a2], [h1, a1]);
          for (const [play, code] of codes) addTo(probs, play, code, p);
        }
    }
  const rules = SPORTS_GAMES[ruleGame];
  const out: OddsInput = {};
  for (const play of rules.plays) {
    if (game === "ctzq" && play.code !== "SPF") continue;
    const row = probs[play.code];
    if (!row) continue;
    const prices: Record<string, number> = {};
    if (play.code === "EXY") {
      const [a, b] = lines.BRQSPF === -1 ? ["3", "10"] : ["31", "0"];
      const pa = play.options.find((o) => o.code === a)!.covers!.reduce((s, c) => s + (row[c] ?? 0), 0);
      prices[a] = price(pa);
      prices[b] = price(1 - pa);
    } else {
      for (const option of play.options) prices[option.code] = price(Math.max(row[option.code] ?? 0, 0.002));
    }
    out[play.code] = prices;
  }
  return out;
}

/** A football result drawn from the model (half-time and full-time scores). */
export function footballResult(key: string, model: FootballModel): { halfScore: string; fullScore: string } {
  const rng = rngOf(`result|${key}`);
  const h1 = samplePoisson(model.home * FIRST_HALF, rng);
  const a1 = samplePoisson(model.away * FIRST_HALF, rng);
  const h2 = samplePoisson(model.home * (1 - FIRST_HALF), rng);
  const a2 = samplePoisson(model.away * (1 - FIRST_HALF), rng);
  return { halfScore: `${h1}:${a1}`, fullScore: `${h1 + h2}:${a1 + a2}` };
}

/** A basketball match: expected home margin and total points. */
export interface BasketballModel {
  margin: number;
  total: number;
}

const MARGIN_SD = 12;
const TOTAL_SD = 15;

/** Margin and total from a fixture key (CBA totals run lower than the NBA's). */
export function basketballModel(key: string, league: string): BasketballModel {
  const rng = rngOf(`model|${key}`);
  const base = league === "NBA" ? 222 : 196;
  return { margin: -9 + 18 * rng(), total: base - 12 + 24 * rng() };
}

function normalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989423 * Math.exp((-x * x) / 2);
  const p = d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))));
  return x > 0 ? 1 - p : p;
}

/** RFSF handicap and DXF total (both x.5) of a basketball model. */
export function basketballLines(model: BasketballModel): Record<string, number> {
  return {
    RFSF: -Math.round(model.margin) - 0.5 * Math.sign(model.margin || 1),
    DXF: Math.round(model.total) + 0.5,
  };
}

/** Odds of SF, RFSF, SFC and DXF from the normal model. */
export function basketballOdds(model: BasketballModel, lines: Record<string, number>): OddsInput {
  const win = normalCdf(model.margin / MARGIN_SD);
  const coverLine = normalCdf((model.margin + (lines.RFSF ?? 0)) / MARGIN_SD);
  const over = 1 - normalCdf(((lines.DXF ?? 0) - model.total) / TOTAL_SD);
  const band = (lo: number, hi: number) =>
    normalCdf((hi - model.margin) / MARGIN_SD) - normalCdf((lo - model.margin) / MARGIN_SD);
  const edges = [0.5, 5.5, 10.5, 15.5, 20.5, 25.5, Infinity];
  const sfc: Record<string, number> = {};
  for (let i = 0; i < 6; i += 1) {
    sfc[`0${i + 1}`] = price(Math.max(band(edges[i]!, edges[i + 1]!), 0.002));
    sfc[`1${i + 1}`] = price(Math.max(band(-edges[i + 1]!, -edges[i]!), 0.002));
  }
  return {
    SF: { "3": price(win), "0": price(1 - win) },
    RFSF: { "3": price(coverLine), "0": price(1 - coverLine) },
    SFC: sfc,
    DXF: { H: price(over), L: price(1 - over) },
  };
}

/** A basketball result drawn from the model (overtime included: never level). */
export function basketballResult(
  key: string,
  model: BasketballModel,
): { halfScore: string; fullScore: string } {
  const rng = rngOf(`result|${key}`);
  const normal = () => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
  let margin = Math.round(model.margin + MARGIN_SD * normal());
  if (margin === 0) margin = rng() < 0.5 ? 1 + Math.floor(rng() * 8) : -1 - Math.floor(rng() * 8);
  let total = Math.max(120, Math.round(model.total + TOTAL_SD * normal()));
  if ((total + margin) % 2 !== 0) total += 1;
  const home = (total + margin) / 2;
  const away = total - home;
  const halfHome = Math.round(home * (0.45 + 0.1 * rng()));
  const halfAway = Math.round(away * (0.45 + 0.1 * rng()));
  return { halfScore: `${halfHome}:${halfAway}`, fullScore: `${home}:${away}` };
}
