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

  it("rings 七星彩's back digit from the ticket's seventh zone, each front digit at its own position", () => {
    const hitNumbers = [["5"], ["2"], [], [], ["9"], [], ["14"]];
    expect(drawHits("5,2,9,9,9,9|14", [{ hitNumbers }])).toEqual([
      [true, true, false, false, true, false],
      [true],
    ]);
    const back = markTicket("qxc", "DS", "DS:5|2|3|4|9|6|14", hitNumbers);
    expect(back[6]!.numbers).toEqual([{ text: "14", state: "hit" }]);
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

  it.each([
    ["ssq", "1", "一等奖"],
    ["ssq", "6", "六等奖"],
    ["ssq", "fuyun", "福运奖"],
    ["dlt", "1A", "一等奖（追加）"],
    ["dlt", "2A", "二等奖（追加）"],
    ["lhc", "4H", "四等奖"],
    ["qxc", "6", "六等奖"],
    ["fc3d", "Z3", "组三"],
    ["ffk3", "HZ-11", "和值11"],
    ["ffk3", "3THTX", "三同号通选"],
    ["ffk3", "2BTH", "二不同号"],
    ["ff11x5", "RX5", "任选五"],
    ["ff11x5", "Q2ZHIX", "前二直选"],
    ["ffssc", "5XZX", "五星直选"],
    ["ffssc", "5XTX-1", "五星通选一等奖"],
    ["ffssc", "DXDS", "大小单双"],
    ["ffpk10", "GYH-11", "冠亚和11"],
    ["ffpk10", "GYHDXDS-DA", "冠亚和大小单双（大）"],
    ["ffpk10", "GYHDXDS-SHUANG", "冠亚和大小单双（双）"],
    ["ffpk10", "LH", "龙虎"],
    ["fflyb", "LYB-2", "鱼虾蟹 开出2个"],
    ["ffslm", "SLM-SZ", "射龙门（射中）"],
    ["ffssc", "ODD", "中奖"],
  ])("names %s tier %s as %s", (game, tier, name) => {
    expect(tierName(game, tier)).toBe(name);
  });

  it.each([
    ["ffssc", "DXDS", "DXDS:DA,DAN|XIAO", ["大 单", "小"]],
    ["ffpk10", "LH", "LH:LONG|HU|||", ["龙", "虎", "", "", ""]],
    ["ffk3", "3THTX", "3THTX:TX", ["通选"]],
    ["fflyb", "LYB", "LYB:1,6", ["鱼 金钱"]],
    ["ffk3", "HZ", "HZ:4,11", ["4 11"]],
  ])("writes %s %s ticket values in words", (game, play, ticket, zones) => {
    const marked = markTicket(game, play, ticket, null);
    expect(marked.map((z) => [...z.bankers, ...z.numbers].map((b) => b.text).join(" "))).toEqual(zones);
  });

  it("offers every visible game, sports first", () => {
    const games = recordFilterGames();
    expect(games[0]).toEqual({ code: "jczq", name: "竞彩足球" });
    expect(games.map((g) => g.code)).toContain("ssq");
    expect(new Set(games.map((g) => g.code)).size).toBe(games.length);
  });
});
