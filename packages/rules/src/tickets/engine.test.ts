import { describe, expect, it } from "vitest";
import {
  countTickets,
  DEFAULT_MAX_BETS,
  formatDraw,
  formatTickets,
  parseDraw,
  playsOf,
  supportsAddition,
  ticketCostFen,
  unitPriceFen,
} from "./engine.ts";
import { TICKET_REFUSALS, type TicketRefusalCode } from "./refusals.ts";

const balls = (from: number, to: number): string =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(2, "0")).join(",");

// [game, tickets, refusal code]
const REFUSED: [string, string, TicketRefusalCode][] = [
  ["ssq", "", "TOO_FEW_NUMBERS"],
  ["ssq", "DS01,02,03,04,05,06|07", "MALFORMED"],
  ["ssq", "DS:01,,02,03,04,05,06|07", "MALFORMED"],
  ["ssq", "DS:01,02,03,04,05,06|07;", "MALFORMED"],
  ["ssq", "DS:01#02#03,04,05,06|07", "MALFORMED"],
  ["ssq", "DT:#01,02,03,04,05,06,07|07", "MALFORMED"],
  ["jczq", "DS:01,02,03,04,05,06|07", "UNKNOWN_GAME"],
  ["nosuchgame", "DS:01", "UNKNOWN_GAME"],
  ["ssq", "XX:01,02,03,04,05,06|07", "UNKNOWN_PLAY"],
  ["ssq", "DS:01,02,03,04,05,06", "ZONE_COUNT"],
  ["ssq", "DS:01,02,03,04,05,06|07|08", "ZONE_COUNT"],
  ["ssq", "DS:1,2,3,4,5,6|7", "BAD_NUMBER"],
  ["ssq", "DS:01,02,03,04,05, 06|07", "BAD_NUMBER"],
  ["ssq", "DS:01,02,03,04,05,34|07", "OUT_OF_RANGE"],
  ["ssq", "DS:00,02,03,04,05,06|07", "OUT_OF_RANGE"],
  ["ssq", "DS:01,02,03,04,05,06|17", "OUT_OF_RANGE"],
  ["ssq", "DS:01,01,03,04,05,06|07", "DUPLICATE_NUMBER"],
  ["ssq", "DS:01,02,03,04,05|07", "TOO_FEW_NUMBERS"],
  ["ssq", "DS:01,02,03,04,05,06,07|07", "TOO_MANY_NUMBERS"],
  ["ssq", `FS:${balls(1, 21)}|07`, "TOO_MANY_NUMBERS"],
  ["ssq", "FS:01,02,03,04,05,06,07|", "TOO_FEW_NUMBERS"],
  ["ssq", "DS:01#02,03,04,05,06|07", "BANKER_NOT_ALLOWED"],
  ["ssq", "DT:01,02,03,04,05,06#07,08|09", "BANKER_COUNT"],
  ["ssq", "DT:01,02,03,04,05,06,07|08", "BANKER_COUNT"],
  ["ssq", "DT:01,02#03,04,05,06|07", "TOO_FEW_NUMBERS"],
  ["ssq", "DT:01,02#02,03,04,05,06|07", "BANKER_IN_DRAGS"],
  ["ssq", "DT:01,02#03,04,05,06,07|08#09", "BANKER_NOT_ALLOWED"],
  ["dlt", "DS:01,02,03,04,05|01", "TOO_FEW_NUMBERS"],
  ["dlt", "DS:01,02,03,04,36|01,02", "OUT_OF_RANGE"],
  ["dlt", "DS:01,02,03,04,05|01,13", "OUT_OF_RANGE"],
  ["dlt", "DT:01,02,03,04,05#06,07|01,02", "BANKER_COUNT"],
  ["dlt", "DT:01,02,03,04,05,06|01,02", "BANKER_COUNT"],
  ["dlt", "DT:01#02,03,04,05,06|01,02#03,04", "BANKER_COUNT"],
  ["dlt", "DT:01#02,03,04,05,06|01#02", "TOO_FEW_NUMBERS"],
  ["dlt", "DT:01#02,03,04,05|01,02", "TOO_FEW_NUMBERS"],
  ["dlt", "DT:01#02,03,04,05,06|01", "TOO_FEW_NUMBERS"],
  ["dlt", `FS:${balls(1, 35)}|${balls(1, 12)}`, "TOO_MANY_BETS"],
  ["qlc", "DS:01,02,03,04,05,06|07", "ZONE_COUNT"],
  ["qlc", "DS:01,02,03,04,05,06,31", "OUT_OF_RANGE"],
  ["qlc", `FS:${balls(1, 17)}`, "TOO_MANY_NUMBERS"],
  ["qlc", "DT:01,02,03,04,05,06,07#08,09", "BANKER_COUNT"],
  ["qlc", "DT:01,02,03,04,05,06#07", "TOO_FEW_NUMBERS"],
  ["lhc", "DS10:01,02,03,04,05,06,07", "TOO_MANY_NUMBERS"],
  ["lhc", "FS05:01,02,03,04,05", "TOO_FEW_NUMBERS"],
  ["lhc", "DS10:01,02,03,04,05,50", "OUT_OF_RANGE"],
  ["lhc", "DT10:01,02,03,04,05,06#07,08", "BANKER_COUNT"],
  ["lhc", "DT05:01,02,03,04,05#06", "TOO_FEW_NUMBERS"],
  ["lhc", "DS20:01,02,03,04,05,06", "UNKNOWN_PLAY"],
  ["fc3d", "ZX:1,1|2|3", "DUPLICATE_NUMBER"],
  ["fc3d", "ZX:1|2", "ZONE_COUNT"],
  ["fc3d", "ZX:10|2|3", "BAD_NUMBER"],
  ["fc3d", "ZX:1||3", "TOO_FEW_NUMBERS"],
  ["pl3", "ZXHZ:28", "OUT_OF_RANGE"],
  ["pl3", "ZXHZ:05", "BAD_NUMBER"],
  ["pl3", "Z3:1", "TOO_FEW_NUMBERS"],
  ["fc3d", "Z6:1,2", "TOO_FEW_NUMBERS"],
  ["fc3d", "Z6:1#2,3,4", "BANKER_NOT_ALLOWED"],
  ["pl5", "ZX:1|2|3|4", "ZONE_COUNT"],
  ["qxc", "DS:1|2|3|4|5|6|15", "OUT_OF_RANGE"],
  ["qxc", "DS:1,2|2|3|4|5|6|1", "TOO_MANY_NUMBERS"],
  ["xqxc", "FS:1|2|3|4|5|6", "ZONE_COUNT"],
  ["cqssc", "DWD:||||", "TOO_FEW_NUMBERS"],
  ["cqssc", "DXDS:BIG|DA", "BAD_NUMBER"],
  ["cqssc", "DXDS:DA,大|DAN", "DUPLICATE_NUMBER"],
  ["cqssc", "5XZX:1|2|3|4", "ZONE_COUNT"],
  ["cqssc", "3XZ3:5", "TOO_FEW_NUMBERS"],
  ["ffssc", "2XZU:1", "TOO_FEW_NUMBERS"],
  ["syxw", "RX1:01#02", "BANKER_NOT_ALLOWED"],
  ["syxw", "RX3:01,02,03#04,05", "BANKER_COUNT"],
  ["syxw", "RX3:01,02#03", "TOO_FEW_NUMBERS"],
  ["syxw", "RX5:1,2,3,4,5", "BAD_NUMBER"],
  ["gd11x5", "RX5:01,02,03,04,12", "OUT_OF_RANGE"],
  ["syxw", "Q2ZHIX:01|01", "NO_BETS"],
  ["syxw", "RX8:01,02,03,04,05,06,07", "TOO_FEW_NUMBERS"],
  ["syxw", "Q2ZUX:01,02#03", "BANKER_COUNT"],
  ["jsks", "HZ:2", "OUT_OF_RANGE"],
  ["jsks", "3BTH:1,2", "TOO_FEW_NUMBERS"],
  ["jsks", "2THDX:1|1", "NO_BETS"],
  ["jsks", "3THTX:XX", "BAD_NUMBER"],
  ["jsks", "3THDX:7", "OUT_OF_RANGE"],
  ["ffk3", "3THTX:TX,TX", "DUPLICATE_NUMBER"],
  ["bjpk10", "DWD:|||||||||", "TOO_FEW_NUMBERS"],
  ["bjpk10", "Q3ZX:01|01|01", "NO_BETS"],
  ["xyft", "LH:LONG|||", "ZONE_COUNT"],
  ["xyft", "LH:||||", "TOO_FEW_NUMBERS"],
  ["bjpk10", "GYH:20", "OUT_OF_RANGE"],
  ["bjpk10", "DWD:11|||||||||", "OUT_OF_RANGE"],
  ["fflyb", "LYB:7", "OUT_OF_RANGE"],
  ["fflyb", "LYB:1,1", "DUPLICATE_NUMBER"],
  ["ffslm", "SLM:XX", "BAD_NUMBER"],
  ["ffslm", "SLM:", "TOO_FEW_NUMBERS"],
  ["qwlhc", "DS10:01,02,03,04,05,49,49", "DUPLICATE_NUMBER"],
];

