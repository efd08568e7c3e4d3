import { describe, expect, it } from "vitest";
import { Msg } from "@lottery/contract";
import { GAME_NAMES } from "@lottery/rules";
import { accountMessages } from "./account.ts";
import { bonusMessages } from "./bonus.ts";
import { commonMessages } from "./common.ts";
import { contentMessages } from "./content.ts";
import { fundsMessages } from "./funds.ts";
import { gamesMessages } from "./games.ts";
import { homeMessages } from "./home.ts";
import { messages } from "./index.ts";
import { lotteryMessages } from "./lottery.ts";
import { loyaltyMessages } from "./loyalty.ts";
import { sportsMessages } from "./sports.ts";
import { systemMessages } from "./system.ts";
import { togetherMessages } from "./together.ts";
import { followMessages } from "./follow.ts";
import { transferMessages } from "./transfer.ts";
import { walletMessages } from "./wallet.ts";
import { withdrawMessages } from "./withdraw.ts";
import { yuebaoMessages } from "./yuebao.ts";
import { saferMessages } from "./safer.ts";
import { bettingMessages } from "./betting.ts";
import { pickerMessages } from "./picker.ts";
import { pushMessages } from "./push.ts";
import { scoresMessages } from "./scores.ts";
import { agentMessages } from "./agent.ts";
import { instantMessages } from "./instant.ts";
import { fairnessMessages } from "./fairness.ts";
import { communityMessages } from "./community.ts";
import { ssjcMessages } from "./ssjc.ts";
import { eventsMessages } from "./events.ts";
import { europeCupMessages } from "./europe-cup.ts";

const parts = {
  commonMessages,
  accountMessages,
  systemMessages,
  homeMessages,
  contentMessages,
  walletMessages,
  fundsMessages,
  withdrawMessages,
  bonusMessages,
  yuebaoMessages,
  transferMessages,
  lotteryMessages,
  sportsMessages,
  gamesMessages,
  togetherMessages,
  followMessages,
  loyaltyMessages,
  saferMessages,
  bettingMessages,
  pickerMessages,
  pushMessages,
  scoresMessages,
  agentMessages,
  instantMessages,
  fairnessMessages,
  communityMessages,
  ssjcMessages,
  eventsMessages,
  europeCupMessages,
};

describe("messages", () => {
  it("composes the feature files without one key hiding another", () => {
    const owners = new Map<string, string[]>();
    for (const [part, texts] of Object.entries(parts)) {
      for (const key of Object.keys(texts)) owners.set(key, [...(owners.get(key) ?? []), part]);
    }
    expect([...owners].filter(([, list]) => list.length > 1)).toEqual([]);
    expect(Object.keys(messages).length).toBe(owners.size);
  });

  it("reads game, play and status names from packages/rules and the contract", () => {
    expect(messages.sports.titles.jczq).toBe(GAME_NAMES.jczq);
    expect(messages.sportsCtzq.plays.TR9).toBe("任选九");
    expect(messages.lottery.orderStatusNames).toBe(Msg.lotteryBets.statusNames);
    expect(messages.lottery.orderTabs.won).toBe(Msg.lotteryBets.statusNames.won);
    expect(messages.rechargeStatuses).toBe(Msg.rechargeStatusNames);
  });
});
