import type { LiveEvent, LiveEventType, LivePair, LiveStatus } from "@lottery/contract";
import type { FeedLive } from "../../sports/feed.ts";
import { rngOf } from "./model.ts";

/**
 * The demo feed's live play: a pure function of a match's kick-off, the current time and its result
 * (drawn from the fixture key), so every process agrees and tests drive it with a fake clock.
 *
 * Football, in real minutes from kick-off: first half 0–47 (minutes 1–45, then stoppage), half time
 * 47–62, second half 62–111 (minutes 46–90, then stoppage), finished from 111 (the result is entered
 * at 115). Goals fall at random minutes of their half so the half-time and final scores are the result's.
 * Basketball: first half 0–60 (game minutes 0–24), half time 60–75, second half 75–140, finished from
 * 140 (result at 150); the points of each half are spread over its minutes. A cancelled match shows
 * postponed from kick-off and cancelled once its result (cancelled) is due.
 */

const MIN = 60_000;
const FIRST_HALF_END = 47;
const SECOND_HALF_START = 62;
const FOOTBALL_END = 111;
const FOOTBALL_RESULT = 115;
const BASKET_HALF_END = 60;
const BASKET_SECOND_START = 75;
const BASKET_END = 140;
const BASKET_RESULT = 150;

/** What the demo feed decides for a match: its scores, or cancelled. */
export type DemoOutcome = { cancelled: true } | { cancelled?: false; halfScore: string; fullScore: string };

type Side = "home" | "away";
interface Timed {
  minute: number;
  event?: LiveEvent;
  corner?: Side;
}

const pair = (home = 0, away = 0): LivePair => ({ home, away });
const scoreOf = (text: string): [number, number] => {
  const [h, a] = text.split(":").map(Number);
  return [h ?? 0, a ?? 0];
};

/** Real minutes after kick-off at which a football match minute is played. */
export function footballRealMinute(minute: number): number {
  return minute <= 45 ? minute - 1 : SECOND_HALF_START + (minute - 46);
}

/** The live state of a demo match at `now`. */
export function demoLive(
  sport: "football" | "basketball",
  key: string,
  kickoffAt: Date,
  outcome: DemoOutcome,
  now: Date,
): FeedLive {
  const t = (now.getTime() - kickoffAt.getTime()) / MIN;
  if (t < 0) return idle("NS");
  if (outcome.cancelled)
    return idle(t >= (sport === "football" ? FOOTBALL_RESULT : BASKET_RESULT) ? "CANC" : "PST");
  return sport === "football" ? footballLive(key, outcome, t) : basketballLive(key, outcome, t);
}

function idle(status: LiveStatus): FeedLive {
  return {
    status,
    minute: null,
    score: pair(),
    halfScore: null,
    red: pair(),
    yellow: pair(),
    corners: pair(),
    events: [],
  };
}

function footballPhase(t: number): { status: LiveStatus; minute: number | null } {
  if (t < FIRST_HALF_END) return { status: "1H", minute: Math.floor(t) + 1 };
  if (t < SECOND_HALF_START) return { status: "HT", minute: null };
  if (t < FOOTBALL_END) return { status: "2H", minute: 46 + Math.floor(t - SECOND_HALF_START) };
  return { status: "FT", minute: null };
}

function footballLive(key: string, outcome: { halfScore: string; fullScore: string }, t: number): FeedLive {
  const { status, minute } = footballPhase(t);
  const timeline = footballTimeline(key, outcome);
  const happened = timeline.filter((x) => footballRealMinute(x.minute) <= t);
  const state = idle(status);
  state.minute = minute;
  for (const item of happened) {
    if (item.corner) state.corners[item.corner] += 1;
    const event = item.event;
    if (!event) continue;
    state.events.push(event);
    if (event.type === "yellow") state.yellow[event.side] += 1;
    else if (event.type === "red") state.red[event.side] += 1;
    else if (event.type !== "sub") state.score[event.side] += 1;
  }
  if (t >= FIRST_HALF_END) state.halfScore = outcome.halfScore;
  return state;
}

