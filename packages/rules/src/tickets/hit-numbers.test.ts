import { describe, expect, it } from "vitest";
import { countTickets, parseDraw } from "./engine.ts";
import { hitNumbers } from "./hit-numbers.ts";

function hits(game: string, ticket: string, draw: string): string[][] {
  const counted = countTickets(game, ticket);
  const drawn = parseDraw(game, draw);
  if (!counted.ok || !drawn.ok) throw new Error(`bad input ${ticket} ${draw}`);
  const first = counted.value.tickets[0];
  if (!first) throw new Error("no ticket");
  return hitNumbers(game, first, drawn.value);
}

describe("hitNumbers", () => {
  it("matches lotto zones zone by zone, bankers included", () => {
    expect(hits("ssq", "DT:01,02#03,04,05,06,07|08", "01,03,10,20,30,33|08")).toEqual([["01", "03"], ["08"]]);
    expect(hits("ssq", "DS:01,02,03,04,05,06|07", "11,12,13,14,15,16|08")).toEqual([[], []]);
  });

  it("matches positional digit plays position by position", () => {
    expect(hits("fc3d", "ZX:1,2|3|4", "1,5,4")).toEqual([["1"], [], ["4"]]);
  });

  it("matches a one-zone ticket against every drawn value", () => {
    expect(hits("syxw", "RX5:01,02,03,04,05,06", "01,03,07,09,11")).toEqual([["01", "03"]]);
  });

  it("matches plays over some drawn positions against those positions only", () => {
    expect(hits("jlffc", "1X:1,3,9", "3,9,9,1,1")).toEqual([["1"]]);
    expect(hits("jlffc", "3XZX:9|3|1,9", "3,9,9,1,1")).toEqual([["9"], [], ["1"]]);
    expect(hits("jlffc", "2XZU:1,3,9", "3,9,9,1,2")).toEqual([["1"]]);
    expect(hits("syxw", "RX1:01,03", "01,03,07,09,11")).toEqual([["01"]]);
    expect(hits("syxw", "Q2ZUX:01,03,07", "01,07,03,09,11")).toEqual([["01", "07"]]);
    expect(hits("syxw", "Q2ZHIX:07|01", "01,07,03,09,11")).toEqual([[], []]);
    expect(hits("syxw", "Q2ZHIX:01|07,03", "01,07,03,09,11")).toEqual([["01"], ["07"]]);
  });

  it("matches 七星彩 position by position, the back digit (后区) against the drawn back digit", () => {
    expect(hits("qxc", "FS:1,5|2|3|4|5|6|0,14", "5,2,9,9,9,9|14")).toEqual([
      ["5"],
      ["2"],
      [],
      [],
      [],
      [],
      ["14"],
    ]);
    expect(hits("qxc", "DS:9|9|9|9|9|9|5", "5,2,9,9,9,9|14")).toEqual([
      [],
      [],
      ["9"],
      ["9"],
      ["9"],
      ["9"],
      [],
    ]);
  });

  it("shows no numbers for sums", () => {
    expect(hits("fc3d", "ZXHZ:1", "1,0,0")).toEqual([[]]);
  });
});