describe("ticket refusals", () => {
  it.each(REFUSED)("%s %s → %s", (game, tickets, code) => {
    const result = countTickets(game, tickets);
    expect(result).toEqual({ ok: false, code, message: TICKET_REFUSALS[code] });
  });

  it("refuses more than 1000 tickets in one string", () => {
    const many = Array.from({ length: 1001 }, () => "RX1:01").join(";");
    expect(countTickets("syxw", many)).toMatchObject({ ok: false, code: "TOO_MANY_TICKETS" });
  });

  it("caps the bets of one string, and lets the caller move the cap", () => {
    const big = `FS:${balls(1, 20)}|${balls(1, 16)}`; // 620,160 bets
    expect(countTickets("ssq", big)).toMatchObject({ ok: true, value: { bets: 620160 } });
    expect(countTickets("ssq", big, { maxBets: 1000 })).toMatchObject({ ok: false, code: "TOO_MANY_BETS" });
    expect(DEFAULT_MAX_BETS).toBe(1_000_000);
  });

  it("never throws on junk input", () => {
    let seed = 7;
    const rnd = (n: number): number => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    const alphabet = "0123456789,|#:;DSFTXZRHAB大 \n";
    const games = ["ssq", "dlt", "fc3d", "qxc", "lhc", "cqssc", "syxw", "jsks", "bjpk10", "fflyb", "ffslm"];
    for (let i = 0; i < 3000; i += 1) {
      const text = Array.from({ length: rnd(40) }, () => alphabet[rnd(alphabet.length)]).join("");
      const game = games[rnd(games.length)] ?? "ssq";
      expect(() => countTickets(game, text)).not.toThrow();
      expect(() => parseDraw(game, text)).not.toThrow();
    }
  });
});