/** Every event and corner of a demo football match, in minute order (goals make the result's scores). */
export function footballTimeline(key: string, outcome: { halfScore: string; fullScore: string }): Timed[] {
  const rng = rngOf(`live|${key}`);
  const between = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
  const player = () => `${between(2, 30)}号`;
  const other = (side: Side): Side => (side === "home" ? "away" : "home");
  const [h1, a1] = scoreOf(outcome.halfScore);
  const [hf, af] = scoreOf(outcome.fullScore);
  const items: Timed[] = [];
  const goals = (side: Side, count: number, lo: number, hi: number) => {
    for (let i = 0; i < count; i += 1) {
      const r = rng();
      const type: LiveEventType = r < 0.1 ? "penalty" : r < 0.15 ? "ownGoal" : "goal";
      items.push({ minute: between(lo, hi), event: { minute: 0, type, side, player: player() } });
    }
  };
  goals("home", h1, 1, 45);
  goals("away", a1, 1, 45);
  goals("home", hf - h1, 46, 90);
  goals("away", af - a1, 46, 90);
  for (const side of ["home", "away"] as const) {
    for (let i = between(0, 3); i > 0; i -= 1)
      items.push({ minute: between(10, 90), event: { minute: 0, type: "yellow", side, player: player() } });
    if (rng() < 0.08)
      items.push({ minute: between(30, 90), event: { minute: 0, type: "red", side, player: player() } });
    for (let i = between(1, 3); i > 0; i -= 1)
      items.push({
        minute: between(55, 85),
        event: { minute: 0, type: "sub", side, player: player(), playerIn: player() },
      });
    for (let i = between(2, 8); i > 0; i -= 1) items.push({ minute: between(1, 90), corner: side });
  }
  // an own goal is scored by the other side's player; the event counts for the side it helps
  for (const item of items) {
    if (item.event) item.event.minute = item.minute;
    if (item.event?.type === "ownGoal")
      item.event.player = `${other(item.event.side) === "home" ? "主" : "客"}${item.event.player}`;
  }
  return items.sort((x, y) => x.minute - y.minute);
}

function basketballPhase(t: number): { status: LiveStatus; minute: number | null } {
  if (t < BASKET_HALF_END) return { status: "1H", minute: Math.floor((t / BASKET_HALF_END) * 24) };
  if (t < BASKET_SECOND_START) return { status: "HT", minute: 24 };
  if (t < BASKET_END) {
    const played = (t - BASKET_SECOND_START) / (BASKET_END - BASKET_SECOND_START);
    return { status: "2H", minute: 24 + Math.floor(played * 24) };
  }
  return { status: "FT", minute: null };
}

/** Points of a half spread over its 24 minutes: the total after `minutes` (0–24) of it. */
function spread(rng: () => number, points: number, minutes: number): number {
  const weights = Array.from({ length: 24 }, () => 0.5 + rng());
  const sum = weights.reduce((s, w) => s + w, 0);
  const done = weights.slice(0, minutes).reduce((s, w) => s + w, 0);
  return Math.round((points * done) / sum);
}

function basketballLive(key: string, outcome: { halfScore: string; fullScore: string }, t: number): FeedLive {
  const { status, minute } = basketballPhase(t);
  const state = idle(status);
  state.minute = status === "FT" ? null : minute;
  const [h1, a1] = scoreOf(outcome.halfScore);
  const [hf, af] = scoreOf(outcome.fullScore);
  const played = status === "FT" ? 48 : (minute ?? 0);
  const first = Math.min(played, 24);
  const second = Math.max(0, played - 24);
  const rng = (part: string) => rngOf(`live|${key}|${part}`);
  state.score.home = spread(rng("h1"), h1, first) + spread(rng("h2"), hf - h1, second);
  state.score.away = spread(rng("a1"), a1, first) + spread(rng("a2"), af - a1, second);
  if (played >= 24) state.halfScore = outcome.halfScore;
  return state;
}
