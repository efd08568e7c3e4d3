import { Link } from "react-router";
import type { HomeChase, HomeRelease, HomeScheme } from "@lottery/contract";
import { PagedList } from "../../../components/PagedList.tsx";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { formatYuan } from "../../../lib/money.ts";
import { paths } from "../../../lib/paths.ts";
import { communityMessages } from "../../../messages/community.ts";
import { useHomeList, type HomeTab } from "../api/community-api.ts";

const c = communityMessages.community;

const releaseLink = (releaseId: string) =>
  `${paths.followOrderDetail}?releaseId=${encodeURIComponent(releaseId)}`;
const schemeLink = (schemeId: string) => `${paths.togetherOrder}?schemeId=${encodeURIComponent(schemeId)}`;

/** The homepage tab's rows: releases and schemes open their pages; chases open my 追号 records (mine only). */
export function HomeLists({ tab, uid, mine }: { tab: HomeTab; uid: number | undefined; mine: boolean }) {
  if (tab === "fd") return <Releases uid={uid} />;
  if (tab === "hm") return <Schemes uid={uid} />;
  return <Chases uid={uid} mine={mine} />;
}

const container = (rows: React.ReactNode) => <div className="home-list">{rows}</div>;

function Releases({ uid }: { uid: number | undefined }) {
  const list = useHomeList("fd", uid);
  return (
    <PagedList
      query={list}
      emptyText={c.noReleases}
      container={container}
      renderItem={(release: HomeRelease) => (
        <Link
          key={release.releaseId}
          className="home-row"
          to={releaseLink(release.releaseId)}
          data-testid="home-release"
          data-release={release.releaseId}
        >
          <div className="home-row-head">
            <span className="home-row-game">{release.gameName}</span>
            <span className="home-row-status">{release.statusName}</span>
          </div>
          <p className="home-row-pitch">{release.visible ? release.pitch : c.contentHidden}</p>
          <div className="home-row-foot">
            <span>{c.amountOf(formatYuan(release.amount))}</span>
            <span>{c.commissionOf(release.commissionPercent)}</span>
            <span>{c.followersOf(release.followers)}</span>
            {release.prize > 0 && (
              <span className="home-row-prize">{c.prizeOf(formatYuan(release.prize))}</span>
            )}
            <span className="home-row-time">{formatChinaDateTime(release.createdAt)}</span>
          </div>
        </Link>
      )}
    />
  );
}

function Schemes({ uid }: { uid: number | undefined }) {
  const list = useHomeList("hm", uid);
  return (
    <PagedList
      query={list}
      emptyText={c.noSchemes}
      container={container}
      renderItem={(scheme: HomeScheme) => (
        <Link
          key={`${scheme.schemeId}-${scheme.role}`}
          className="home-row"
          to={schemeLink(scheme.schemeId)}
          data-testid="home-scheme"
        >
          <div className="home-row-head">
            <span className="home-row-game">{`${scheme.gameName} ${scheme.issue}`}</span>
            <span className="home-row-role">{c.roleNames[scheme.role]}</span>
            <span className="home-row-status">{scheme.statusName}</span>
          </div>
          <p className="home-row-pitch">{scheme.visible ? scheme.pitch : c.contentHidden}</p>
          <div className="home-row-foot">
            <span>{c.amountOf(formatYuan(scheme.totalShares))}</span>
            <span>{c.progressOf(scheme.progress)}</span>
            <span>{c.commissionOf(scheme.commissionPercent)}</span>
            <span className="home-row-time">{formatChinaDateTime(scheme.deadline)}</span>
          </div>
        </Link>
      )}
    />
  );
}

function Chases({ uid, mine }: { uid: number | undefined; mine: boolean }) {
  const list = useHomeList("zh", uid);
  return (
    <PagedList
      query={list}
      emptyText={c.noChases}
      container={container}
      renderItem={(chase: HomeChase) => {
        const body = (
          <>
            <div className="home-row-head">
              <span className="home-row-game">{chase.gameName}</span>
              <span className="home-row-status">{chase.statusName}</span>
            </div>
            {chase.tickets && <p className="home-row-pitch">{chase.tickets}</p>}
            <div className="home-row-foot">
              <span>{c.issuesOf(chase.placedIssues, chase.issueCount)}</span>
              <span>{c.amountOf(formatYuan(chase.amount))}</span>
              {chase.prize > 0 && (
                <span className="home-row-prize">{c.prizeOf(formatYuan(chase.prize))}</span>
              )}
              <span className="home-row-time">{formatChinaDateTime(chase.createdAt)}</span>
            </div>
          </>
        );
        return mine ? (
          <Link
            key={chase.chaseId}
            className="home-row"
            to={`${paths.betRecord}?tab=chase`}
            data-testid="home-chase"
          >
            {body}
          </Link>
        ) : (
          <div key={chase.chaseId} className="home-row" data-testid="home-chase">
            {body}
          </div>
        );
      }}
    />
  );
}
