import type { GameEvent } from "../events/bus.ts";
import type { Deps } from "../deps.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import type { IssueRow } from "./tables.ts";

/** Publishes an issue's opened/closed/drawn event on the bus (drawn events carry the numbers). */
export function publishIssueEvent(deps: Deps, type: GameEvent["type"], issue: IssueRow, now: Date): void {
  const event: GameEvent = { type, game: issue.gameCode, issue: issue.issue, at: chinaTimeIso(now) };
  if (type === "drawn" && issue.numbers) event.numbers = issue.numbers;
  deps.events.publish(event);
}
