import { fenToYuan } from "@lottery/rules";
import { type GameTransferModels } from "@lottery/contract";
import type { Tx } from "../db/queryable.ts";
import { accountsOf } from "../wallet/accounts.ts";
import type { GameContext } from "./context.ts";
import {
  insertPendingTransfer,
  pendingTransferAt,
  transferOfRequest,
  type GameTransferRow,
  type TransferRequest,
} from "./transfer-rows.ts";
import { completeTransferIn, completeTransferOut } from "./transfer-steps.ts";
import { refuse } from "../domain/refusal.ts";

/**
 * A pending transfer older than this is taken to be abandoned (its request died midway) and is
 * carried on by the next request that meets it; the provider's calls are idempotent by transferNo.
 * Younger ones are left alone: their own request is still at work.
 */
export const STALE_PENDING_MS = 2 * 60_000;

const OPEN_TRIES = 3;

const isStale = (row: GameTransferRow, now: Date) =>
  row.status === "pending" && now.getTime() - row.createdAt.getTime() > STALE_PENDING_MS;

/**
 * Carries out a transfer request once: a repeat of its requestId gets the first transfer (carried on
 * when it was abandoned); a new one is written pending, with `prepare` in the same transaction, and
 * carried out. Refused with 转账处理中 while another transfer at the company is at work.
 */
export async function runTransfer(
  ctx: GameContext,
  request: TransferRequest,
  prepare?: (tx: Tx, row: GameTransferRow) => Promise<void>,
): Promise<GameTransferRow> {
  for (let attempt = 0; attempt < OPEN_TRIES; attempt += 1) {
    const existing = await transferOfRequest(ctx.db, request);
    if (existing) return isStale(existing, ctx.now) ? carryOut(ctx, existing) : existing;
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await insertPendingTransfer(tx, request, ctx.now);
      if (inserted && prepare) await prepare(tx, inserted);
      return inserted;
    });
    if (row) return carryOut(ctx, row);
    const pending = await pendingTransferAt(ctx.db, request.userId, request.company);
    if (pending && !isStale(pending, ctx.now)) throw refuse("transfer.busy");
    if (pending) await carryOut(ctx, pending);
  }
  throw refuse("transfer.busy");
}

function carryOut(ctx: GameContext, row: GameTransferRow): Promise<GameTransferRow> {
  return row.direction === "in" ? completeTransferIn(ctx, row) : completeTransferOut(ctx, row);
}

/** The answer of a transfer: refused with its reason when it failed, else the balances now. */
export async function transferAnswer(ctx: GameContext, row: GameTransferRow): Promise<GameTransferModels> {
  if (row.status === "failed") throw refuse("transfer.failed", row.failReason ?? undefined);
  const [balances, gameFen] = await Promise.all([
    accountsOf(ctx.db, row.userId),
    ctx.provider.balance(row.userId, row.company),
  ]);
  return {
    transferNo: row.transferNo,
    status: row.status as GameTransferModels["status"],
    cash: fenToYuan(balances.cashFen),
    balance: fenToYuan(gameFen),
  };
}
