import type { FollowOrderRecord, ReleaseSummary } from "@lottery/contract";
import { useNavigate } from "react-router";
import { PagedList } from "../../../components/PagedList.tsx";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { formatYuan } from "../../../lib/money.ts";
import { paths } from "../../../lib/paths.ts";
import { followMessages } from "../../../messages/follow.ts";
import { useMyFollows, useMyReleases } from "../api/follow-api.ts";
import { releasePath } from "../logic/follow-paths.ts";
import "./follow.css";

const f = followMessages.follow;

/** 投注记录 → 发单: my releases, their followers and result; a row opens the release. */
export function MyReleaseRecords() {
  const list = useMyReleases();
  const navigate = useNavigate();
  return (
    <PagedList
      query={list}
      emptyText={f.noMyReleases}
      renderItem={(release) => (
        <ReleaseRecordRow
          key={release.releaseId}
          release={release}
          onOpen={() => navigate(releasePath(release.releaseId))}
        />
      )}
      container={(rows) => <div className="follow-list">{rows}</div>}
    />
  );
}

function ReleaseRecordRow({ release, onOpen }: { release: ReleaseSummary; onOpen(): void }) {
  return (
    <button type="button" className="follow-record" data-testid="release-record" onClick={onOpen}>
      <div className="follow-record-head">
        <strong>{f.gameOf(release.gameName)}</strong>
        <span className="follow-record-status">{release.statusName}</span>
      </div>
      <div className="follow-record-line">
        {`${formatYuan(release.amount)}元 ${f.multiple(release.multiple)} · ${f.commission}${f.commissionValue(release.commissionPercent)}`}
      </div>
      <div className="follow-record-line">
        {f.followersCount(release.followers, formatYuan(release.followAmount))}
        {release.prize > 0 && ` · ${f.prizeOf(formatYuan(release.prize))}`}
      </div>
      <div className="follow-record-line">{formatChinaDateTime(release.createdAt)}</div>
    </button>
  );
}

/** 投注记录 → 跟单: my follows, whose release, stake, result, prize and the commission it paid. */
export function MyFollowOrderRecords() {
  const list = useMyFollows();
  const navigate = useNavigate();
  return (
    <PagedList
      query={list}
      emptyText={f.noMyFollows}
      renderItem={(record) => (
        <FollowRecordRow
          key={record.orderId}
          record={record}
          onOpen={() => navigate(`${paths.orderDetails}?orderId=${encodeURIComponent(record.orderId)}`)}
        />
      )}
      container={(rows) => <div className="follow-list">{rows}</div>}
    />
  );
}

function FollowRecordRow({ record, onOpen }: { record: FollowOrderRecord; onOpen(): void }) {
  return (
    <button type="button" className="follow-record" data-testid="follow-record" onClick={onOpen}>
      <div className="follow-record-head">
        <strong>{`${record.gameName} ${f.myFollowOf(record.releaser.NickName)}`}</strong>
        <span className="follow-record-status">{record.statusName}</span>
      </div>
      <div className="follow-record-line">
        {`${formatYuan(record.amount)}元 ${f.multiple(record.multiple)} · ${f.commission}${f.commissionValue(record.commissionPercent)}`}
      </div>
      {(record.prize > 0 || record.commission > 0) && (
        <div className="follow-record-line">
          {[
            record.prize > 0 ? f.prizeOf(formatYuan(record.prize)) : "",
            record.commission > 0 ? f.commissionPaid(formatYuan(record.commission)) : "",
          ]
            .filter(Boolean)
            .join(" · ")}
        </div>
      )}
      <div className="follow-record-line">{formatChinaDateTime(record.followedAt)}</div>
    </button>
  );
}
