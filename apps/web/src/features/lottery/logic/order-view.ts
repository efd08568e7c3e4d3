import { GAMES, gameRules, type GameKind } from "@lottery/rules";
import type { ChaseDetail, OrderStatus } from "@lottery/contract";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { valueWord } from "./fast-values.ts";
import { playDefOf } from "./games.ts";

/** The tabs of 投注记录: all orders, pending (待开奖) and won (已中奖); "" sends no status. */
export const ORDER_TABS: readonly (OrderStatus | "")[] = ["", "pending", "won"];

/** The games the record filter offers, lobby order: sports, number, fast, house (aliases left out). */
export function recordFilterGames(): { code: string; name: string }[] {
  const order: GameKind[] = ["sports", "number", "official-fast", "house"];
  return order.flatMap((kind) =>
    GAMES.filter((g) => g.kind === kind && !g.hidden).map((g) => ({ code: g.code, name: g.name })),
  );
}

/** How one chosen number of a ticket fared: drawn (hit), not drawn (miss), or not known yet. */
export type BallState = "hit" | "miss" | "open";

export interface MarkedBall {
  text: string;
  state: BallState;
}

/** One ticket zone with its bankers (胆) and numbers, each marked. */
export interface MarkedZone {
  bankers: MarkedBall[];
  numbers: MarkedBall[];
}

const same = (a: string, b: string) => a === b || (/^\d+$/.test(a) && /^\d+$/.test(b) && +a === +b);

/**
 * A ticket as written ("DT:01,02#03,04|07") split into zones with each number marked against the
 * order's hitNumbers (per ticket zone, as order/detail answers them). Before the draw (`hits` null)
 * every number is open; zones whose values are not balls or digits (sums, shapes) stay open too,
 * since the server reports hits only for those. Values read in the player's words (DA → 大).
 */
export function markTicket(
  gameCode: string,
  play: string,
  ticket: string,
  hits: readonly (readonly string[])[] | null,
): MarkedZone[] {
  const body = ticket.slice(ticket.indexOf(":") + 1);
  const def = playDefOf(gameCode, play);
  const zones = def?.zones ?? [];
  return body.split("|").map((zone, i) => {
    const [bankerText, numberText] = zone.includes("#") ? zone.split("#") : ["", zone];
    const format = zones[i]?.format;
    // number zones the play compares with drawn values (七星彩's back digit) are marked too
    const compared = format === "int" && def?.comparedWith !== undefined;
    const marks = hits !== null && (format === "ball2" || format === "digit" || compared);
    const zoneHits = hits?.[i] ?? [];
    const mark = (text: string): MarkedBall => ({
      text: valueWord(gameCode, text),
      state: !marks ? "open" : zoneHits.some((h) => same(h, text)) ? "hit" : "miss",
    });
    const split = (text = "") => text.split(",").filter(Boolean).map(mark);
    return { bankers: split(bankerText), numbers: split(numberText) };
  });
}

const TIER_NUMERALS = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"];

/** "3" → 三等奖, else null. */
function rankName(tier: string): string | null {
  const n = /^\d+$/.test(tier) ? Number(tier) : 0;
  return n >= 1 && n < TIER_NUMERALS.length ? `${TIER_NUMERALS[n]}等奖` : null;
}

/**
 * A prize tier as players read it, every part from the rules' play names and token tables:
 * "1" → 一等奖, "1A" → 一等奖（追加）, "4H" (六合彩 5元) → 四等奖, "fuyun" → 福运奖; a play code
 * ("5XZX") → its play name (五星直选); "PLAY-VALUE" → the play with the sum (HZ-11 → 和值11), the
 * option (GYHDXDS-DA → 冠亚和大小单双（大）), the times shown (鱼虾蟹 LYB-2 → 鱼虾蟹 开出2个) or the
 * rank (5XTX-1 → 五星通选一等奖). A tier the rules do not name reads 中奖, never its code.
 */
export function tierName(gameCode: string, tier: string): string {
  const m = lotteryMessages.lottery.tiers;
  const rank = rankName(tier.replace(/H$/, ""));
  if (rank) return rank;
  if (/^\d+A$/.test(tier)) return m.addition(rankName(tier.slice(0, -1)) ?? "");
  if (tier === "fuyun") return m.fuyun;
  const [code = "", value] = tier.split("-");
  const play = playDefOf(gameCode, code);
  if (!play) return m.other;
  if (value === undefined) return play.name;
  if (!/^\d+$/.test(value)) return m.option(play.name, valueWord(gameCode, value));
  if (gameRules(gameCode)?.game.family === "lyb") return m.times(play.name, Number(value));
  if (play.zones[0]?.format === "int") return `${play.name}${value}`;
  return `${play.name}${rankName(value) ?? value}`;
}

/** Whether a chase can still be cancelled (only a running one; the server refuses the rest). */
export function chaseCancellable(chase: Pick<ChaseDetail, "status"> | undefined): boolean {
  return chase?.status === "running";
}

/** How many of a chase's issues have an order so far. */
export function chasePlacedCount(chase: Pick<ChaseDetail, "issues">): number {
  return chase.issues.filter((issue) => issue.status === "placed").length;
}

/**
 * Which balls of the draw ("03,10,16,20,24,29|13") some ticket hit, per draw zone and position —
 * the inverse of the rules' hitNumbers: ticket zone i meets draw zone i when both have as many zones,
 * the i-th drawn value for positional tickets (one zone per drawn value: 3D, 五星, 七星彩 with its
 * back digit), else the whole draw.
 */
export function drawHits(
  drawNumbers: string,
  tickets: readonly { hitNumbers: readonly (readonly string[])[] | null }[],
): boolean[][] {
  const draw = drawNumbers.split("|").map((zone) => zone.split(",").filter(Boolean));
  const marked = draw.map((zone) => zone.map(() => false));
  // each drawn value's place across the zones (七星彩: six front digits, then the back digit)
  const flat = draw.map((zone, z) => zone.map((_, p) => draw.slice(0, z).flat().length + p));
  const values = flat.flat().length;
  for (const { hitNumbers } of tickets) {
    if (!hitNumbers) continue;
    const byZone = hitNumbers.length === draw.length;
    const positional = !byZone && hitNumbers.length > 1 && hitNumbers.length === values;
    hitNumbers.forEach((hits, i) => {
      draw.forEach((zone, z) => {
        zone.forEach((value, p) => {
          const meets = byZone ? z === i : positional ? flat[z]![p] === i : true;
          if (meets && hits.some((h) => same(h, value))) marked[z]![p] = true;
        });
      });
    });
  }
  return marked;
}
