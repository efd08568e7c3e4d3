import { fenToYuan, yuanToFen } from "@lottery/rules";
import {
  Status,
  type GameTransferModels,
  type GameTransferParams,
  type TransferAllOutModels,
  type TransferAllOutParams,
  type TransferDirection,
} from "@lottery/contract";
import type { Tx } from "../db/queryable.ts";
import { companyOf, companyName, type GameContext } from "./context.ts";
import { runTransfer, transferAnswer } from "./transfer-flow.ts";
import { findTransfer, type GameTransferRow, type TransferRequest } from "./transfer-rows.ts";
import { moveCashToGame } from "./transfer-steps.ts";
import { gameWallets } from "./wallets.ts";
import { isRefusal } from "../domain/refusal.ts";

function fenOf(amount: string): number {
  const amountFen = yuanToFen(amount);
  if (amountFen === null) throw new Error(`amount ${amount} passed the schema but is not yuan`);
  return amountFen;
}

/**
 * 转入 (cash → company) or 转出 (company → cash) of `amount`, idempotent by requestId. A 转入 moves the
 * cash in the transaction that records the transfer, then asks the provider (reversed when it fails);
 * a 转出 reconciles the game wallet first, then asks the provider, then credits cash.
 */
export async function gameTransfer(
  ctx: GameContext,
  userId: number,
  direction: TransferDirection,
  params: GameTransferParams,
): Promise<GameTransferModels> {
  const company = companyOf(ctx, params.company);
  const request = {
    userId,
    direction,
    company: company.code,
    amountFen: fenOf(params.amount),
    requestId: params.requestId,
  };
  const prepare =
    direction === "in" ? (tx: Tx, row: GameTransferRow) => moveCashToGame(ctx, tx, row) : undefined;
  return transferAnswer(ctx, await runTransfer(ctx, request, prepare));
}

/**
 * 一键回收: every company where the player's game wallet holds money is emptied back into cash, one
 * 转出 each under the sub-key `<requestId>:<company>` (a repeat reuses the transfers already made).
 * A company that fails keeps its money and is listed in `failed`.
 */
export async function recoverAll(
  ctx: GameContext,
  userId: number,
  params: TransferAllOutParams,
): Promise<TransferAllOutModels> {
  let recoveredFen = 0;
  const failed: string[] = [];
  for (const company of ctx.companies) {
    const probe: TransferRequest = {
      userId,
      direction: "out",
      company: company.code,
      amountFen: 0,
      requestId: `${params.requestId}:${company.code}`,
    };
    const outcome = await recoverCompany(ctx, probe);
    if (outcome === "failed") failed.push(companyName(ctx, company.code));
    else recoveredFen += outcome;
  }
  return { recovered: fenToYuan(recoveredFen), failed, ...(await gameWallets(ctx, userId)) };
}

/** The fen a company's 转出 brought back (0 when it held nothing), or "failed". */
async function recoverCompany(ctx: GameContext, probe: TransferRequest): Promise<number | "failed"> {
  const earlier = await findTransfer(ctx.db, probe.userId, probe.requestId);
  const amountFen = earlier?.amountFen ?? (await ctx.provider.balance(probe.userId, probe.company));
  if (amountFen <= 0) return 0;
  try {
    const row = await runTransfer(ctx, { ...probe, amountFen });
    if (row.status === "failed") return "failed";
    return row.status === "success" ? row.amountFen : 0;
  } catch (error) {
    if (isRefusal(error) && error.status === Status.REFUSED) return "failed";
    throw error;
  }
}
