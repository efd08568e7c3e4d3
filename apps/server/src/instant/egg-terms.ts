import { EGG_CHOICES, EGG_OUTCOMES, EGG_PAYTABLE, eggReturnPercent, fenToYuan } from "@lottery/rules";
import { Msg, type SlotPaytableLine } from "@lottery/contract";

/**
 * 砸金蛋's fixed terms (issue 26): the same stakes and free chances as the slot machine (the chances
 * of a day are shared by every small game), the red packet of the golden prize. The prize table is the
 * rules' (packages/rules instant/egg.ts).
 */
export const EGG_TERMS = {
  minStake: 1,
  maxStake: 100,
  chanceStake: 10,
  redPacketFen: 500,
  redPacketValidDays: 30,
} as const;

/** The published prize table with each prize's exact chances in EGG_OUTCOMES. */
export const EGG_PUBLISHED: readonly SlotPaytableLine[] = EGG_PAYTABLE.map((prize) => ({
  code: prize.code,
  name: Msg.instant.eggPrizeNames[prize.code] ?? prize.code,
  symbols: [],
  multiple: prize.multiple,
  redPacket: prize.redPacket,
  chances: prize.chances,
}));

export const EGG_PUBLIC = {
  paytable: [...EGG_PUBLISHED],
  outcomes: EGG_OUTCOMES,
  returnPercent: eggReturnPercent(),
  redPacket: fenToYuan(EGG_TERMS.redPacketFen),
  strip: [] as string[],
  choices: EGG_CHOICES,
  minStake: EGG_TERMS.minStake,
  maxStake: EGG_TERMS.maxStake,
  chanceStake: EGG_TERMS.chanceStake,
};
