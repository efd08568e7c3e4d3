import { and, eq, isNull } from "drizzle-orm";
import { Msg } from "@lottery/contract";
import type { Tx } from "../db/queryable.ts";
import { lockAccounts } from "../wallet/accounts.ts";
import { postJournal } from "../wallet/ledger.ts";
import { transfer } from "../wallet/movements.ts";
import {
  houseAccount,
  playerAccount,
  playerScope,
  SYSTEM_SCOPE,
  type Idempotency,
} from "../wallet/posting.ts";
import { companyName, gameAccountKind, type GameContext } from "./context.ts";
import { GameProviderUncertain } from "./provider.ts";
import { gameTransfers } from "./tables.ts";
import { finishTransfer, reloadTransfer, type GameTransferRow } from "./transfer-rows.ts";
import { requestHashOf } from "../domain/request-hash.ts";
import { refuse } from "../domain/refusal.ts";

/** The player's key of a transfer's own movement (cash → game, or game → cash). */
const playerKey = (row: GameTransferRow): Idempotency => ({
  scope: playerScope(row.userId),
  key: `transfer:${row.requestId}`,
  requestHash: row.requestHash,
});

const journalRef = (row: GameTransferRow) => ({ type: "game_transfer", id: row.transferNo });

/** 转入's ledger half, in the transaction that writes the pending transfer: cash → game:<company>. */
export async function moveCashToGame(ctx: GameContext, tx: Tx, row: GameTransferRow): Promise<void> {
  await transfer(tx, playerKey(row), {
    userId: row.userId,
    amountFen: row.amountFen,
    at: ctx.now,
    from: "cash",
    to: gameAccountKind(row.company),
    memo: Msg.transfer.inMemo(companyName(ctx, row.company)),
    ref: journalRef(row),
  });
}

/**
 * Asks the provider to deposit a pending 转入. On failure the transfer is marked failed and a second
 * journal (SYSTEM_SCOPE `transfer-reverse:<transferNo>`) returns the money to cash.
 */
export async function completeTransferIn(ctx: GameContext, row: GameTransferRow): Promise<GameTransferRow> {
  try {
    await ctx.provider.deposit(row.userId, row.company, row.amountFen, row.transferNo);
  } catch (error) {
    if (error instanceof GameProviderUncertain) throw refuse("transfer.busy");
    const reason = Msg.transfer.depositFailed(companyName(ctx, row.company));
    await ctx.db.transaction(async (tx) => {
      if (!(await finishTransfer(tx, row, "failed", ctx.now, reason))) return;
      const key = `transfer-reverse:${row.transferNo}`;
      await transfer(
        tx,
        { scope: SYSTEM_SCOPE, key, requestHash: requestHashOf({ reverse: row.transferNo }) },
        {
          userId: row.userId,
          amountFen: row.amountFen,
          at: ctx.now,
          from: gameAccountKind(row.company),
          to: "cash",
          memo: reason,
          ref: journalRef(row),
        },
      );
    });
    return reloadTransfer(ctx.db, row);
  }
  await finishTransfer(ctx.db, row, "success", ctx.now);
  return reloadTransfer(ctx.db, row);
}

/**
 * Carries out a pending 转出: first the reconciliation (settleGameWallet), then the provider's
 * withdrawal, then game:<company> → cash. Marked failed (with the refusal) when the game wallet is
 * short or the provider refuses; nothing moves in the ledger then but the reconciliation.
 */
export async function completeTransferOut(
  ctx: GameContext,
  pending: GameTransferRow,
): Promise<GameTransferRow> {
  const row = pending.settledFen === null ? await settleGameWallet(ctx, pending) : pending;
  if (row.status !== "pending") return row;
  try {
    await ctx.provider.withdraw(row.userId, row.company, row.amountFen, row.transferNo);
  } catch (error) {
    if (error instanceof GameProviderUncertain) throw refuse("transfer.busy");
    await finishTransfer(
      ctx.db,
      row,
      "failed",
      ctx.now,
      Msg.transfer.withdrawFailed(companyName(ctx, row.company)),
    );
    return reloadTransfer(ctx.db, row);
  }
  await ctx.db.transaction(async (tx) => {
    if (!(await finishTransfer(tx, row, "success", ctx.now))) return;
    await transfer(tx, playerKey(row), {
      userId: row.userId,
      amountFen: row.amountFen,
      at: ctx.now,
      from: gameAccountKind(row.company),
      to: "cash",
      memo: Msg.transfer.outMemo(companyName(ctx, row.company)),
      ref: journalRef(row),
    });
  });
  return reloadTransfer(ctx.db, row);
}

/**
 * The reconciliation before a 转出: the provider's balance minus our game:<company> balance is what
 * the player won (or lost) inside the game, posted as kind game_settle between house game-clearing
 * and the player's game account (SYSTEM_SCOPE `game-settle:<transferNo>`). Then the transfer is marked
 * settled, or failed with 余额不足 when the game wallet holds less than the amount asked.
 */
async function settleGameWallet(ctx: GameContext, row: GameTransferRow): Promise<GameTransferRow> {
  const providerFen = await ctx.provider.balance(row.userId, row.company);
  await ctx.db.transaction(async (tx) => {
    const gameRef = playerAccount(row.userId, gameAccountKind(row.company));
    const [game] = await lockAccounts(tx, [gameRef]);
    const diffFen = providerFen - (game?.balanceFen ?? 0);
    if (diffFen !== 0) {
      await postJournal(tx, {
        scope: SYSTEM_SCOPE,
        key: `game-settle:${row.transferNo}`,
        requestHash: requestHashOf({ settle: row.transferNo, diffFen }),
        kind: "game_settle",
        lines: [
          { account: gameRef, amountFen: diffFen },
          { account: houseAccount("game-clearing", row.userId), amountFen: -diffFen },
        ],
        ref: journalRef(row),
        memo: Msg.transfer.settleMemo(companyName(ctx, row.company)),
        at: ctx.now,
      });
    }
    if (row.amountFen > providerFen) {
      await finishTransfer(tx, row, "failed", ctx.now, Msg.insufficientBalance);
      return;
    }
    await tx
      .update(gameTransfers)
      .set({ settledFen: diffFen })
      .where(
        and(
          eq(gameTransfers.userId, row.userId),
          eq(gameTransfers.id, row.id),
          eq(gameTransfers.status, "pending"),
          isNull(gameTransfers.settledFen),
        ),
      );
  });
  return reloadTransfer(ctx.db, row);
}
