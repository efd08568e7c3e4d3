import { fenToYuanText } from "@lottery/rules";
import { pickerMessages } from "../../../messages/picker.ts";
import { zoneValues, playDefOf } from "./games.ts";
import { showsOdds, tierFenOf, tierLadderFen } from "./fast-values.ts";

/**
 * The fixed prizes of a fast-draw play as the picker shows them, from the rules catalogue: one line
 * for the play (奖金13元, or the tiers of 五星通选), or, when the values pay differently (快3 和值), a
 * note under each value. Odds families show odds instead (fast-values.ts).
 */

const yuanText = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : fenToYuanText(fen));

/** Every value's prize of a play, or [] for odds families. */
function valuePrizes(gameCode: string, play: string): (number | null)[] {
  if (showsOdds(gameCode)) return [];
  const zones = playDefOf(gameCode, play)?.zones ?? [];
  return zones.flatMap((spec, i) => zoneValues(spec).map((v) => tierFenOf(gameCode, play, i, v)));
}

/** One prize every value of the play pays alike, or null. */
function sharedPrizeFen(gameCode: string, play: string): number | null {
  const all = valuePrizes(gameCode, play);
  const [first] = all;
  return first !== undefined && first !== null && all.every((fen) => fen === first) ? first : null;
}

/** The play's prize line (奖金13元 / 一等奖20000元 · …), or null (odds, or a prize per value). */
export function playPrizeLine(gameCode: string, play: string): string | null {
  if (showsOdds(gameCode)) return null;
  const m = pickerMessages.pickerInfo;
  const ladder = tierLadderFen(gameCode, play);
  if (ladder.length > 0) return m.prizeLadder(ladder.map(yuanText));
  const shared = sharedPrizeFen(gameCode, play);
  return shared === null ? null : m.prize(yuanText(shared));
}

/** The prize under one value (和值3 → 240元) when the play's values pay differently, else null. */
export function valuePrizeNote(
  gameCode: string,
  play: string,
  zoneIndex: number,
  value: number,
): string | null {
  if (showsOdds(gameCode) || playPrizeLine(gameCode, play) !== null) return null;
  const fen = tierFenOf(gameCode, play, zoneIndex, value);
  return fen === null ? null : pickerMessages.pickerInfo.prizeYuan(yuanText(fen));
}
