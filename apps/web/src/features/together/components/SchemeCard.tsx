import { ProgressBar } from "antd-mobile";
import { Msg, type SchemeSummary } from "@lottery/contract";
import { FollowButton } from "../../../components/FollowButton.tsx";
import { PlayerLink } from "../../../components/PlayerLink.tsx";
import { togetherMessages } from "../../../messages/together.ts";
import "./together.css";

/**
 * One scheme in the hall or in my schemes: game (置顶 when pinned), initiator (their name opens their
 * homepage, 关注 follows them) and 战绩, progress, size, commission.
 */
export function SchemeCard({
  scheme,
  onOpen,
}: {
  scheme: SchemeSummary;
  onOpen: (schemeId: string) => void;
}) {
  const m = togetherMessages.together;
  const r = scheme.initiator.record;
  const left = scheme.totalShares - scheme.soldShares;
  return (
    <article className="scheme-card" data-testid="scheme-card" data-scheme={scheme.schemeId}>
      <div className="scheme-card-who">
        <PlayerLink uid={scheme.initiator.Mid} name={scheme.initiator.NickName} />
        <span className="scheme-record">{m.record(r.stars, r.moons, r.suns, r.crowns)}</span>
        <span className="scheme-people">{m.participants(scheme.participants)}</span>
        <FollowButton uid={scheme.initiator.Mid} name={scheme.initiator.NickName} />
      </div>
      <button type="button" className="scheme-card-open" onClick={() => onOpen(scheme.schemeId)}>
        <div className="scheme-card-head">
          <span className="scheme-game">{m.issueOf(scheme.gameName, scheme.issue)}</span>
          {scheme.pinned && <span className="scheme-tag scheme-pinned">{m.pinned}</span>}
          <span className={`scheme-status scheme-${scheme.status}`}>
            {Msg.together.statusNames[scheme.status]}
          </span>
        </div>
        <div className="scheme-card-progress">
          <ProgressBar percent={scheme.progress} />
          <span>{m.progress(scheme.progress)}</span>
          {scheme.guaranteeShares > 0 && (
            <span className="scheme-tag">{m.guaranteeTag(scheme.guaranteeShares)}</span>
          )}
        </div>
        <dl className="scheme-card-figures">
          <div>
            <dt>{m.totalAmount}</dt>
            <dd>{scheme.totalShares}</dd>
          </div>
          <div>
            <dt>{m.leftShares}</dt>
            <dd>{left}</dd>
          </div>
          <div>
            <dt>{m.commission}</dt>
            <dd>{m.commissionValue(scheme.commissionPercent)}</dd>
          </div>
        </dl>
      </button>
    </article>
  );
}
