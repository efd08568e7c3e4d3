import { Button } from "antd-mobile";
import { Msg, type ReleaseSummary } from "@lottery/contract";
import { chinaClock } from "../../../lib/china-time.ts";
import { FollowButton } from "../../../components/FollowButton.tsx";
import { PlayerLink } from "../../../components/PlayerLink.tsx";
import { formatYuan } from "../../../lib/money.ts";
import { followMessages } from "../../../messages/follow.ts";
import { ReleaserRecordLine } from "./ReleaserRecordLine.tsx";
import "./follow.css";

const f = followMessages.follow;

/** "11-27 20:30" in China time. */
export function shortChinaTime(iso: string): string {
  const clock = chinaClock(Date.parse(iso));
  return `${clock.monthDay} ${clock.time}`;
}

/**
 * One release in the lobby: the releaser (their name opens their homepage, 关注 follows them) and their record, the pitch, commission, followers, the
 * releaser's own stake and when following closes; the card opens the release, 跟单 opens it with the
 * follow sheet up.
 */
export function ReleaseCard({
  release,
  onOpen,
  onCustom,
}: {
  release: ReleaseSummary;
  onOpen: (releaseId: string, follow: boolean) => void;
  /** 定制跟单 on the releaser (not shown on one's own release). */
  onCustom?: (releaser: ReleaseSummary["releaser"]) => void;
}) {
  const open = release.status === "selling";
  return (
    <article className="release-card" data-testid="release-card" data-release={release.releaseId}>
      <div className="release-card-head">
        <PlayerLink className="release-name" uid={release.releaser.Mid} name={release.releaser.NickName} />
        <ReleaserRecordLine record={release.releaser.record} />
        <span className="release-game">{f.gameOf(release.gameName)}</span>
        <FollowButton uid={release.releaser.Mid} name={release.releaser.NickName} />
      </div>
      <button type="button" className="release-card-open" onClick={() => onOpen(release.releaseId, false)}>
        <p className="release-pitch">{release.pitch || Msg.follow.defaultPitch}</p>
        <dl className="release-figures">
          <div>
            <dt>{f.commission}</dt>
            <dd className="release-commission">{f.commissionValue(release.commissionPercent)}</dd>
          </div>
          <div>
            <dt>{f.followers}</dt>
            <dd>{f.followersValue(release.followers)}</dd>
          </div>
          <div>
            <dt>{f.amount}</dt>
            <dd>{formatYuan(release.amount)}</dd>
          </div>
          <div>
            <dt>{f.followAmount}</dt>
            <dd>{formatYuan(release.followAmount)}</dd>
          </div>
        </dl>
      </button>
      <div className="release-card-foot">
        <span>{`${f.closesAt} ${shortChinaTime(release.deadline)}`}</span>
        {onCustom && release.orderId === null && (
          <Button size="small" color="danger" fill="outline" onClick={() => onCustom(release.releaser)}>
            {followMessages.custom.open}
          </Button>
        )}
        <Button size="small" color="danger" disabled={!open} onClick={() => onOpen(release.releaseId, true)}>
          {open ? f.follow : release.statusName}
        </Button>
      </div>
    </article>
  );
}
