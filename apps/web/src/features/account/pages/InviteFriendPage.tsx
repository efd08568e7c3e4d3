import { Button, DotLoading } from "antd-mobile";
import { showToast } from "../../../lib/toast.ts";
import { accountMessages } from "../../../messages/account.ts";
import { commonMessages } from "../../../messages/common.ts";
import { useFriends } from "../api/friends.ts";
import { AccountLayout } from "../components/AccountLayout.tsx";
import { FriendList } from "../components/FriendList.tsx";
import { copyText } from "../../../lib/clipboard.ts";
import { useQrCode } from "../../../lib/use-qr-code.ts";

/** /inviteFriend: the invite code, the link (copy + QR code) and the friends who registered through it. */
export default function InviteFriendPage() {
  const friends = useFriends();
  const first = friends.data?.pages[0];
  const link = first ? `${window.location.origin}${first.invitePath}` : "";
  const qrCode = useQrCode(link);

  const onCopy = async () => {
    showToast((await copyText(link)) ? accountMessages.linkCopied : commonMessages.copyFailed);
  };

  return (
    <AccountLayout title={accountMessages.inviteTitle}>
      <section className="invite-card">
        <div className="invite-label">{accountMessages.myInviteCode}</div>
        <div className="invite-code" data-testid="invite-code">
          {first ? first.inviteCode : <DotLoading />}
        </div>
        <div className="invite-qr">
          {qrCode ? <img src={qrCode} alt={accountMessages.inviteQrAlt} /> : <DotLoading color="primary" />}
        </div>
        <div className="invite-link">{link}</div>
        <Button color="primary" shape="rounded" disabled={!link} onClick={onCopy}>
          {accountMessages.copyLink}
        </Button>
        <p className="invite-hint">{accountMessages.inviteHint}</p>
      </section>
      <FriendList
        friends={friends.data?.pages.flatMap((page) => page.list) ?? []}
        total={first?.total ?? 0}
        hasMore={friends.hasNextPage}
        loadMore={friends.fetchNextPage}
      />
    </AccountLayout>
  );
}
