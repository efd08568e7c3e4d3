import { Button, Dialog, ProgressBar, Stepper } from "antd-mobile";
import { SHARE_FEN } from "@lottery/rules";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Msg, type SchemeDetail } from "@lottery/contract";
import { CommentThread } from "../../../components/CommentThread.tsx";
import { FollowButton } from "../../../components/FollowButton.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PlayerLink } from "../../../components/PlayerLink.tsx";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { formatYuan } from "../../../lib/money.ts";
import { customMadePath, paths } from "../../../lib/paths.ts";
import { useSession } from "../../../lib/session.ts";
import { showToast } from "../../../lib/toast.ts";
import { confirmPayment } from "../../../components/confirm-payment.tsx";
import { togetherMessages } from "../../../messages/together.ts";
import { useCancelScheme, useJoinList, useJoinScheme, useSchemeDetail } from "../api/schemes.ts";
import { useSchemeStream } from "../hooks/useSchemeStream.ts";
import "../components/together.css";

const m = togetherMessages.together;

/**
 * /togetherOrder?schemeId=: a scheme's progress (live while it sells), figures, content as privacy
 * allows, my shares, the prize split once settled, participants, the join box and the initiator's
 * 撤单 (participants cannot withdraw: said on the page), and the comments.
 */
export default function TogetherOrderPage() {
  const [query] = useSearchParams();
  const schemeId = query.get("schemeId") ?? "";
  const detail = useSchemeDetail(schemeId);
  const scheme = detail.data;
  useSchemeStream(schemeId, scheme?.status === "selling");
  return (
    <Page
      className="together-page scheme-detail"
      header={<PageHeader title={m.detailTitle} />}
      footer={scheme?.status === "selling" ? <JoinBox scheme={scheme} /> : null}
    >
      <LoadState status={detail.status} onRetry={() => void detail.refetch()}>
        {scheme && <SchemeBody scheme={scheme} />}
      </LoadState>
    </Page>
  );
}

function SchemeBody({ scheme }: { scheme: SchemeDetail }) {
  return (
    <>
      <Figures scheme={scheme} />
      {scheme.prize && <PrizeSplit scheme={scheme} />}
      <p className="scheme-note">{scheme.pitch}</p>
      <p className="scheme-note">{m.fillRule}</p>
      {scheme.status === "selling" && <p className="scheme-note">{m.noWithdraw}</p>}
      {scheme.mayCancel && <CancelButton schemeId={scheme.schemeId} />}
      <Participants schemeId={scheme.schemeId} />
      <CommentThread targetType="scheme" targetId={scheme.schemeId} />
    </>
  );
}

