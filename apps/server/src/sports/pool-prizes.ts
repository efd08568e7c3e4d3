import { and, eq } from "drizzle-orm";
import { type SportsPoolPrizesParams } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { trySettlePool } from "./record-result.ts";
import { sportsPoolIssues } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

/** A pool issue as operators see it after a prize entry (prizes in yuan per tier). */
export interface PoolPrizesView {
  gameCode: string;
  issue: string;
  status: string;
  closeAt: string;
  prizes: Record<string, number>;
}

/**
 * Records CTZQ floating prizes (POST /admin/api/sports/pool-prizes): per-bet yuan by tier ("1", "2", "R9"),
 * stored in fen; tiers may come in several calls; a tier once entered cannot change (re-entering the same
 * amount is a no-op). Then settles the issue (failures logged; the issue settles once its matches are decided).
 */
export async function recordPoolPrizes(deps: Deps, params: SportsPoolPrizesParams): Promise<PoolPrizesView> {
  const row = await deps.db.transaction(async (tx) => {
    const where = and(
      eq(sportsPoolIssues.gameCode, params.gameCode),
      eq(sportsPoolIssues.issue, params.issue),
    );
    const [issue] = await tx.select().from(sportsPoolIssues).where(where).for("update");
    if (!issue) throw refuse("sportsData.issueNotFound");
    const prizes: Record<string, number> = { ...(issue.prizes ?? {}) };
    for (const [tier, yuan] of Object.entries(params.prizes)) {
      if (yuan === undefined) continue;
      const fen = Math.round(yuan * 100);
      if (prizes[tier] !== undefined && prizes[tier] !== fen) throw refuse("sportsData.prizeChanged", tier);
      prizes[tier] = fen;
    }
    const [updated] = await tx.update(sportsPoolIssues).set({ prizes }).where(where).returning();
    return updated ?? issue;
  });
  if (row.status === "finished") await trySettlePool(deps, row.issue);
  return {
    gameCode: row.gameCode,
    issue: row.issue,
    status: row.status,
    closeAt: chinaTimeIso(row.closeAt),
    prizes: Object.fromEntries(Object.entries(row.prizes ?? {}).map(([k, v]) => [k, v / 100])),
  };
}
