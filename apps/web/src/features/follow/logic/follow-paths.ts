import type { FollowRankType } from "@lottery/contract";
import { paths } from "../../../lib/paths.ts";

/** A release's page; `follow` opens it with the follow sheet up. */
export function releasePath(releaseId: string, follow = false): string {
  const query = new URLSearchParams({ releaseId });
  if (follow) query.set("follow", "1");
  return `${paths.followOrderDetail}?${query.toString()}`;
}

/** A rank's page: /followOrderRank/{type}. */
export function rankPath(type: FollowRankType): string {
  return paths.followOrderRank.replace(":type", type);
}
