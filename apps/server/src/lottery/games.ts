import { findGame, GAMES, gameDetails, type GameDetails, type GameEntry } from "@lottery/rules";
import { Msg } from "@lottery/contract";
import { refuse } from "../domain/refusal.ts";

/** A catalogue game the scheduler runs: number, official-fast or house, with a draw schedule. */
export interface ScheduledGame {
  game: GameEntry;
  details: GameDetails;
}

function scheduledOf(game: GameEntry | undefined): ScheduledGame | undefined {
  if (!game || game.kind === "sports") return undefined;
  const details = gameDetails(game.code);
  if (!details || details.schedule.kind === "matches") return undefined;
  return { game, details };
}

/** Every scheduled game of the catalogue (hidden aliases such as plsan included: they sell too). */
export const SCHEDULED_GAMES: readonly ScheduledGame[] = GAMES.map(scheduledOf).filter(
  (g): g is ScheduledGame => g !== undefined,
);

/** The scheduled game of a code (case-insensitive), or undefined for sports and unknown codes. */
export function scheduledGame(code: string): ScheduledGame | undefined {
  return scheduledOf(findGame(code));
}

/** The scheduled game of a player- or operator-sent code; status 2 naming `gameCode` otherwise. */
export function requireScheduledGame(code: string): ScheduledGame {
  const found = scheduledGame(code);
  if (!found) throw refuse("badParam", "gameCode", Msg.lotteryDraws.unknownGame);
  return found;
}

/** Whether a game is drawn by this server (provably fair) rather than by an official feed. */
export function isHouseGame(game: GameEntry): boolean {
  return game.kind === "house";
}