// [game, tickets, bets]
const COUNTED: [string, string, number][] = [
  ["ssq", "DS:01,02,03,04,05,06|07", 1],
  ["ssq", "FS:01,02,03,04,05,06,07|07,08", 14],
  ["ssq", "DT:01,02#03,04,05,06,07|08", 5],
  ["ssq", "FS:01,02,03,04,05,06|01,02,03", 3],
  ["ssq", "DS:01,02,03,04,05,06|07;FS:01,02,03,04,05,06,07|07,08", 15],
  ["ssq", " ds:01,02,03,04,05,06|07 ", 1],
  ["dlt", "DS:01,02,03,04,05|01,02", 1],
  ["dlt", "DT:01#02,03,04,05,06|01#02,03", 10],
  ["dlt", "DT:01,02#03,04,05,06|01,02,03,04", 24],
  ["qlc", "DS:01,02,03,04,05,06,07", 1],
  ["qlc", `FS:${balls(1, 16)}`, 11440],
  ["lhc", "DS10:01,02,03,04,05,06", 1],
  ["lhc", "FS05:01,02,03,04,05,06,07,08", 28],
  // The minimum selection written as a multiple is one bet, as for SSQ (RULES-HOUSE.md §1).
  ["lhc", "FS10:01,02,03,04,05,06", 1],
  ["lhc", "FS05:01,02,03,04,05,06", 1],
  ["lhc", "DT05:01,02,03,04,05#06,07,08", 3],
  ["fc3d", "ZX:1,2|3|4", 2],
  ["pl3", "ZXHZ:0,27,13", 77],
  ["plsan", "Z3:0,1,2,3,4,5,6,7,8,9", 90],
  ["fc3d", "Z6:0,1,2,3,4,5,6,7,8,9", 120],
  ["pl5", "ZX:0,1|2|3|4|5,6,7", 6],
  ["qxc", "DS:1|2|3|4|5|6|14", 1],
  ["xqxc", "FS:0,1,2,3,4,5,6,7,8,9|1|2|3|4|5|0,1,2,3,4,5,6,7,8,9,10,11,12,13,14", 150],
  ["cqssc", "5XTX:1,2|3|4|5|6", 2],
  ["cqssc", "3XZX:1|2|3,4", 2],
  ["cqssc", "3XZ6:1,2,3,4", 4],
  ["xjssc", "2XZU:1,2,3", 3],
  ["tjssc", "1X:0,9", 2],
  ["jlffc", "DXDS:DA,XIAO,DAN,SHUANG|大", 4],
  ["ffssc", "DWD:0,1,2,3,4,5,6,7,8,9||||9", 11],
  ["syxw", "RX2:01,02,03", 3],
  ["syxw", "RX7:01,02,03,04,05,06#07,08,09,10,11", 5],
  ["syxw", `RX8:${balls(1, 11)}`, 165],
  ["jx11x5", "Q2ZUX:01#02,03", 2],
  ["ff11x5", "Q3ZUX:01,02#03,04,05", 3],
  ["wf11x5", "Q3ZHIX:01,02|01,02|01,02,03", 2],
  ["jsks", "HZ:3,10,18", 3],
  ["ahk3", "3THTX:TX", 1],
  ["hbk3", "3THTX:通选;3LHTX:TX", 2],
  ["jsks", "3THDX:1,2,3", 3],
  ["jsks", "2THFX:1,2,3,4,5,6", 6],
  ["jsks", "2THDX:1,2,3|1,2,3", 6],
  ["jsks", "2BTH:1,2,3,4,5,6", 15],
  ["bjpk10", "GYH:3,4", 2],
  ["xyft", "GYHDXDS:DA,XIAO", 2],
  ["ffpk10", "DXDS:DA|||||||||DAN,SHUANG", 3],
  ["wfpk10", "LH:LONG,HU|HU|||龙", 4],
  ["bjpk10", "Q3ZX:01,02|01,02|01,02,03", 2],
  ["fflyb", "LYB:1,2,3", 3],
  ["wfslm", "SLM:SZ,ZZ,SP", 3],
  ["ffslm", "SLM:射中", 1],
];

