import { yuanToFen } from "@lottery/rules";
import type { InventoryItem } from "@lottery/contract";

/** A red packet paying a bet: the packet and the fen it covers. */
export interface PacketChoice {
  packet: InventoryItem;
  creditFen: number;
}

/**
 * The best packet for a stake (preselected on the confirmation page): the one covering the most of
 * it, and of equals the one expiring first. Null without packets or a stake.
 */
export function bestPacket(packets: readonly InventoryItem[], costFen: number): PacketChoice | null {
  let best: PacketChoice | null = null;
  for (const packet of packets) {
    const creditFen = Math.min(yuanToFen(packet.remaining ?? 0) ?? 0, costFen);
    if (creditFen <= 0) continue;
    const better =
      !best ||
      creditFen > best.creditFen ||
      (creditFen === best.creditFen && (packet.expiresAt ?? "") < (best.packet.expiresAt ?? ""));
    if (better) best = { packet, creditFen };
  }
  return best;
}
