import type { Deps } from "../deps.ts";
import type { IssueRow } from "./tables.ts";

/** Settles a drawn issue's orders in chunks (written by the lottery orders work; see the brief). */
export async function settleDrawnIssue(_deps: Deps, _issue: IssueRow): Promise<void> {
  throw new Error("settleDrawnIssue is not written yet");
}
