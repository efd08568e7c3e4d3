/**
 * Every user-facing text of the web app: one file per feature area. Code imports the feature files it
 * reads (`import { homeMessages } from "../messages/home.ts"`, then `homeMessages.key`), so a screen's
 * chunk carries only its own texts and the first screen loads no other feature's. The files sit here,
 * in shared code, rather than in their feature folders because lib/ and components/ read texts too and
 * shared code may not import a feature. This aggregate of them all is for tests and checks that walk
 * every text; screens do not import it. Toast texts follow SPEC 8; play, game and status names are
 * read from packages/rules and the contract.
 */
import { commonMessages } from "./common.ts";
import { accountMessages } from "./account.ts";
import { systemMessages } from "./system.ts";
import { homeMessages } from "./home.ts";
import { contentMessages } from "./content.ts";
import { walletMessages } from "./wallet.ts";
import { fundsMessages } from "./funds.ts";
import { withdrawMessages } from "./withdraw.ts";
import { bonusMessages } from "./bonus.ts";
import { yuebaoMessages } from "./yuebao.ts";
import { transferMessages } from "./transfer.ts";
import { lotteryMessages } from "./lottery.ts";
import { sportsMessages } from "./sports.ts";
import { gamesMessages } from "./games.ts";
import { togetherMessages } from "./together.ts";
import { followMessages } from "./follow.ts";
import { loyaltyMessages } from "./loyalty.ts";
import { saferMessages } from "./safer.ts";
import { bettingMessages } from "./betting.ts";
import { pushMessages } from "./push.ts";
import { pickerMessages } from "./picker.ts";
import { scoresMessages } from "./scores.ts";
import { agentMessages } from "./agent.ts";
import { instantMessages } from "./instant.ts";
import { fairnessMessages } from "./fairness.ts";
import { communityMessages } from "./community.ts";
import { ssjcMessages } from "./ssjc.ts";
import { eventsMessages } from "./events.ts";
import { europeCupMessages } from "./europe-cup.ts";

export const messages = {
  ...commonMessages,
  ...accountMessages,
  ...systemMessages,
  ...homeMessages,
  ...contentMessages,
  ...walletMessages,
  ...fundsMessages,
  ...withdrawMessages,
  ...bonusMessages,
  ...yuebaoMessages,
  ...transferMessages,
  ...lotteryMessages,
  ...sportsMessages,
  ...gamesMessages,
  ...togetherMessages,
  ...followMessages,
  ...loyaltyMessages,
  ...saferMessages,
  ...bettingMessages,
  ...pushMessages,
  ...pickerMessages,
  ...scoresMessages,
  ...agentMessages,
  ...instantMessages,
  ...ssjcMessages,
  ...eventsMessages,
  ...europeCupMessages,
  ...fairnessMessages,
  ...communityMessages,
} as const;
