import { useEffect, useRef } from "react";
import { storage } from "../../../lib/storage.ts";
import { showToast } from "../../../lib/toast.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";

/**
 * Tells the player when the issue on sale is not the one they last saw (SPEC 3 issue-number cache),
 * on arrival and whenever it moves on while the page is open; `say` words it.
 */
export function useIssueWatch(
  gameCode: string,
  issue: string | undefined,
  say: (issue: string) => string = lotteryMessages.lottery.issueChanged,
) {
  const sayRef = useRef(say);
  sayRef.current = say;
  useEffect(() => {
    if (!issue) return;
    const seen = storage.getPerGame<string>("issueNumber", gameCode);
    if (seen && seen !== issue) showToast(sayRef.current(issue));
    storage.setPerGame("issueNumber", gameCode, issue);
  }, [gameCode, issue]);
}
