import { Dialog } from "antd-mobile";
import type { CurrentOdds, ReleaseDetail } from "@lottery/contract";
import { followMessages } from "../../../messages/follow.ts";

const f = followMessages.follow;

/** "周日001 胜平负 胜" for a moved option, as far as the ticket shows (its place in the answer otherwise). */
function oddsLabel(release: ReleaseDetail, odds: CurrentOdds, index: number): string {
  const leg = release.legs?.find((l) => l.matchId === odds.matchId && l.play === odds.play);
  const option = leg?.options.find((o) => o.code === odds.code);
  return leg && option ? `${leg.num} ${leg.playName} ${option.name}` : f.hiddenOption(index + 1);
}

/** The answered odds that differ from the ticket's (all of them while the ticket is hidden). */
function movedOnly(release: ReleaseDetail, current: readonly CurrentOdds[]): CurrentOdds[] {
  return current.filter((odds) => {
    const leg = release.legs?.find((l) => l.matchId === odds.matchId && l.play === odds.play);
    const option = leg?.options.find((o) => o.code === odds.code);
    return option?.sp !== odds.sp;
  });
}

/** Asks whether to follow at the current odds of a status-8 answer; true when the player accepts. */
export function confirmFollowOdds(release: ReleaseDetail, current: readonly CurrentOdds[]): Promise<boolean> {
  const moved = movedOnly(release, current);
  return Dialog.confirm({
    title: f.oddsChangedTitle,
    content: (
      <div className="follow-odds-dialog" data-testid="follow-odds">
        <p>{f.oddsChangedBody}</p>
        {moved.map((odds, i) => (
          <p key={`${odds.matchId}${odds.play}${odds.code}`}>
            {f.oddsLine(oddsLabel(release, odds, i), odds.sp.toFixed(2))}
          </p>
        ))}
      </div>
    ),
    confirmText: f.acceptOdds,
    cancelText: f.cancel,
  });
}
