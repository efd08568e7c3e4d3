import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { formatMoney } from "@lottery/rules";
import type { InventoryItem, Paged } from "@lottery/contract";
import { queryClient } from "../query-client.ts";
import { request } from "../request.ts";
import { useSession } from "../session.ts";
import { bestPacket, type PacketChoice } from "../packets.ts";
import { lotteryMessages } from "../../messages/lottery.ts";

/** The loyalty queries a red packet shows in: the bag (usable packets) and the member card's credit. */
const packetQueriesKey = ["loyalty"] as const;

/** After an order a red packet paid: its remaining value and the credit balance are read again. */
export function refreshPackets(): void {
  void queryClient.invalidateQueries({ queryKey: packetQueriesKey });
}

/** GET UserCenter/QueryInventory (T): the player's usable red packets (bet credit), for the confirmation page. */
export function useUsablePackets() {
  const mid = useSession((s) => (s.token ? s.userInfo?.Mid : undefined));
  return useQuery({
    queryKey: [...packetQueriesKey, "bag", mid, "usable-packets"],
    queryFn: async () => {
      const page = await request<Paged<InventoryItem>>("UserCenter/QueryInventory", {
        state: "usable",
        pageSize: 100,
      });
      return page.list.filter((item) => item.kind === "red_packet" && (item.remaining ?? 0) > 0);
    },
    enabled: mid !== undefined,
  });
}

/** The red packet paying an order: the best one preselected, switched off by the player. */
export interface PacketChoiceModel {
  /** The best packet for the stake, or null (none usable, or the order may not take one). */
  best: PacketChoice | null;
  /** What the order sends: the best one unless switched off. */
  choice: PacketChoice | null;
  off: boolean;
  setOff(off: boolean): void;
}

/**
 * The confirmation pages' red packet (issue 25): one per order, the best one for `costFen` preselected;
 * `allowed` false (a chase, 合买) offers none.
 */
export function usePacketChoice(costFen: number, allowed: boolean): PacketChoiceModel {
  const query = useUsablePackets();
  const [off, setOff] = useState(false);
  const best = allowed ? bestPacket(query.data ?? [], costFen) : null;
  return { best, choice: off ? null : best, off, setOff };
}

/**
 * How an order paid partly by the chosen red packet is confirmed and sent: the packet's line after
 * the order's own `lines`, the amount that leaves the cash balance (the credit pays first) and the
 * `packetId` field of the bet call (empty without a packet).
 */
export function packetPayment(
  packets: PacketChoiceModel,
  lines: readonly string[],
  costFen: number,
): { details: string[]; amountFen: number; fields: { packetId?: number } } {
  const packet = packets.choice;
  return {
    details: packet
      ? [...lines, lotteryMessages.lottery.packetUse(formatMoney(packet.creditFen), packet.packet.name)]
      : [...lines],
    amountFen: costFen - (packet?.creditFen ?? 0),
    fields: packet ? { packetId: packet.packet.id } : {},
  };
}
