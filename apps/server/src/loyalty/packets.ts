import { and, eq, gt, or, isNull } from "drizzle-orm";
import { Msg } from "@lottery/contract";
import type { Tx } from "../db/queryable.ts";
import { refuse } from "../domain/refusal.ts";
import { postJournal } from "../wallet/ledger.ts";
import { houseAccount, playerAccount, playerScope } from "../wallet/posting.ts";
import { inventoryItems, packetUses } from "./tables.ts";

/** A red packet paying (part of) a new order's stake. */
export interface PacketSpend {
  userId: number;
  packetId: number;
  order: { id: number; orderNo: string; amountFen: number };
  requestId: string;
  requestHash: string;
  memo: string;
  at: Date;
}

/**
 * Pays as much of a new order's stake as the packet holds: the player's own usable, unexpired red
 * packet (locked; else 红包不可用或已过期) gives min(left, stake) of bet credit to the house (player
 * `credit` → house, key `bet-credit:<requestId>` in the player's scope), its remaining value drops (used
 * at zero) and the order's packet use is recorded. In the caller's transaction (the order's own).
 * Answers the credit used, in fen; the caller debits the rest from cash.
 */
export async function spendPacket(tx: Tx, spend: PacketSpend): Promise<number> {
  const [item] = await tx
    .select()
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.id, spend.packetId),
        eq(inventoryItems.userId, spend.userId),
        eq(inventoryItems.kind, "red_packet"),
        eq(inventoryItems.state, "usable"),
        or(isNull(inventoryItems.expiresAt), gt(inventoryItems.expiresAt, spend.at)),
      ),
    )
    .for("update");
  const left = item?.remainingFen ?? 0;
  if (!item || left <= 0) throw refuse("loyalty.packetUnusable");
  const creditFen = Math.min(left, spend.order.amountFen);
  await postJournal(tx, {
    scope: playerScope(spend.userId),
    key: `bet-credit:${spend.requestId}`,
    requestHash: spend.requestHash,
    kind: "bet",
    lines: [
      { account: playerAccount(spend.userId, "credit"), amountFen: -creditFen },
      { account: houseAccount("house", spend.userId), amountFen: creditFen },
    ],
    ref: { type: "order", id: spend.order.orderNo },
    memo: `${spend.memo}（${Msg.loyalty.packetPaid}）`,
    at: spend.at,
  });
  const remainingFen = left - creditFen;
  await tx
    .update(inventoryItems)
    .set({ remainingFen, ...(remainingFen === 0 ? { state: "used", usedAt: spend.at } : {}) })
    .where(eq(inventoryItems.id, item.id));
  await tx
    .insert(packetUses)
    .values({ orderId: spend.order.id, userId: spend.userId, itemId: item.id, creditFen, at: spend.at });
  return creditFen;
}
