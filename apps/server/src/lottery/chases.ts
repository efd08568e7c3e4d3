import type { Deps } from "../deps.ts";
import type { IssueRow } from "./tables.ts";

/** Places the chase orders that fall on an issue that has just opened (lottery orders work). */
export async function placeChaseOrdersFor(_deps: Deps, _issue: IssueRow): Promise<void> {
  throw new Error("placeChaseOrdersFor is not written yet");
}
