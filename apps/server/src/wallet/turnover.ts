import { eq, sql } from "drizzle-orm";
import type { Queryable, Tx } from "../db/queryable.ts";
import { playerTurnover } from "./tables.ts";
import { unnestRows } from "../db/arrays.ts";

/**
 * The turnover (流水) rule: money that came in by recharge or bonus must be wagered before it can be
 * withdrawn. `owed` rises by `amount × percent / 100` (rounded down) when a recharge is credited or a
 * bonus claimed, and falls by each stake when its order is SETTLED (won or lost — a cancelled or
 * refunded stake never counts, so placing and cancelling a chase cannot launder a recharge).
 * Settlement code calls `countWager` in the transaction that settles the order. A withdrawal needs
 * `owed = 0`.
 */
export interface Turnover {
  owedFen: number;
  requiredTotalFen: number;
  wageredTotalFen: number;
}

/** Adds `amountFen × percent / 100` (rounded down) to what the player owes; inside the crediting tx. */
export async function requireTurnover(
  tx: Tx,
  userId: number,
  amountFen: number,
  percent: number,
): Promise<void> {
  const addFen = Math.floor((amountFen * percent) / 100);
  if (addFen <= 0) return;
  await tx
    .insert(playerTurnover)
    .values({ userId, owedFen: addFen, requiredTotalFen: addFen })
    .onConflictDoUpdate({
      target: playerTurnover.userId,
      set: {
        owedFen: sql`${playerTurnover.owedFen} + ${addFen}`,
        requiredTotalFen: sql`${playerTurnover.requiredTotalFen} + ${addFen}`,
        updatedAt: sql`now()`,
      },
    });
}

/** Counts a settled stake against what the player owes (never below zero); inside the settling tx. */
export async function countWager(tx: Tx, userId: number, stakeFen: number): Promise<void> {
  await countWagers(tx, new Map([[userId, stakeFen]]));
}

/**
 * countWager for many players in one statement (a settlement chunk): player id → settled stakes, the
 * players and stakes as two array parameters, one row update per player.
 */
export async function countWagers(tx: Tx, stakes: ReadonlyMap<number, number>): Promise<void> {
  const rows = [...stakes].filter(([, fen]) => fen > 0).sort(([a], [b]) => a - b);
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ${playerTurnover} (user_id, owed_fen, wagered_total_fen)
    select user_id, 0, fen from ${unnestRows(rows, {
      user_id: [([userId]) => userId, "bigint[]"],
      fen: [([, fen]) => fen, "bigint[]"],
    })}
    on conflict (user_id) do update
       set owed_fen = greatest(${playerTurnover}.owed_fen - excluded.wagered_total_fen, 0),
           wagered_total_fen = ${playerTurnover}.wagered_total_fen + excluded.wagered_total_fen,
           updated_at = now()`);
}

/** Clears what a player owes (an operator's waiver). */
export async function waiveTurnover(db: Queryable, userId: number): Promise<void> {
  await db
    .update(playerTurnover)
    .set({ owedFen: 0, updatedAt: sql`now()` })
    .where(eq(playerTurnover.userId, userId));
}

/** The player's turnover state (all zero for a player who never recharged). */
export async function turnoverOf(db: Queryable, userId: number): Promise<Turnover> {
  const [row] = await db
    .select({
      owedFen: playerTurnover.owedFen,
      requiredTotalFen: playerTurnover.requiredTotalFen,
      wageredTotalFen: playerTurnover.wageredTotalFen,
    })
    .from(playerTurnover)
    .where(eq(playerTurnover.userId, userId));
  return row ?? { owedFen: 0, requiredTotalFen: 0, wageredTotalFen: 0 };
}
