import { describe, expect, it } from "vitest";
import { messages } from "../../../messages/index.ts";
import { MENU_GROUPS, MENU_TABLE, menuEntry, menuStep, type MenuContext } from "./menu-actions.ts";

/** SPEC 2.1, written out independently of the table: route codes with the page each opens. */
const SPEC_ROUTES: Record<string, string> = {
  maillist: "/MsgCenter",
  rechargeType6: "/rechargeType6",
  WithdrawToFillMoney: "/withdrawToFillMoney",
  withDraw2: "/withDraw2",
  yuEBao: "/yuEBao",
  transactionRecord: "/transactionRecord",
  betRecord: "/betRecord",
  homePage: "/homePage",
  customMade: "/customMade",
  myAttention: "/myAttention",
  memberCenter: "/memberCenter",
  bonus: "/bonus2",
  helpCenter: "/helpCenter",
  setting: "/setting",
  personalInfo: "/personalInfo",
  buyTogether: "/buyTogether",
  followOrder: "/followOrder",
  result: "/result",
};
const SPEC_OTHER_CODES = ["electic", "Activity", "News", "Kefu", "Bifen", "CheckUpdate", "FixEnternet"];
/** Our codes for the small games and match guessing (issue 26): /menuCenter's 小游戏 group. */
const GAME_ROUTES: Record<string, string> = {
  ScratchLobby: "/ScratchLobby",
  SlotMachine: "/SlotMachine",
  GoldenEgg: "/GoldenEgg",
  Ssjc: "/Ssjc",
};

const player: MenuContext = {
  loggedIn: true,
  transferPermitted: true,
  liveScoresUrl: "https://live.example.com",
};
const visitor: MenuContext = { loggedIn: false, transferPermitted: false, liveScoresUrl: "" };

function stepOf(code: string, context: MenuContext) {
  const entry = menuEntry(code);
  if (!entry) throw new Error(`no entry for ${code}`);
  return menuStep(entry.action, context);
}

describe("home menu action table", () => {
  it("has an entry, in a menu-centre group, for every SPEC 2.1 code and the small games, no other", () => {
    const codes = [...Object.keys(SPEC_ROUTES), ...SPEC_OTHER_CODES, ...Object.keys(GAME_ROUTES)];
    expect(Object.keys(MENU_TABLE).sort()).toEqual([...codes].sort());
    for (const code of codes) expect(MENU_GROUPS).toContain(menuEntry(code)?.group);
  });

  it.each(Object.entries(SPEC_ROUTES))("opens %s at %s", (code, path) => {
    expect(stepOf(code, visitor)).toEqual({ kind: "navigate", to: path });
  });

  it.each(Object.entries(GAME_ROUTES))("lists %s under 小游戏, opening %s", (code, path) => {
    expect(menuEntry(code)?.group).toBe("games");
    expect(stepOf(code, visitor)).toEqual({ kind: "navigate", to: path });
  });

  it("knows nothing of unknown codes, prototype names included", () => {
    expect(menuEntry("nope")).toBeUndefined();
    expect(menuEntry("toString")).toBeUndefined();
  });

  it("sends a visitor to login before the transfer centre, then comes back", () => {
    expect(stepOf("electic", visitor)).toEqual({ kind: "navigate", to: "/login?redirect=%2Felectic2" });
  });

  it("refuses the transfer centre without GameTransferPermission (SPEC 5)", () => {
    expect(stepOf("electic", { ...player, transferPermitted: false })).toEqual({
      kind: "toast",
      text: "需首充激活账号\n开启转账中心",
    });
    expect(stepOf("electic", player)).toEqual({ kind: "navigate", to: "/electic2" });
  });

  it("opens the configured live-score page, or our own /scores when it is empty", () => {
    expect(stepOf("Bifen", visitor)).toEqual({ kind: "navigate", to: "/scores" });
    expect(stepOf("Bifen", player)).toEqual({
      kind: "navigate",
      to: "/iframePage",
      state: { url: "https://live.example.com", title: messages.liveScores },
    });
  });

  it("opens customer service for Kefu, after login", () => {
    expect(stepOf("Kefu", visitor)).toEqual({ kind: "navigate", to: "/login?redirect=%2FKefuTest" });
    expect(stepOf("Kefu", player)).toEqual({ kind: "kefu" });
  });

  it("switches home tabs for Activity and News, and runs the two actions", () => {
    expect(stepOf("Activity", visitor)).toEqual({ kind: "homeTab", tab: "activity" });
    expect(stepOf("News", visitor)).toEqual({ kind: "homeTab", tab: "news" });
    expect(stepOf("CheckUpdate", visitor)).toEqual({ kind: "checkUpdate" });
    expect(stepOf("FixEnternet", visitor)).toEqual({ kind: "fixNetwork" });
  });
});
