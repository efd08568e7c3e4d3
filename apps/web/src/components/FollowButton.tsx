import { Button, Dialog } from "antd-mobile";
import { useNavigate } from "react-router";
import { useAttentionMap, useToggleAttention } from "../lib/api/community.ts";
import { followLabel } from "../lib/community.ts";
import { currentPath } from "../lib/navigation.ts";
import { loginPathFor } from "../lib/paths.ts";
import { useSession } from "../lib/session.ts";
import { showToast } from "../lib/toast.ts";
import { communityMessages } from "../messages/community.ts";
import "./community.css";

const c = communityMessages.community;

/**
 * 关注 / 已关注 / 互相关注 on a player (`uid`): whether I follow them comes from my attention list
 * (one read shared by every button), a tap follows, a tap on a followed player asks before
 * unfollowing. Nothing on my own name; a visitor is sent to log in.
 */
export function FollowButton({ uid, name }: { uid: number; name: string }) {
  const mid = useSession((s) => s.userInfo?.Mid);
  const loggedIn = useSession((s) => Boolean(s.token));
  const map = useAttentionMap();
  const { toggle, pending } = useToggleAttention();
  const navigate = useNavigate();
  if (uid === mid) return null;
  const attention = map.data?.has(uid) ?? false;
  const mutual = map.data?.get(uid) ?? false;
  const onClick = async (event: React.MouseEvent) => {
    event.stopPropagation();
    if (!loggedIn) {
      navigate(loginPathFor(currentPath()));
      return;
    }
    if (attention && !(await Dialog.confirm({ content: c.unfollowConfirm(name) }))) return;
    const models = await toggle({ uid, follow: !attention });
    showToast(models.attention ? c.followed : c.unfollowed);
  };
  return (
    <Button
      className={`follow-button${attention ? " follow-button-on" : ""}`}
      size="mini"
      color={attention ? "default" : "danger"}
      fill={attention ? "outline" : "solid"}
      shape="rounded"
      loading={pending || (loggedIn && map.isPending)}
      data-testid="follow-button"
      data-uid={uid}
      onClick={(event) => void onClick(event).catch(() => undefined)}
    >
      {followLabel(attention, mutual)}
    </Button>
  );
}
