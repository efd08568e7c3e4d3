import { useState } from "react";
import { Button } from "antd-mobile";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Msg, type ReleaseDetail, type SportsOrderDetail } from "@lottery/contract";
import { CommentThread } from "../../../components/CommentThread.tsx";
import { FollowButton } from "../../../components/FollowButton.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { OrderLegsSlot } from "../../../components/OrderLegsSlot.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PlayerLink } from "../../../components/PlayerLink.tsx";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { formatYuan } from "../../../lib/money.ts";
import { customMadePath, paths } from "../../../lib/paths.ts";
import { followMessages } from "../../../messages/follow.ts";
import { useReleaseDetail } from "../api/follow-api.ts";
import { FollowersList } from "../components/FollowersList.tsx";
import { FollowSheet } from "../components/FollowSheet.tsx";
import { ReleaserRecordLine } from "../components/ReleaserRecordLine.tsx";

import "../components/follow.css";

const f = followMessages.follow;

const orderLink = (orderId: string) => `${paths.orderDetails}?orderId=${encodeURIComponent(orderId)}`;

/**
 * /followOrderDetail?releaseId= (a release): the releaser and their record, the terms, the ticket
 * (its legs through the order page's legs slot, or 方案内容截止后公开 while privacy hides it), the
 * followers and their results, the comments, and while it sells the 跟单 bar with the follow sheet (`&follow=1`
 * opens it at once).
 */
export default function FollowOrderDetailPage() {
  const [query] = useSearchParams();
  const releaseId = query.get("releaseId") ?? "";
  const detail = useReleaseDetail(releaseId);
  const release = detail.data;
  const [sheetOpen, setSheetOpen] = useState(query.get("follow") === "1");
  const navigate = useNavigate();
  const canFollow = release?.mayFollow === true;
  return (
    <Page
      className="follow-page follow-detail"
      header={<PageHeader title={f.detailTitle} />}
      footer={canFollow ? <FollowBar onFollow={() => setSheetOpen(true)} /> : null}
    >
      <LoadState status={detail.status} onRetry={() => void detail.refetch()}>
        {release && <ReleaseBody release={release} />}
      </LoadState>
      {release && canFollow && sheetOpen && (
        <FollowSheet
          release={release}
          onClose={() => setSheetOpen(false)}
          onPlaced={(orderId) => {
            setSheetOpen(false);
            navigate(orderLink(orderId));
          }}
        />
      )}
    </Page>
  );
}

function FollowBar({ onFollow }: { onFollow(): void }) {
  return (
    <div className="follow-bar">
      <span>{f.sheetOdds}</span>
      <Button color="danger" onClick={onFollow}>
        {f.follow}
      </Button>
    </div>
  );
}

function ReleaseBody({ release }: { release: ReleaseDetail }) {
  return (
    <>
      <Figures release={release} />
      <div className="follow-section-title">{f.content}</div>
      {release.legs ? (
        <OrderLegsSlot sports={ticketOf(release)} />
      ) : (
        <div className="follow-hidden" data-testid="release-hidden">
          {Msg.follow.contentHidden}
        </div>
      )}
      <p className="follow-note">{f.commissionRule}</p>
      <FollowersList releaseId={release.releaseId} />
      <CommentThread targetType="release" targetId={release.releaseId} />
    </>
  );
}

/** The release's ticket in the shape of order/detail's sports part (the releaser's multiple and stake). */
function ticketOf(release: ReleaseDetail): SportsOrderDetail {
  const settled = release.status === "won" || release.status === "lost" || release.status === "cancelled";
  return {
    gameCode: release.gameCode,
    gameName: release.gameName,
    passTypes: release.passTypes,
    bets: release.bets,
    multiple: release.multiple,
    amount: release.amount,
    prize: release.prize,
    status: settled ? release.status : "pending",
    // in fen: 11.84 × 3 in floating point is 35.519999…, not a yuan amount
    maxPrize:
      release.unitMaxPrize === null
        ? null
        : (Math.round(release.unitMaxPrize * 100) * release.multiple) / 100,
    issue: null,
    legs: release.legs ?? [],
    youhua: null,
  };
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Figures({ release }: { release: ReleaseDetail }) {
  return (
    <dl data-testid="release-figures">
      <Row label={f.releaser}>
        <PlayerLink uid={release.releaser.Mid} name={release.releaser.NickName} />{" "}
        <ReleaserRecordLine record={release.releaser.record} />
        <FollowButton uid={release.releaser.Mid} name={release.releaser.NickName} />
        {!release.mine && (
          <Link
            className="rule-open-link"
            to={customMadePath(release.releaser.Mid, release.releaser.NickName)}
          >
            {followMessages.custom.open}
          </Link>
        )}
      </Row>
      <Row
        label={f.game}
      >{`${release.gameName} ${f.multiple(release.multiple)} ${f.yuan(formatYuan(release.amount))}`}</Row>
      <Row label={f.status}>{release.statusName}</Row>
      <Row label={f.commission}>{f.commissionValue(release.commissionPercent)}</Row>
      <Row label={f.closesAt}>{formatChinaDateTime(release.deadline)}</Row>
      <Row label={f.followers}>{f.followersCount(release.followers, formatYuan(release.followAmount))}</Row>
      <Row label={f.privacy}>{Msg.follow.privacyNames[release.privacy as 0 | 2] ?? ""}</Row>
      <Row label={f.pitch}>{release.pitch || Msg.follow.defaultPitch}</Row>
      {release.prize > 0 && <Row label={f.prize}>{f.yuan(formatYuan(release.prize))}</Row>}
      {release.mine && (
        <>
          <Row label={f.commissionIncome}>{f.yuan(formatYuan(release.commissionPaid))}</Row>
          <Row label={f.ownRelease}>
            {release.orderId && <Link to={orderLink(release.orderId)}>{f.orderLink}</Link>}
          </Row>
        </>
      )}
    </dl>
  );
}