function Row({ label, children }: { label: React.ReactNode; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** 定制跟单 of the scheme's initiator (not on one's own scheme). */
function CustomFollowLink({ initiator }: { initiator: SchemeDetail["initiator"] }) {
  const me = useSession((s) => s.userInfo?.Mid);
  if (me === initiator.Mid) return null;
  return (
    <Link
      className="scheme-custom-follow"
      data-testid="scheme-custom-follow"
      to={customMadePath(initiator.Mid, initiator.NickName, "scheme")}
    >
      {m.customFollow}
    </Link>
  );
}

function Figures({ scheme }: { scheme: SchemeDetail }) {
  const r = scheme.initiator.record;
  return (
    <dl>
      <Row label={m.issueOf(scheme.gameName, scheme.issue)}>{Msg.together.statusNames[scheme.status]}</Row>
      <Row label={m.initiator}>
        <PlayerLink uid={scheme.initiator.Mid} name={scheme.initiator.NickName} />{" "}
        {m.record(r.stars, r.moons, r.suns, r.crowns)}
        <FollowButton uid={scheme.initiator.Mid} name={scheme.initiator.NickName} />
        <CustomFollowLink initiator={scheme.initiator} />
      </Row>
      <Row label={m.progress(scheme.progress)}>
        <ProgressBar percent={scheme.progress} style={{ width: "3rem" }} />
      </Row>
      <Row label={m.totalAmount}>{`${formatYuan(scheme.amount)} (${m.multiple(scheme.multiple)})`}</Row>
      <Row label={m.leftShares}>{scheme.totalShares - scheme.soldShares}</Row>
      <Row label={m.guarantee}>{m.sharesOf(scheme.guaranteeShares)}</Row>
      {scheme.siteShares > 0 && <Row label={m.siteFill}>{m.sharesOf(scheme.siteShares)}</Row>}
      <Row label={m.commission}>{m.commissionValue(scheme.commissionPercent)}</Row>
      <Row label={m.privacy}>{m.privacyNames[scheme.privacy] ?? ""}</Row>
      <Row label={m.deadline}>{formatChinaDateTime(scheme.deadline)}</Row>
      <Row label={m.content}>{scheme.tickets ?? m.contentHidden}</Row>
      <Row label={m.myShares}>{m.mySharesValue(scheme.myShares)}</Row>
      {scheme.orderId && (
        <Row label="">
          <Link to={`${paths.orderDetails}?orderId=${encodeURIComponent(scheme.orderId)}`}>
            {m.orderLink}
          </Link>
        </Row>
      )}
    </dl>
  );
}

function PrizeSplit({ scheme }: { scheme: SchemeDetail }) {
  const prize = scheme.prize!;
  return (
    <>
      <div className="scheme-section-title">{m.prizeTitle}</div>
      <dl>
        <Row label={m.prizeTotal}>{formatYuan(prize.total)}</Row>
        <Row label={m.prizeCommission}>{formatYuan(prize.commission)}</Row>
        <Row label={m.prizePerShare}>{formatYuan(prize.perShare)}</Row>
        <Row label={m.myPrize}>{formatYuan(prize.myPrize)}</Row>
      </dl>
    </>
  );
}

function Participants({ schemeId }: { schemeId: string }) {
  const joins = useJoinList(schemeId);
  const rows = joins.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <>
      <div className="scheme-section-title">{m.participantsTitle}</div>
      <dl>
        {rows.map((j, i) => (
          <Row
            key={`${j.at}-${i}`}
            label={
              j.kind === "site" || j.Mid <= 0 ? (
                `${j.NickName} · ${m.joinKinds[j.kind]}`
              ) : (
                <>
                  <PlayerLink uid={j.Mid} name={j.NickName} />
                  {` · ${m.joinKinds[j.kind]}`}
                </>
              )
            }
          >
            {m.sharesOf(j.shares)}
          </Row>
        ))}
      </dl>
    </>
  );
}

function CancelButton({ schemeId }: { schemeId: string }) {
  const { cancel, pending } = useCancelScheme(() => showToast(m.cancelDone));
  return (
    <Button
      className="scheme-cancel"
      color="danger"
      fill="outline"
      block
      loading={pending}
      onClick={() => void Dialog.confirm({ content: m.cancelConfirm, onConfirm: () => cancel(schemeId) })}
    >
      {m.cancel}
    </Button>
  );
}

function JoinBox({ scheme }: { scheme: SchemeDetail }) {
  const left = scheme.totalShares - scheme.soldShares;
  const [shares, setShares] = useState(Math.min(5, Math.max(1, left)));
  const { join, pending } = useJoinScheme(() => showToast(m.joinDone));
  if (left <= 0) return null;
  const count = Math.min(shares, left);
  const yuan = formatYuan(count);
  return (
    <div className="scheme-join">
      <span>{m.joinShares}</span>
      <Stepper min={1} max={left} digits={0} value={count} onChange={(v) => setShares(v || 1)} />
      <Button
        color="danger"
        loading={pending}
        onClick={() =>
          void confirmPayment({ details: [m.joinConfirm(count)], amountFen: count * SHARE_FEN }).then(
            (yes) => yes && join({ schemeId: scheme.schemeId, shares: count }),
          )
        }
      >
        {m.joinPay(yuan)}
      </Button>
    </div>
  );
}
