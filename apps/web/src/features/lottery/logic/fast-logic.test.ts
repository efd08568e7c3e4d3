import { GAMES, gameRules } from "@lottery/rules";
import { afterEach, describe, expect, it } from "vitest";
import { storage } from "../../../lib/storage.ts";
import { diceSum, drawView } from "./draw-view.ts";
import { fastZoneLabels } from "./fast-labels.ts";
import { confirmationGameOf, fastConfirmationPath, fastGameOf } from "./fast-games.ts";
import { buttonText, formatOdds, oddsOf, sharedOdds, valueWord } from "./fast-values.ts";
import { playGroupsOf } from "./play-groups.ts";

afterEach(() => window.localStorage.clear());

describe("fast-draw routes", () => {
  it("serves each family on its SPEC 2.4 route, any case, and nothing else", () => {
    expect(fastGameOf("/ssc/JLFFC", "JLFFC")).toBe("jlffc");
    expect(fastGameOf("/ssc/gd11x5", "gd11x5")).toBe("gd11x5");
    expect(fastGameOf("/k3/jsks", "jsks")).toBe("jsks");
    expect(fastGameOf("/xyft/ffpk10", "ffpk10")).toBe("ffpk10");
    expect(fastGameOf("/qwlhc/xamlhc", "xamlhc")).toBe("xamlhc");
    expect(fastGameOf("/LYB/FFLYB", "FFLYB")).toBe("fflyb");
    expect(fastGameOf("/shootingDragonDoor/WFSLM", "WFSLM")).toBe("wfslm");
    expect(fastGameOf("/k3/jlffc", "jlffc")).toBeNull();
    expect(fastGameOf("/QWLHC/lhc", "lhc")).toBeNull(); // the number game has /lhc
    expect(fastGameOf("/ssc/nope", "nope")).toBeNull();
  });

  it("lists bets at /confirmationSSC, /confirmationJSKS or /QWLHC/NumConfirmation", () => {
    expect(fastConfirmationPath("cqssc")).toBe("/confirmationSSC/cqssc");
    expect(fastConfirmationPath("bjpk10")).toBe("/confirmationSSC/bjpk10");
    expect(fastConfirmationPath("ffslm")).toBe("/confirmationJSKS/ffslm");
    expect(fastConfirmationPath("qwlhc")).toBe("/QWLHC/NumConfirmation?gameCode=qwlhc");
  });

  it("finds the confirmation's game from the route, the query, else the newest stored list", () => {
    expect(confirmationGameOf("ssc", "jlffc", "")).toBe("jlffc");
    expect(confirmationGameOf("jsks", "jlffc", "")).toBeNull();
    expect(confirmationGameOf("qwlhc", "", "?gameCode=xamlhc")).toBe("xamlhc");
    storage.setPerGame("confirmation", "ffk3", [{ id: `${(1000).toString(36)}-1` }]);
    storage.setPerGame("confirmation", "fflyb", [{ id: `${(2000).toString(36)}-2` }]);
    expect(confirmationGameOf("jsks", "HZ", "")).toBe("fflyb");
  });
});

describe("plays and values", () => {
  it("groups every play of every fast game exactly once, with a heading per zone", () => {
    for (const game of GAMES.filter((g) => g.kind === "house" || g.kind === "official-fast")) {
      const plays = gameRules(game.code)?.rules.plays ?? [];
      const grouped = playGroupsOf(game.code).flatMap((g) => g.plays.map((p) => p.code));
      expect(grouped.sort(), game.code).toEqual(plays.map((p) => p.code).sort());
      for (const play of plays) {
        expect(fastZoneLabels(game.code, play.code), `${game.code} ${play.code}`).toHaveLength(
          play.zones.length,
        );
      }
    }
  });

  it("writes words in Chinese and K3 同号 faces repeated", () => {
    expect(buttonText("ffssc", "DXDS", 0, 1)).toBe("大");
    expect(buttonText("ffpk10", "LH", 2, 2)).toBe("虎");
    expect(buttonText("ffslm", "SLM", 0, 2)).toBe("撞柱");
    expect(buttonText("fflyb", "LYB", 0, 5)).toBe("葫芦");
    expect(buttonText("ffk3", "3THDX", 0, 4)).toBe("444");
    expect(buttonText("ffk3", "2THDX", 1, 4)).toBe("4");
    expect(buttonText("ff11x5", "RX5", 0, 7)).toBe("07");
    expect(valueWord("ffssc", "SHUANG")).toBe("双");
    expect(valueWord("fflyb", "3")).toBe("蟹");
  });

  it("prices odds from the rules' tiers for PK10, 鱼虾蟹 and 射龙门 only", () => {
    expect(oddsOf("ffpk10", "GYH", 0, 19)).toBe(44.1);
    expect(oddsOf("ffslm", "SLM", 0, 2)).toBe(8.235);
    expect(sharedOdds("ffpk10", "DWD")).toBe(9.8);
    expect(sharedOdds("ffpk10", "GYH")).toBeNull();
    expect(sharedOdds("fflyb", "LYB")).toBe(2);
    expect(oddsOf("ffssc", "1X", 0, 3)).toBeNull();
    expect([formatOdds(9.8), formatOdds(8.235), formatOdds(1.96)]).toEqual(["9.80", "8.235", "1.96"]);
  });

  it("shows draws as balls, dice with their total, cars and cards", () => {
    expect(drawView("ffssc", "1,2,3,4,5").shape).toBe("ball");
    const dice = drawView("ffk3", "3,4,6");
    expect(dice.shape).toBe("die");
    expect(diceSum("ffk3", dice.pieces)).toEqual({ sum: 13, big: true, odd: true });
    expect(drawView("fflyb", "1,1,6").pieces.map((p) => p.text)).toEqual(["鱼", "鱼", "金钱"]);
    expect(drawView("ffpk10", "03,01,02,04,05,06,07,08,09,10").shape).toBe("car");
    const cards = drawView("ffslm", "01,13|12");
    expect(cards.pieces.map((p) => [p.text, p.zone])).toEqual([
      ["A", 0],
      ["K", 0],
      ["Q", 1],
    ]);
  });
});
