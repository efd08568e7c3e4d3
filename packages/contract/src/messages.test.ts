import { describe, expect, it } from "vitest";
import { rechargeStatuses } from "./funds.ts";
import { Msg } from "./messages.ts";
import { betYouhuaCreateParams, bonusModes } from "./sports-bets.ts";

describe("names the client shows from the contract", () => {
  it("names every recharge status", () => {
    expect(Object.keys(Msg.rechargeStatusNames).sort()).toEqual([...rechargeStatuses].sort());
  });

  it("names every bonus mode with a name bet_youhua_create accepts as that mode", () => {
    expect(Object.keys(Msg.sportsBets.bonusModeNames).sort()).toEqual([...bonusModes].sort());
    for (const [mode, name] of Object.entries(Msg.sportsBets.bonusModeNames)) {
      expect(betYouhuaCreateParams.shape.mode.parse(name)).toBe(mode);
    }
  });
});