describe("counting", () => {
  it.each(COUNTED)("%s %s → %i bets", (game, tickets, bets) => {
    const result = countTickets(game, tickets);
    expect(result.ok && result.value.bets).toBe(bets);
  });

  it("counts a 20-red, 16-blue SSQ multiple and a whole DLT matrix in closed form", () => {
    const dlt = countTickets("dlt", `FS:${balls(1, 35)}|${balls(1, 12)}`, {
      maxBets: Number.MAX_SAFE_INTEGER,
    });
    expect(dlt.ok && dlt.value.bets).toBe(21425712);
  });
});

describe("prices", () => {
  it.each([
    ["ssq", "DS", false, 200],
    ["dlt", "DS", false, 200],
    ["dlt", "FS", true, 300],
    ["ssq", "FS", true, 200],
    ["lhc", "DS10", false, 1000],
    ["lhc", "fs05", false, 500],
    ["qwlhc", "DT05", false, 500],
    ["cqssc", "5XZX", false, 200],
  ] as const)("%s %s 追加=%s → %i fen", (game, play, addition, unit) => {
    expect(unitPriceFen(game, play, addition)).toBe(unit);
  });

  it("answers null for unknown games and plays", () => {
    expect(unitPriceFen("jczq", "SPF")).toBeNull();
    expect(unitPriceFen("ssq", "DT05")).toBeNull();
  });

  it("prices tickets at a multiple, with 追加 only for DLT", () => {
    const dlt = countTickets("dlt", "FS:01,02,03,04,05,06,07|01,02,03");
    if (!dlt.ok) throw new Error(dlt.code);
    expect(ticketCostFen("dlt", dlt.value.tickets, { multiple: 3 })).toBe(63 * 200 * 3);
    expect(ticketCostFen("dlt", dlt.value.tickets, { multiple: 3, addition: true })).toBe(63 * 300 * 3);
    expect(supportsAddition("dlt")).toBe(true);
    expect(supportsAddition("ssq")).toBe(false);
    const lhc = countTickets("lhc", "FS10:01,02,03,04,05,06,07;DS05:01,02,03,04,05,06");
    if (!lhc.ok) throw new Error(lhc.code);
    expect(lhc.value.baseCostFen).toBe(7000 + 500);
    expect(ticketCostFen("lhc", lhc.value.tickets, { multiple: 2, addition: true })).toBe(15000);
  });

  it("throws on a multiple the caller failed to validate (a bug, not input)", () => {
    expect(() => ticketCostFen("ssq", [{ play: "DS", bets: 1 }], { multiple: 0 })).toThrow(RangeError);
    expect(() => ticketCostFen("ssq", [{ play: "DS", bets: 1 }], { multiple: 1.5 })).toThrow(RangeError);
  });
});

