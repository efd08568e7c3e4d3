import { describe, expect, it } from "vitest";
import { settleSportsTicket } from "./settle.ts";
import type { SportsTicketInput } from "./ticket.ts";

/** A 2串1 of two 比分 picks at the given SPs, multiple 2, both right. */
function twoScores(spA: string, spB: string) {
  const input: SportsTicketInput = {
    game: "jczq",
    legs: [
      { matchId: "a", play: "BF", options: [{ code: "1:0", sp: spA }] },
      { matchId: "b", play: "BF", options: [{ code: "2:0", sp: spB }] },
    ],
    passTypes: "2_1",
    multiple: 2,
  };
  return settleSportsTicket(input, { a: { BF: "1:0" }, b: { BF: "2:0" } });
}

describe("prize tax on sports bets (a bet at multiple 1 over 10,000 yuan: 20 % withheld)", () => {
  it("taxes a bet of 11,200 yuan on its whole prize × the multiple", () => {
    // 2 × 70 × 80 = 11,200 yuan a bet; × 2 = 22,400; 20 % = 4,480 yuan withheld.
    expect(twoScores("70.00", "80.00")).toMatchObject({
      ok: true,
      value: { prizeFen: 2_240_000, taxFen: 448_000 },
    });
  });

  it("does not tax a bet of exactly 10,000 yuan", () => {
    expect(twoScores("50.00", "100.00")).toMatchObject({
      ok: true,
      value: { prizeFen: 2_000_000, taxFen: 0 },
    });
  });
});
