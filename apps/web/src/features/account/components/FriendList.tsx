import { InfiniteScroll, List } from "antd-mobile";
import type { FriendRow } from "@lottery/contract";
import { accountMessages } from "../../../messages/account.ts";
import { commonMessages } from "../../../messages/common.ts";
import { formatDateTime } from "../format.ts";
import { AvatarImage } from "./AvatarImage.tsx";

interface FriendListProps {
  friends: readonly FriendRow[];
  total: number;
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
}

/** 我邀请的好友: masked user name, nickname and registration time, loaded page by page. */
export function FriendList({ friends, total, hasMore, loadMore }: FriendListProps) {
  return (
    <>
      <List header={accountMessages.invitedFriends(total)}>
        {friends.map((friend) => (
          <List.Item
            key={friend.Mid}
            prefix={<AvatarImage src={friend.Avatar} size="0.72rem" />}
            description={friend.UserName}
            extra={<span className="friend-time">{formatDateTime(friend.registeredAt)}</span>}
          >
            {friend.NickName || friend.UserName}
          </List.Item>
        ))}
      </List>
      <InfiniteScroll loadMore={async () => void (await loadMore())} hasMore={hasMore}>
        {hasMore
          ? commonMessages.pageLoading
          : friends.length === 0
            ? accountMessages.noFriends
            : commonMessages.noMore}
      </InfiniteScroll>
    </>
  );
}
