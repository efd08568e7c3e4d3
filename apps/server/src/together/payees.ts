import { eq } from "drizzle-orm";
import { SHARE_FEN, gameNameOf, holderPrize, splitPrize } from "@lottery/rules";
import { Msg } from "@lottery/contract";
import type { Tx } from "../db/queryable.ts";
import { anyOf } from "../db/arrays.ts";
import type { SettledOrder } from "../orders/settle.ts";
import { payableFen } from "../orders/payable.ts";
import { togetherJoins, togetherSchemes, type SchemeRow } from "./tables.ts";

/** One player paid from a settled order (orders/settle.ts Payee). */
export interface SchemePayee {
  userId: number;
  amountFen: number;
  stakeFen: number;
  memo: (prize: boolean) => string;
}

/**
 * The payees of settled orders that are group purchases (orders/settle.ts calls this for every
 * settled chunk; orders of no scheme are absent from the answer). Won: the split of API.md §8 —
 * commission and dust to the initiator, perShare × shares to each holder, the site's part stays with
 * the house (not listed). Cancelled: each holder's payment back (the site's part stays with the house).
 * Stakes count as each holder's turnover. Marks the scheme won, lost or cancelled with its split.
 */
export async function schemePayees(
  tx: Tx,
  settled: readonly SettledOrder[],
): Promise<Map<number, SchemePayee[]>> {
  const ids = settled.map((o) => o.id);
  const answer = new Map<number, SchemePayee[]>();
  if (ids.length === 0) return answer;
  const schemes = await tx
    .select()
    .from(togetherSchemes)
    .where(anyOf(togetherSchemes.orderId, ids, "bigint[]"));
  for (const scheme of schemes) {
    const order = settled.find((o) => o.id === scheme.orderId);
    if (!order) continue;
    answer.set(order.id, await payeesOfScheme(tx, scheme, order));
  }
  return answer;
}

async function payeesOfScheme(tx: Tx, scheme: SchemeRow, order: SettledOrder): Promise<SchemePayee[]> {
  const joins = await tx.select().from(togetherJoins).where(eq(togetherJoins.schemeId, scheme.id));
  const shares = new Map<number, number>();
  for (const join of joins)
    if (join.userId !== null) shares.set(join.userId, (shares.get(join.userId) ?? 0) + join.shares);
  const won = order.status === "won";
  const split = won
    ? splitPrize(payableFen(order), order.amountFen, scheme.totalShares, scheme.commissionPercent)
    : { commissionFen: 0, perShareFen: 0, dustFen: 0 };
  const game = gameNameOf(scheme.gameCode);
  const memo = (prize: boolean) =>
    prize ? Msg.together.prizeMemo(game, scheme.issue) : Msg.together.refundMemo(game, scheme.issue);
  const payees = [...shares].map(([userId, held]) => ({
    userId,
    memo,
    stakeFen: held * SHARE_FEN,
    amountFen:
      order.status === "cancelled"
        ? held * SHARE_FEN
        : won
          ? holderPrize(split, held, userId === scheme.initiatorId)
          : 0,
  }));
  await tx
    .update(togetherSchemes)
    .set({
      status: order.status === "pending" ? scheme.status : order.status,
      prizeFen: won ? payableFen(order) : 0,
      commissionFen: split.commissionFen,
      perShareFen: split.perShareFen,
    })
    .where(eq(togetherSchemes.id, scheme.id));
  return payees;
}
