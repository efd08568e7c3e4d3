import { describe, expect, it } from "vitest";
import { drawHits, markTicket, recordFilterGames, tierName } from "./order-view.ts";

describe("order view logic", () => {
  it("marks a DT ticket's bankers and numbers against the hit numbers, per zone", () => {
    const zones = markTicket("ssq", "DT", "DT:03,10#16,20,24|13", [["03", "20"], []]);
    const states = zones.map((z) => [...z.bankers, ...z.numbers].map((b) => `${b.text}:${b.state}`));
    expect(states).toEqual([["03:hit", "10:miss", "16:miss", "20:hit", "24:miss"], ["13:miss"]]);
    expect(zones[0]!.bankers.map((b) => b.text)).toEqual(["03", "10"]);
  });

  it("leaves numbers open before the draw and in zones that are not balls or digits", () => {
    expect(
      markTicket("ssq", "FS", "FS:01,02|07", null).flatMap((z) => z.numbers.map((b) => b.state)),
    ).toEqual(["open", "open", "open"]);
    const sum = markTicket("jsks", "HZ", "HZ:4,5", [[]]);
    expect(sum[0]!.numbers.map((b) => b.state)).toEqual(["open", "open"]);
  });

  it("rings the drawn balls some ticket hit: by zone, by position, or anywhere", () => {
    expect(drawHits("03,10,16,20,24,29|13", [{ hitNumbers: [["03", "29"], ["13"]] }])).toEqual([
      [true, false, false, false, false, true],
      [true],
    ]);
    // positional: position 5 drew 0, position 2 also drew 0 but no ticket hit it there
    expect(drawHits("5,0,9,3,0", [{ hitNumbers: [[], [], [], [], ["0"]] }, { hitNumbers: null }])).toEqual([
      [false, false, false, false, true],
    ]);
  });

  it("names tiers: 一等奖 for numbered tiers, the play name for play codes", () => {
    expect(tierName("ssq", "1")).toBe("一等奖");
    expect(tierName("ssq", "6")).toBe("六等奖");
    expect(tierName("ffssc", "5XZX")).toBe("五星直选");
    expect(tierName("ffssc", "ODD")).toBe("ODD");
  });

  it("offers every visible game, sports first", () => {
    const games = recordFilterGames();
    expect(games[0]).toEqual({ code: "jczq", name: "竞彩足球" });
    expect(games.map((g) => g.code)).toContain("ssq");
    expect(new Set(games.map((g) => g.code)).size).toBe(games.length);
  });
});
