import { PlayerLink } from "../../../components/PlayerLink.tsx";
import { formatYuan } from "../../../lib/money.ts";
import { followMessages } from "../../../messages/follow.ts";
import { useReleaseFollowers } from "../api/follow-api.ts";

const f = followMessages.follow;

/**
 * 跟单用户: each follower (names masked by the server, oneself in full; a name opens the homepage), their stake and multiple, and
 * their result — the prize and the commission it paid once settled.
 */
export function FollowersList({ releaseId }: { releaseId: string }) {
  const followers = useReleaseFollowers(releaseId);
  const rows = followers.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <>
      <div className="follow-section-title">{f.followersTitle}</div>
      <dl data-testid="release-followers">
        {rows.length === 0 && followers.status === "success" && <Row label={f.noFollowers}>{""}</Row>}
        {rows.map((row, i) => (
          <div key={`${row.Mid}-${row.followedAt}-${i}`} data-testid="release-follower">
            <dt>
              <PlayerLink uid={row.Mid} name={row.NickName} />
              {` ${f.followerLine(formatYuan(row.amount), row.multiple)}`}
            </dt>
            <dd>
              {row.statusName}
              {row.prize > 0 && ` ${f.prizeOf(formatYuan(row.prize))}`}
              {row.commission > 0 && ` ${f.commissionPaid(formatYuan(row.commission))}`}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
