import { gameRules, findPlay } from "./registry.ts";
import type { ParsedDraw, ParsedTicket, ZoneSpec } from "./types.ts";

/**
 * For display (投注详情): per zone of a ticket, its chosen numbers that were drawn, written as in the
 * ticket. Zones matched zone by zone when the ticket has one zone per draw zone (SSQ red|blue),
 * position by position when it has one zone per drawn value of a one-zone draw (3D 直选, SSC 五星),
 * else against every drawn value — unless the play says which drawn values each zone is matched
 * against (PlayDef.comparedWith: 一星, 前二直选, 七星彩 …). Only ball and digit zones (and number zones a
 * play compares, 七星彩's back digit): sums and named outcomes (大小单双) are not numbers of the draw and show none. Says nothing about prizes (prizeTickets does).
 */
export function hitNumbers(gameCode: string, ticket: ParsedTicket, draw: ParsedDraw): string[][] {
  const found = gameRules(gameCode);
  const play = found ? findPlay(found.rules, ticket.play) : undefined;
  if (!play) return ticket.zones.map(() => []);
  const positional = draw.length === 1 && ticket.zones.length > 1 && ticket.zones.length === draw[0]?.length;
  return ticket.zones.map((zone, i) => {
    const spec = play.zones[i];
    const compared = play.comparedWith?.(draw)[i];
    // a number zone (七星彩's back digit 0–14) counts when the play says which drawn value it meets
    const numbers =
      spec?.format === "ball2" || spec?.format === "digit" || (spec?.format === "int" && compared);
    if (!spec || !numbers) return [];
    const drawn = compared ?? drawnFor(draw, ticket.zones.length, i, positional);
    return [...zone.bankers, ...zone.numbers].filter((v) => drawn.includes(v)).map((v) => write(v, spec));
  });
}

function drawnFor(draw: ParsedDraw, zones: number, index: number, positional: boolean): readonly number[] {
  if (positional) {
    const value = draw[0]?.[index];
    return value === undefined ? [] : [value];
  }
  if (zones === draw.length) return draw[index] ?? [];
  return draw.flat();
}

function write(value: number, spec: ZoneSpec): string {
  return spec.format === "ball2" ? String(value).padStart(2, "0") : String(value);
}
