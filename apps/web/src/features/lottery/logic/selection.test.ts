import { describe, expect, it } from "vitest";
import { BallStatus, countTickets } from "@lottery/rules";
import { NUMBER_GAME_CODES, numberGameOf, playDefOf, playDefsOf } from "./games.ts";
import { randomSelection, randomSingleBets, singleBetPlay, type RandomInt } from "./random-pick.ts";
import {
  ballStatus,
  countSelection,
  emptySelection,
  tapBall,
  ticketOf,
  type Selection,
} from "./selection.ts";

const seeded = (seed: number): RandomInt => {
  let state = seed;
  return (n) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
};

/** Taps values one after another in one zone of a selection. */
function tap(gameCode: string, selection: Selection, zoneIndex: number, values: number[]): Selection {
  const spec = playDefOf(gameCode, selection.play)!.zones[zoneIndex]!;
  let zone = selection.zones[zoneIndex]!;
  for (const value of values) {
    const next = tapBall(spec, zone, value);
    if ("refused" in next) throw new Error(next.refused);
    zone = next.zone;
  }
  return { ...selection, zones: selection.zones.map((z, i) => (i === zoneIndex ? zone : z)) };
}

describe("number-game routes", () => {
  it("names the game of each number-game route, case-insensitively", () => {
    expect(numberGameOf("/ssq")).toBe("ssq");
    expect(numberGameOf("/PL5")).toBe("pl5");
    expect(numberGameOf("/fc3dpl3/fc3d", "fc3d")).toBe("fc3d");
    expect(numberGameOf("/fc3dpl3/pl3", "PL3")).toBe("pl3");
    expect(numberGameOf("/fc3dpl3/ssq", "ssq")).toBeNull();
    expect(numberGameOf("/jczq")).toBeNull();
  });
});

describe("ball selection (SPEC 3 cycle)", () => {
  it("cycles none → banker → selected → none in a DT zone", () => {
    const spec = playDefOf("ssq", "DT")!.zones[0]!;
    let zone = { bankers: [] as number[], numbers: [] as number[] };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const next = tapBall(spec, zone, 7);
      if ("refused" in next) throw new Error(next.refused);
      zone = next.zone;
      statuses.push(ballStatus(zone, 7));
    }
    expect(statuses).toEqual([BallStatus.BANKER, BallStatus.SELECTED, BallStatus.NONE]);
  });

  it("selects plainly once the zone's bankers are full (SSQ: 5)", () => {
    const selection = tap("ssq", emptySelection("ssq", "DT"), 0, [1, 2, 3, 4, 5, 6]);
    expect(selection.zones[0]).toEqual({ bankers: [1, 2, 3, 4, 5], numbers: [6] });
  });

  it("toggles none ↔ selected outside DT and refuses more numbers than the zone allows", () => {
    const spec = playDefOf("ssq", "DS")!.zones[0]!;
    const six = tap("ssq", emptySelection("ssq", "DS"), 0, [1, 2, 3, 4, 5, 6]);
    expect(six.zones[0]!.bankers).toEqual([]);
    expect(tapBall(spec, six.zones[0]!, 7)).toEqual({ refused: "最多只能选6个号码" });
    expect(tap("ssq", six, 0, [6]).zones[0]!.numbers).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("live count through the rules package", () => {
  it("counts an SSQ FS selection: 7 red × 2 blue = 14 bets, 28 yuan", () => {
    const reds = tap("ssq", emptySelection("ssq", "FS"), 0, [1, 2, 3, 4, 5, 6, 7]);
    const selection = tap("ssq", reds, 1, [7, 8]);
    expect(ticketOf("ssq", selection)).toBe("FS:01,02,03,04,05,06,07|07,08");
    expect(countSelection("ssq", selection)).toMatchObject({ bets: 14, amountFen: 2800, hint: null });
  });

  it("writes an SSQ DT ticket with bankers: C(5,4) = 5 bets", () => {
    // 1…5 become bankers (room for 5), 6 and 7 plain drags; tapping 3…5 again makes them drags.
    const tapped = tap("ssq", emptySelection("ssq", "DT"), 0, [1, 2, 3, 4, 5, 6, 7, 3, 4, 5]);
    const selection = tap("ssq", tapped, 1, [8]);
    expect(selection.zones[0]).toEqual({ bankers: [1, 2], numbers: [3, 4, 5, 6, 7] });
    expect(ticketOf("ssq", selection)).toBe("DT:01,02#03,04,05,06,07|08");
    expect(countSelection("ssq", selection)).toMatchObject({ bets: 5, amountFen: 1000 });
  });

  it("prices DLT 追加 at 3 yuan a bet and positional 3D at 2 × 1 × 1", () => {
    const front = tap("dlt", emptySelection("dlt", "DS"), 0, [1, 2, 3, 4, 5]);
    const dlt = tap("dlt", front, 1, [1, 2]);
    expect(countSelection("dlt", dlt, true)).toMatchObject({ bets: 1, amountFen: 300 });
    let d3 = tap("fc3d", emptySelection("fc3d", "ZX"), 0, [1, 2]);
    d3 = tap("fc3d", tap("fc3d", d3, 1, [3]), 2, [4]);
    expect(ticketOf("fc3d", d3)).toBe("ZX:1,2|3|4");
    expect(countSelection("fc3d", d3)).toMatchObject({ bets: 2, amountFen: 400 });
  });

  it("gives the rules' hint while a selection is incomplete and nothing when untouched", () => {
    const partial = tap("ssq", emptySelection("ssq", "FS"), 0, [1, 2]);
    expect(countSelection("ssq", partial)).toMatchObject({ bets: 0, ticket: null, hint: "号码个数不足" });
    expect(countSelection("ssq", emptySelection("ssq", "FS")).hint).toBeNull();
  });
});

describe("random pick", () => {
  it("fills every play of every number game with a valid selection", () => {
    const random = seeded(7);
    for (const game of NUMBER_GAME_CODES) {
      for (const play of playDefsOf(game)) {
        const pick = randomSelection(game, play.code, random);
        expect(countTickets(game, ticketOf(game, pick)).ok, `${game} ${play.code}`).toBe(true);
      }
    }
  });

  it("makes n one-bet tickets, DT and 和值 falling back to a one-bet play", () => {
    expect(singleBetPlay("ssq", "DT")).toBe("DS");
    expect(singleBetPlay("ssq", "FS")).toBe("FS");
    expect(singleBetPlay("lhc", "DT05")).toBe("DS05");
    expect(singleBetPlay("fc3d", "ZXHZ")).toBe("ZX");
    expect(singleBetPlay("fc3d", "Z6")).toBe("Z6");
    const random = seeded(42);
    for (const game of NUMBER_GAME_CODES) {
      const picks = randomSingleBets(game, playDefsOf(game).at(-1)!.code, 5, random);
      expect(picks).toHaveLength(5);
      for (const pick of picks) expect(countSelection(game, pick).bets, game).toBe(1);
    }
  });
});
