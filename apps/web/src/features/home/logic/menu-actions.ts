import { loginPathFor, paths } from "../../../lib/paths.ts";
import type { IframePageState } from "../../../lib/links.ts";
import { commonMessages } from "../../../messages/common.ts";
import { homeMessages } from "../../../messages/home.ts";
import type { ContentTab } from "./content-tab.ts";

/** The groups of /menuCenter. */
export const MENU_GROUPS = ["funds", "records", "social", "games", "service"] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** What a menu code does (SPEC 2.1). */
export type MenuAction =
  | { kind: "route"; path: string }
  /** The transfer centre: login and GameTransferPermission first (SPEC 5). */
  | { kind: "transfer" }
  /** Activity and News are tabs of the home page. */
  | { kind: "homeTab"; tab: ContentTab }
  /** Customer service: login first, then GetKFUrl opens the chat (SPEC 4, 7.3). */
  | { kind: "kefu" }
  /** Live scores: the configured Menu_BF_Live page, or our own /scores. */
  | { kind: "liveScores" }
  | { kind: "checkUpdate" }
  | { kind: "fixNetwork" };

export interface MenuEntry {
  group: MenuGroup;
  action: MenuAction;
}

const route = (group: MenuGroup, path: string): MenuEntry => ({ group, action: { kind: "route", path } });

/** Every menu code of SPEC 2.1 and where it leads: the ONE table the home grid and /menuCenter use. */
export const MENU_TABLE: Readonly<Record<string, MenuEntry>> = {
  rechargeType6: route("funds", paths.rechargeType6),
  WithdrawToFillMoney: route("funds", paths.withdrawToFillMoney),
  withDraw2: route("funds", paths.withDraw2),
  yuEBao: route("funds", paths.yuEBao),
  electic: { group: "funds", action: { kind: "transfer" } },
  bonus: route("funds", paths.bonus2),
  transactionRecord: route("records", paths.transactionRecord),
  betRecord: route("records", paths.betRecord),
  result: route("records", paths.result),
  homePage: route("records", paths.homePage),
  buyTogether: route("social", paths.buyTogether),
  followOrder: route("social", paths.followOrder),
  customMade: route("social", paths.customMade),
  myAttention: route("social", paths.myAttention),
  Activity: { group: "social", action: { kind: "homeTab", tab: "activity" } },
  // the small games and match guessing (issue 26; our codes, SPEC 2.1 has none for them)
  ScratchLobby: route("games", paths.scratchLobby),
  SlotMachine: route("games", paths.slotMachine),
  GoldenEgg: route("games", paths.goldenEgg),
  Ssjc: route("games", paths.ssjc),
  News: { group: "social", action: { kind: "homeTab", tab: "news" } },
  maillist: route("service", paths.msgCenter),
  memberCenter: route("service", paths.memberCenter),
  personalInfo: route("service", paths.personalInfo),
  setting: route("service", paths.setting),
  helpCenter: route("service", paths.helpCenter),
  Kefu: { group: "service", action: { kind: "kefu" } },
  Bifen: { group: "service", action: { kind: "liveScores" } },
  CheckUpdate: { group: "service", action: { kind: "checkUpdate" } },
  FixEnternet: { group: "service", action: { kind: "fixNetwork" } },
};

export function menuEntry(code: string): MenuEntry | undefined {
  return Object.hasOwn(MENU_TABLE, code) ? MENU_TABLE[code] : undefined;
}

/** What the player's situation adds to an action. */
export interface MenuContext {
  loggedIn: boolean;
  transferPermitted: boolean;
  /** Menu_BF_Live of the activity settings; empty when not configured. */
  liveScoresUrl: string;
}

/** The concrete step a tap takes. */
export type MenuStep =
  | { kind: "navigate"; to: string; state?: IframePageState }
  | { kind: "toast"; text: string }
  | { kind: "homeTab"; tab: ContentTab }
  | { kind: "checkUpdate" }
  | { kind: "fixNetwork" }
  | { kind: "kefu" };

export function menuStep(action: MenuAction, context: MenuContext): MenuStep {
  switch (action.kind) {
    case "route":
      return { kind: "navigate", to: action.path };
    case "transfer":
      if (!context.loggedIn) return { kind: "navigate", to: loginPathFor(paths.electic2) };
      if (!context.transferPermitted) return { kind: "toast", text: commonMessages.transferNotPermitted };
      return { kind: "navigate", to: paths.electic2 };
    case "kefu":
      return context.loggedIn ? { kind: "kefu" } : { kind: "navigate", to: loginPathFor(paths.kefuTest) };
    case "liveScores":
      return context.liveScoresUrl
        ? {
            kind: "navigate",
            to: paths.iframePage,
            state: { url: context.liveScoresUrl, title: homeMessages.liveScores },
          }
        : { kind: "navigate", to: paths.scores };
    default:
      return action;
  }
}
