import type { LiveMatchView } from "@lottery/contract";
import { scoresMessages } from "../../../messages/scores.ts";

const t = scoresMessages.scores;

export type ScoresSport = "football" | "basketball";
export type ScoresTab = "live" | "result" | "schedule" | "follow";

export const SCORES_TABS: readonly ScoresTab[] = ["live", "result", "schedule", "follow"];

/** The /scores/{menu} segment → the sport (anything else: football). */
export const sportOf = (menu: string | undefined): ScoresSport =>
  menu === "basketball" ? "basketball" : "football";

/** The game whose matches a sport's list shows (竞彩 football and basketball). */
export const gameOfSport = (sport: ScoresSport) => (sport === "basketball" ? "jclq" : "jczq");

/** The state column of a row: minute in play, the phase's name otherwise. */
export function stateText(match: LiveMatchView): string {
  const live = match.live;
  if (match.state === "cancelled") return t.cancelled;
  if (!live) return match.state === "finished" ? (t.status.FT ?? "") : t.notStarted;
  const basketball = match.gameCode === "jclq";
  if ((live.status === "1H" || live.status === "2H") && live.minute !== null)
    return basketball
      ? `${t.basketballStatus[live.status]} ${t.basketMinute(live.minute)}`
      : t.minute(live.minute, live.status);
  return (basketball ? t.basketballStatus[live.status] : undefined) ?? t.status[live.status] ?? "";
}

/** In play (the minute runs). */
export const inPlay = (match: LiveMatchView) =>
  !!match.live && ["1H", "HT", "2H", "ET", "PEN"].includes(match.live.status);

/** The score to show: the live one, the result's, or nothing before kick-off. */
export function scoreText(match: LiveMatchView): string | null {
  if (match.live && match.live.status !== "NS" && match.live.status !== "PST" && match.live.status !== "CANC")
    return `${match.live.score.home}:${match.live.score.away}`;
  return match.fullScore;
}

/** "HH:mm" of a China-time ISO instant ("2026-11-21T15:30:00+08:00"). */
export const clockOf = (iso: string) => iso.slice(11, 16);
/** "MM-DD" of a China-time ISO instant. */
export const dayOf = (iso: string) => iso.slice(5, 10);
