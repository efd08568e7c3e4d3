import { and, eq, isNull } from "drizzle-orm";
import { followCommission } from "@lottery/rules";
import { Msg, type JournalKind } from "@lottery/contract";
import type { Tx } from "../db/queryable.ts";
import { anyOf } from "../db/arrays.ts";
import { requestHashOf } from "../domain/request-hash.ts";
import { payableFen } from "../orders/payable.ts";
import type { SettledOrder } from "../orders/settle.ts";
import { postJournals } from "../wallet/ledger.ts";
import { SYSTEM_SCOPE, houseAccount, playerAccount, type JournalRequest } from "../wallet/posting.ts";
import { followOrders, followReleases } from "./tables.ts";

interface CommissionMove {
  kind: JournalKind;
  key: string;
  fen: number;
  /** The player's cash line first: −fen for the follower, +fen for the releaser. */
  userId: number;
  sign: -1 | 1;
  orderNo: string;
  memo: string;
  at: Date;
}

function journalOf(move: CommissionMove): JournalRequest {
  return {
    kind: move.kind,
    scope: SYSTEM_SCOPE,
    key: move.key,
    requestHash: requestHashOf({ key: move.key, fen: move.fen }),
    lines: [
      { account: playerAccount(move.userId, "cash"), amountFen: move.sign * move.fen },
      { account: houseAccount("house", move.userId), amountFen: -move.sign * move.fen },
    ],
    ref: { type: "order", id: move.orderNo },
    memo: move.memo,
    at: move.at,
  };
}

/**
 * The commission step of settlement (API.md §9), called by orders/settle.ts for every chunk of newly
 * settled orders, in the same transaction and after their prizes were paid. For each follower's order
 * among them: P = its prize after tax, S = its stake, C and H by the rules (followCommission with the
 * release's percent and the house cut fixed at release). The follower pays C (follower cash → house,
 * kind follow_commission, key `follow-fee:<orderNo>`), the releaser gets C − H (house → releaser cash,
 * kind release_commission, key `release-fee:<orderNo>`); the house keeps H. The follow row takes C, H
 * and its settled time only while unsettled, and the keys are a second guard: a rerun moves nothing.
 */
export async function payFollowCommissions(
  tx: Tx,
  settled: readonly SettledOrder[],
  at: Date,
): Promise<void> {
  if (settled.length === 0) return;
  const rows = await tx
    .select({ follow: followOrders, release: followReleases })
    .from(followOrders)
    .innerJoin(followReleases, eq(followReleases.id, followOrders.releaseId))
    .where(
      and(
        anyOf(
          followOrders.orderId,
          settled.map((o) => o.id),
          "bigint[]",
        ),
        isNull(followOrders.settledAt),
      ),
    );
  if (rows.length === 0) return;
  const byId = new Map(settled.map((o) => [o.id, o]));
  const moves: CommissionMove[] = [];
  for (const { follow, release } of rows) {
    const order = byId.get(follow.orderId);
    if (!order) continue;
    const prizeFen = order.status === "won" ? payableFen(order) : 0;
    const { commissionFen, houseCutFen } = followCommission(
      prizeFen,
      order.amountFen,
      release.commissionPercent,
      release.houseCutPercent,
    );
    await tx
      .update(followOrders)
      .set({ commissionFen, houseCutFen, settledAt: at })
      .where(and(eq(followOrders.id, follow.id), isNull(followOrders.settledAt)));
    if (commissionFen === 0) continue;
    const common = { orderNo: order.orderNo, at };
    moves.push({
      ...common,
      kind: "follow_commission",
      key: `follow-fee:${order.orderNo}`,
      fen: commissionFen,
      userId: order.userId,
      sign: -1,
      memo: Msg.follow.followCommissionMemo(release.releaseNo),
    });
    if (commissionFen > houseCutFen)
      moves.push({
        ...common,
        kind: "release_commission",
        key: `release-fee:${order.orderNo}`,
        fen: commissionFen - houseCutFen,
        userId: release.releaserId,
        sign: 1,
        memo: Msg.follow.releaseCommissionMemo(release.releaseNo),
      });
  }
  await postJournals(tx, moves.map(journalOf));
}
