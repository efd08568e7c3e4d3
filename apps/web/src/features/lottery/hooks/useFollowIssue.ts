import { useGameEvents } from "../../../lib/game-events.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { pageInfoKey } from "../api/page-info.ts";
import { useIssueWatch } from "./useIssueWatch.ts";

const ISSUE_EVENTS = ["opened", "closed"] as const;

/**
 * Keeps a bet list on the issue on sale: the game's opened/closed events refresh the page info, so
 * when the next issue opens the list moves to it and the player is told (已切换到第N期) instead of
 * being left on 本期已截止 until a reload. Without EventSource the page info's own refresh remains.
 */
export function useFollowIssue(gameCode: string, issue: string | undefined): void {
  useGameEvents([gameCode], ISSUE_EVENTS, () => {
    void queryClient.invalidateQueries({ queryKey: pageInfoKey(gameCode) });
  });
  useIssueWatch(gameCode, issue, lotteryMessages.lottery.issueMovedOn);
}
