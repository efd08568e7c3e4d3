import { useEffect } from "react";
import { storage } from "../../../lib/storage.ts";
import { showToast } from "../../../lib/toast.ts";
import { messages } from "../../../messages/index.ts";

/** Tells the player when the issue on sale is not the one they last saw (SPEC 3 issue-number cache). */
export function useIssueWatch(gameCode: string, issue: string | undefined) {
  useEffect(() => {
    if (!issue) return;
    const seen = storage.getPerGame<string>("issueNumber", gameCode);
    if (seen && seen !== issue) showToast(messages.lottery.issueChanged(issue));
    storage.setPerGame("issueNumber", gameCode, issue);
  }, [gameCode, issue]);
}
