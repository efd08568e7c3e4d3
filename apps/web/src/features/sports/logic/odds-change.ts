import type { CurrentOdds } from "@lottery/contract";
import type { SlipMatch } from "./slip.ts";
import type { OddsChange } from "./slip-store.ts";

/** The options of the slip whose SP differs from the current odds of a status-8 answer. */
export function oddsChanges(matches: readonly SlipMatch[], current: readonly CurrentOdds[]): OddsChange[] {
  const out: OddsChange[] = [];
  for (const odds of current) {
    const leg = matches
      .find((m) => m.match.matchId === odds.matchId)
      ?.legs.find((l) => l.play.play === odds.play);
    const option = leg?.options.find((o) => o.code === odds.code);
    if (!leg || !option || option.sp === odds.sp) continue;
    out.push({ matchId: odds.matchId, play: odds.play, code: odds.code, from: option.sp, to: odds.sp });
  }
  return out;
}

/** "周日001 胜平负 胜" for an odds change line. */
export function changeLabel(matches: readonly SlipMatch[], change: OddsChange): string {
  const m = matches.find((x) => x.match.matchId === change.matchId);
  const play = m?.match.plays.find((p) => p.play === change.play);
  const option = play?.options.find((o) => o.code === change.code);
  return [m?.match.num ?? change.matchId, play?.name ?? change.play, option?.name ?? change.code].join(" ");
}
