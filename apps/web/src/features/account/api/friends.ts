import type { FriendModels } from "@lottery/contract";
import { useSession } from "../../../lib/session.ts";
import { usePagedList } from "../../../lib/api/paged.ts";

/** GET UserCenter/QueryFriend: players who registered through this player's link, with the link. */
export function useFriends() {
  const mid = useSession((s) => s.userInfo?.Mid);
  return usePagedList<FriendModels>(["account", "friends", mid], "UserCenter/QueryFriend");
}