describe("draws", () => {
  // [game, draw, parsed or refusal code]
  it.each([
    ["ssq", "01,02,03,04,05,06|07", [[1, 2, 3, 4, 5, 6], [7]]],
    ["ssq", "01,02,03,04,05,05|07", "DUPLICATE_NUMBER"],
    ["ssq", "01,02,03,04,05,06|17", "OUT_OF_RANGE"],
    ["ssq", "01,02,03,04,05|07", "TOO_FEW_NUMBERS"],
    ["ssq", "01,02,03,04,05,06", "ZONE_COUNT"],
    ["ssq", "01#02,03,04,05,06|07", "MALFORMED"],
    ["dlt", "01,02,03,04,05|01,01", "DUPLICATE_NUMBER"],
    ["qlc", "01,02,03,04,05,06,07|07", "DUPLICATE_NUMBER"],
    ["lhc", "01,02,03,04,05,06|49", [[1, 2, 3, 4, 5, 6], [49]]],
    ["lhc", "01,02,03,04,05,06|06", "DUPLICATE_NUMBER"],
    ["fc3d", "1,1,1", [[1, 1, 1]]],
    ["fc3d", "1|8|8", [[1, 8, 8]]],
    ["qxc", "1,2,3,4,5,6|14", [[1, 2, 3, 4, 5, 6], [14]]],
    ["qxc", "1|2|3|4|5|6|14", [[1, 2, 3, 4, 5, 6], [14]]],
    ["syxw", "03,07,01,10,05", [[3, 7, 1, 10, 5]]],
    ["syxw", "03,07,01,10,03", "DUPLICATE_NUMBER"],
    ["jsks", "1,4,7", "OUT_OF_RANGE"],
    ["bjpk10", "01,02,03,04,05,06,07,08,09,09", "DUPLICATE_NUMBER"],
    ["ffslm", "13,13|13", [[13, 13], [13]]],
    ["jczq", "1,2,3", "UNKNOWN_GAME"],
  ] as const)("%s %s", (game, draw, want) => {
    const result = parseDraw(game, draw);
    if (typeof want === "string") expect(result).toMatchObject({ ok: false, code: want });
    else expect(result).toEqual({ ok: true, value: want });
  });

  it("formats a parsed draw back canonically", () => {
    const d = parseDraw("fc3d", "1|8|8");
    expect(d.ok && formatDraw("fc3d", d.value)).toBe("1,8,8");
    const s = parseDraw("ssq", "03,08,12,19,25,31|09");
    expect(s.ok && formatDraw("ssq", s.value)).toBe("03,08,12,19,25,31|09");
  });
});

describe("formatting and catalogue of plays", () => {
  it("writes tickets canonically: sorted, zero-padded, pinyin tokens", () => {
    const c = countTickets("ssq", "dt:02,01#07,03,04,05,06|08");
    expect(c.ok && formatTickets("ssq", c.value.tickets)).toBe("DT:01,02#03,04,05,06,07|08");
    const p = countTickets("bjpk10", "LH:龙,HU||||;DXDS:双|||||||||");
    expect(p.ok && formatTickets("bjpk10", p.value.tickets)).toBe("LH:LONG,HU||||;DXDS:SHUANG|||||||||");
  });

  it("lists play codes per game", () => {
    expect(playsOf("ssq").map((p) => p.code)).toEqual(["DS", "FS", "DT"]);
    expect(playsOf("lhc").map((p) => p.code)).toEqual(["DS10", "FS10", "DT10", "DS05", "FS05", "DT05"]);
    expect(playsOf("syxw").map((p) => p.code)).toEqual([
      "RX1",
      "RX2",
      "RX3",
      "RX4",
      "RX5",
      "RX6",
      "RX7",
      "RX8",
      "Q2ZHIX",
      "Q3ZHIX",
      "Q2ZUX",
      "Q3ZUX",
    ]);
    expect(playsOf("jczq")).toEqual([]);
  });
});
