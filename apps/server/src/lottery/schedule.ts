import { chinaDateOf, drawsOn, type ChinaDate, type ScheduledDraw } from "@lottery/rules";
import type { ScheduledGame } from "./games.ts";

/**
 * Which issues exist when, from the rules' schedule (`drawsOn`) and the operator's close time. Fast
 * games are planned about an hour ahead, weekly games two draws ahead; history is read backwards.
 */

/** A draw the scheduler plans: its issue number, sale close and draw instants. */
export interface PlannedDraw {
  issue: string;
  closeAt: Date;
  drawAt: Date;
}

/** Fast games have their issues created this far ahead. */
export const FAST_HORIZON_MS = 3_600_000;
/** Weekly games have this many draws created ahead. */
export const WEEKLY_AHEAD = 2;
const DAY_MS = 86_400_000;
const MAX_DAYS_SEARCHED = 21;

function addDays(date: ChinaDate, days: number): ChinaDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

function planned(draw: ScheduledDraw, closeSeconds: number): PlannedDraw {
  return {
    issue: draw.issue,
    drawAt: draw.drawAt,
    closeAt: new Date(draw.drawAt.getTime() - closeSeconds * 1000),
  };
}

/** What exists of a game's issues: the latest one's draw instant, and how many are still on sale or to open. */
export interface ExistingIssues {
  lastDrawAt: Date | null;
  selling: number;
}

/**
 * The draws of a game to create at `now`, in order: draws whose sale is still open (close strictly
 * after now) after the latest existing issue, until the game has enough issues to sell (fast games:
 * through the next hour, at least two; weekly games: two). An issue drawn early by an operator's forced
 * result no longer counts as selling, so a weekly game always keeps an issue on sale.
 */
export function upcomingDraws(
  game: ScheduledGame,
  now: Date,
  closeSeconds: number,
  existing: ExistingIssues = { lastDrawAt: null, selling: 0 },
): PlannedDraw[] {
  const weekly = game.details.schedule.kind === "weekly";
  const horizon = now.getTime() + FAST_HORIZON_MS;
  const after = existing.lastDrawAt?.getTime() ?? -Infinity;
  const found: PlannedDraw[] = [];
  const today = chinaDateOf(now);
  for (let offset = -1; offset <= MAX_DAYS_SEARCHED; offset += 1) {
    for (const draw of drawsOn(game.game.code, addDays(today, offset))) {
      const plan = planned(draw, closeSeconds);
      if (plan.closeAt.getTime() <= now.getTime() || plan.drawAt.getTime() <= after) continue;
      const count = existing.selling + found.length;
      const enough = weekly ? count >= WEEKLY_AHEAD : count >= 2 && plan.drawAt.getTime() > horizon;
      if (enough) return found;
      found.push(plan);
    }
  }
  return found;
}

/** The last `count` draws of a game drawn at or before `before`, oldest first. */
export function previousDraws(
  game: ScheduledGame,
  before: Date,
  count: number,
  closeSeconds: number,
): PlannedDraw[] {
  const found: PlannedDraw[] = [];
  const today = chinaDateOf(before);
  for (let offset = 0; offset >= -400 && found.length < count; offset -= 1) {
    const day = drawsOn(game.game.code, addDays(today, offset)).reverse();
    for (const draw of day) {
      if (draw.drawAt.getTime() > before.getTime()) continue;
      found.push(planned(draw, closeSeconds));
      if (found.length >= count) break;
    }
  }
  return found.reverse();
}
