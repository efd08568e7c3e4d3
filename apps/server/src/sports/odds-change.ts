import { eq } from "drizzle-orm";
import { type SportsGameCode, type SportsMatchAdminView, type SportsOddsParams } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { lockMatch, publishOdds } from "./fixtures.ts";
import { checkLines, checkOdds, marketsOf } from "./markets.ts";
import { oddsOfMatch, playsWithOdds, writeOdds } from "./odds-store.ts";
import { sportsMatches } from "./tables.ts";
import { adminViewOf } from "./views.ts";
import { refuse } from "../domain/refusal.ts";

/**
 * Changes some odds (and optionally lines) of a match not yet decided (POST /admin/api/sports/odds; the
 * demo feed's moves too): every changed option gets a history row and an `odds` event goes out.
 */
export async function changeOdds(deps: Deps, params: SportsOddsParams): Promise<SportsMatchAdminView> {
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    const match = await lockMatch(tx, params.matchId);
    if (!match) throw refuse("sportsData.matchNotFound");
    if (match.status === "finished" || match.status === "cancelled") throw refuse("sportsData.matchDecided");
    const markets = marketsOf(match.gameCode as SportsGameCode);
    const lines = { ...match.lines, ...checkLines(markets, params.lines ?? {}) };
    const current = await oddsOfMatch(tx, match.matchId);
    const odds = checkOdds(markets, params.odds, lines, playsWithOdds(current));
    let row = match;
    if (params.lines) {
      const [updated] = await tx
        .update(sportsMatches)
        .set({ lines })
        .where(eq(sportsMatches.id, match.id))
        .returning();
      row = updated ?? match;
    }
    const changed = await writeOdds(tx, match.matchId, current, odds, now);
    return { row, changed, odds: await oddsOfMatch(tx, match.matchId) };
  });
  if (result.changed > 0) publishOdds(deps, result.row, now);
  return adminViewOf(deps.db, result.row, result.odds);
}
