import { Dialog } from "antd-mobile";
import { sportsMessages } from "../../../messages/sports.ts";
import { changeLabel } from "../logic/odds-change.ts";
import type { SlipMatch } from "../logic/slip.ts";
import type { OddsChange } from "../logic/slip-store.ts";

const t = sportsMessages.sports;

/** The changed odds, one line each ("周日001 胜平负 胜：2.05 → 1.70"). */
export function OddsChangeLines({
  matches,
  changes,
}: {
  matches: readonly SlipMatch[];
  changes: OddsChange[];
}) {
  return (
    <>
      {changes.map((c) => (
        <p key={`${c.matchId}${c.play}${c.code}`}>
          {t.oddsChangeLine(changeLabel(matches, c), c.from?.toFixed(2) ?? "-", c.to.toFixed(2))}
        </p>
      ))}
    </>
  );
}

/** Asks whether to bet again at the new odds of a status-8 answer; true when the player says yes. */
export function confirmNewOdds(matches: readonly SlipMatch[], changes: OddsChange[]): Promise<boolean> {
  return Dialog.confirm({
    title: t.oddsChangedTitle,
    content: (
      <div className="sp-odds-dialog">
        <p>{t.oddsChangedBody}</p>
        <OddsChangeLines matches={matches} changes={changes} />
      </div>
    ),
    confirmText: t.reconfirm,
    cancelText: t.cancel,
  });
}
