import { describe, expect, it } from "vitest";
import type { InventoryItem } from "@lottery/contract";
import { bestPacket } from "./packets.ts";

const packet = (id: number, remaining: number, expiresAt: string): InventoryItem => ({
  id,
  kind: "red_packet",
  name: `${remaining}元红包`,
  value: remaining,
  remaining,
  source: "store",
  sourceText: "积分兑换",
  state: "usable",
  stateText: "可使用",
  acquiredAt: "2026-11-01T00:00:00+08:00",
  expiresAt,
});

describe("the preselected red packet", () => {
  it("covers the most of the stake, and of equals expires first", () => {
    const list = [packet(1, 2, "2026-12-30"), packet(2, 10, "2026-12-20"), packet(3, 10, "2026-12-10")];
    expect(bestPacket(list, 800)).toEqual({ packet: list[2], creditFen: 800 });
    expect(bestPacket(list.slice(0, 1), 800)).toEqual({ packet: list[0], creditFen: 200 });
    expect(bestPacket([], 800)).toBeNull();
    expect(bestPacket(list, 0)).toBeNull();
  });
});
