import { eggPrizeOf, eggSmash, playRandom, slotLineOf, slotSpin, slotSymbolsAt } from "@lottery/rules";
import { Msg, type SlotPublicTerms, type SmallGame } from "@lottery/contract";
import { EGG_PUBLIC, EGG_TERMS } from "./egg-terms.ts";
import { SLOT_PUBLIC, SLOT_TERMS } from "./slot-terms.ts";

/** A play's unbiased integers (HMAC-SHA256 of the server seed over `clientSeed:nonce`). */
type PlayRandom = ReturnType<typeof playRandom>;

/** What an outcome wins: stake × multiple in points, and the red packet when the line carries one. */
export interface SmallGamePrize {
  code: string;
  multiple: number;
  redPacket: boolean;
}

/**
 * One small game of Activity/Bet_SmallGame: its terms, how a play's random stream becomes its outcome
 * (the numbers stored on the play and recomputed by the verify page and script), what the outcome
 * wins, and the Chinese names of its ledger lines.
 */
export interface SmallGameRules {
  name: string;
  terms: { chanceStake: number; redPacketFen: number; redPacketValidDays: number };
  published: SlotPublicTerms;
  draw: (random: PlayRandom) => number[];
  prizeOf: (outcome: readonly number[]) => SmallGamePrize | null;
  symbolsOf: (outcome: readonly number[]) => string[];
  prizeName: (code: string) => string;
  stakeMemo: string;
  prizeMemo: (prizeName: string) => string;
  packetName: (yuan: string) => string;
}

export const SMALL_GAMES: Readonly<Record<SmallGame, SmallGameRules>> = {
  slot: {
    name: Msg.instant.slotName,
    terms: SLOT_TERMS,
    published: SLOT_PUBLIC,
    draw: slotSpin,
    prizeOf: (stops) => slotLineOf(slotSymbolsAt(stops)),
    symbolsOf: slotSymbolsAt,
    prizeName: (code) => Msg.instant.slotLineNames[code] ?? code,
    stakeMemo: Msg.instant.slotStakeMemo,
    prizeMemo: Msg.instant.slotPrizeMemo,
    packetName: Msg.instant.slotPacketName,
  },
  egg: {
    name: Msg.instant.eggName,
    terms: EGG_TERMS,
    published: EGG_PUBLIC,
    draw: eggSmash,
    prizeOf: eggPrizeOf,
    symbolsOf: () => [],
    prizeName: (code) => Msg.instant.eggPrizeNames[code] ?? code,
    stakeMemo: Msg.instant.eggStakeMemo,
    prizeMemo: Msg.instant.eggPrizeMemo,
    packetName: Msg.instant.eggPacketName,
  },
};

/** A copy of a game's published terms (lists copied, so no caller can change the constants). */
export function publishedTerms(game: SmallGame): SlotPublicTerms {
  const terms = SMALL_GAMES[game].published;
  return { ...terms, paytable: [...terms.paytable], strip: [...terms.strip] };
}
