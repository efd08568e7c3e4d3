import {
  DXDS_TOKENS,
  gameRules,
  LH_TOKENS,
  LYB_PICTURES,
  SLM_TOKENS,
  TX_TOKENS,
  type ZoneSpec,
} from "@lottery/rules";
import { ballText, playDefOf, zoneValues } from "./games.ts";

/**
 * How fast-draw values read on buttons and tickets: token zones in Chinese (大小单双, 龙虎, 通选,
 * 射中/撞柱/射偏), 鱼虾蟹 faces as pictures, K3 同号 plays as the repeated die; and the odds of the
 * families whose prizes are odds (PK10, 鱼虾蟹, 射龙门) from the rules' own tier amounts.
 */

const isAscii = (word: string) => /^[\x20-\x7e]+$/.test(word);

/** Canonical token (DA, LONG, TX, SZ …) → its Chinese spelling, from the rules' token tables. */
const TOKEN_WORDS: ReadonlyMap<string, string> = new Map(
  [DXDS_TOKENS, LH_TOKENS, TX_TOKENS, SLM_TOKENS].flatMap((table) => {
    const byValue = new Map<number, { ascii?: string; chinese?: string }>();
    for (const [word, value] of Object.entries(table)) {
      const entry = byValue.get(value) ?? {};
      if (isAscii(word)) entry.ascii ??= word;
      else entry.chinese ??= word;
      byValue.set(value, entry);
    }
    return [...byValue.values()].flatMap((e) =>
      e.ascii && e.chinese ? [[e.ascii, e.chinese] as const] : [],
    );
  }),
);

/** One written value of a ticket or draw as the player reads it ("DA" → 大, 鱼虾蟹 "1" → 鱼). */
export function valueWord(gameCode: string, written: string): string {
  const token = TOKEN_WORDS.get(written.toUpperCase());
  if (token) return token;
  if (gameRules(gameCode)?.game.family === "lyb") return LYB_PICTURES[Number(written)] ?? written;
  return written;
}

/** The Chinese word of a token zone's value (its first non-ASCII spelling), else the canonical one. */
function tokenText(spec: ZoneSpec, value: number): string {
  const words = Object.entries(spec.tokens ?? {}).filter(([, v]) => v === value);
  return (words.find(([w]) => !isAscii(w)) ?? words[0])?.[0] ?? String(value);
}

/** The text of a value on its button in a play's zone. */
export function buttonText(gameCode: string, play: string, zoneIndex: number, value: number): string {
  const spec = playDefOf(gameCode, play)?.zones[zoneIndex];
  if (!spec) return String(value);
  if (spec.format === "token") return tokenText(spec, value);
  const family = gameRules(gameCode)?.game.family;
  if (family === "lyb") return LYB_PICTURES[value] ?? String(value);
  if (family === "k3") return String(value).repeat(k3Repeat(play.toUpperCase(), zoneIndex));
  return ballText(value, spec);
}

// K3 same-number plays pick a face that the dice repeat: 三同号单选 111, 二同号 11 (二同号单选's second zone is the single die).
function k3Repeat(play: string, zoneIndex: number): number {
  if (play === "3THDX") return 3;
  if (play === "2THFX" || (play === "2THDX" && zoneIndex === 0)) return 2;
  return 1;
}

/** Families whose prizes are odds per bet rather than fixed lottery amounts. */
const ODDS_FAMILIES = new Set(["pk10", "lyb", "slm"]);

/** Whether a game's plays show odds. */
export function showsOdds(gameCode: string): boolean {
  return ODDS_FAMILIES.has(gameRules(gameCode)?.game.family ?? "");
}

/**
 * The odds of one value of a play (paid ÷ staked for one winning bet), or null when the game's prizes
 * are not odds. The tier is `PLAY-VALUE` for sums and tokens (GYH-11, GYHDXDS-DA, SLM-SZ), else the
 * play's own (DWD, LH) or its single-hit tier (LYB-1).
 */
export function oddsOf(gameCode: string, play: string, zoneIndex: number, value: number): number | null {
  if (!showsOdds(gameCode)) return null;
  const fen = tierFenOf(gameCode, play, zoneIndex, value);
  return fen === null ? null : fen / (playDefOf(gameCode, play)?.unitFen ?? 200);
}

/**
 * What one winning bet on a value of a play pays, in fen, from the rules' tier amounts (odds
 * families and fixed prizes alike; null when floating or unknown): the tier of the value, else the
 * play's own, else its first.
 */
export function tierFenOf(gameCode: string, play: string, zoneIndex: number, value: number): number | null {
  const found = gameRules(gameCode);
  const def = playDefOf(gameCode, play);
  const spec = def?.zones[zoneIndex];
  if (!found || !def || !spec) return null;
  const suffix = spec.format === "token" ? canonicalToken(spec, value) : spec.format === "int" ? value : null;
  const tiers = [suffix === null ? null : `${def.code}-${suffix}`, def.code, `${def.code}-1`];
  const context = { game: found.game, options: {}, amountOf: () => null };
  for (const tier of tiers) {
    const fen = tier === null ? null : found.rules.tierFen(tier, context);
    if (fen !== null) return fen;
  }
  return null;
}

function canonicalToken(spec: ZoneSpec, value: number): string {
  return Object.entries(spec.tokens ?? {}).find(([w, v]) => v === value && isAscii(w))?.[0] ?? String(value);
}

/** Odds as printed: two decimals, three when the third is not zero (8.235). */
export function formatOdds(odds: number): string {
  const three = odds.toFixed(3);
  return three.endsWith("0") ? odds.toFixed(2) : three;
}

/** The odds every value of a play pays alike (DWD 9.80, 龙虎 1.96), or null when they differ or are not odds. */
export function sharedOdds(gameCode: string, play: string): number | null {
  const zones = playDefOf(gameCode, play)?.zones ?? [];
  const all = zones.flatMap((spec, i) => zoneValues(spec).map((v) => oddsOf(gameCode, play, i, v)));
  const [first] = all;
  return first !== undefined && first !== null && all.every((o) => o === first) ? first : null;
}

/**
 * Odds by how many times a pick shows (鱼虾蟹: one die ×2.00, two ×3.00, three ×4.00): the tiers
 * PLAY-1, PLAY-2 … while the rules price them; [] when the play has no such ladder.
 */
export function oddsLadder(gameCode: string, play: string): { times: number; odds: number }[] {
  if (!showsOdds(gameCode)) return [];
  const unit = playDefOf(gameCode, play)?.unitFen ?? 200;
  return tierLadderFen(gameCode, play).map((fen, i) => ({ times: i + 1, odds: fen / unit }));
}

/** The fen of the tiers PLAY-1, PLAY-2 … while the rules price them; [] unless there are several. */
export function tierLadderFen(gameCode: string, play: string): number[] {
  const found = gameRules(gameCode);
  const def = playDefOf(gameCode, play);
  if (!found || !def) return [];
  const context = { game: found.game, options: {}, amountOf: () => null };
  const ladder: number[] = [];
  for (let times = 1; times <= 10; times += 1) {
    const fen = found.rules.tierFen(`${def.code}-${times}`, context);
    if (fen === null) break;
    ladder.push(fen);
  }
  return ladder.length > 1 ? ladder : [];
}
