import type { Deps } from "../deps.ts";

/** Settles every pending order whose legs are now all decided after a match result (sports bets work). */
export async function settleMatch(_deps: Deps, _matchId: string): Promise<void> {
  throw new Error("settleMatch is not written yet");
}

/** Settles a CTZQ pool issue once its matches and floating prizes are known (sports bets work). */
export async function settlePoolIssue(_deps: Deps, _gameCode: string, _issue: string): Promise<void> {
  throw new Error("settlePoolIssue is not written yet");
}
