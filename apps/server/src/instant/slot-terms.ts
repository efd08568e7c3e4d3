import {
  SLOT_OUTCOMES,
  SLOT_PAYTABLE,
  SLOT_STRIP,
  fenToYuan,
  slotLineChances,
  slotReturnPercent,
} from "@lottery/rules";
import { Msg, type SlotPaytableLine } from "@lottery/contract";

/**
 * The slot machine's fixed terms (issue 26): stakes in points, the nominal stake of a free chance,
 * the red packet of the top line. The paytable and strip are the rules' (packages/rules instant/slot.ts).
 */
export const SLOT_TERMS = {
  minStake: 1,
  maxStake: 100,
  chanceStake: 10,
  redPacketFen: 800,
  redPacketValidDays: 30,
  /** Free chances a day: one for everyone, one more after checking in, one more after a lottery bet. */
  dailyChances: 1,
  checkinChances: 1,
  betChances: 1,
} as const;

const chances = slotLineChances();

/** The published paytable with each line's exact chances in SLOT_OUTCOMES. */
export const SLOT_PUBLISHED: readonly SlotPaytableLine[] = SLOT_PAYTABLE.map((line, i) => ({
  code: line.code,
  name: Msg.instant.slotLineNames[line.code] ?? line.code,
  symbols: Array.from({ length: line.times }, () => line.symbol),
  multiple: line.multiple,
  redPacket: line.redPacket,
  chances: chances[i]?.chances ?? 0,
}));

export const SLOT_PUBLIC = {
  paytable: [...SLOT_PUBLISHED],
  outcomes: SLOT_OUTCOMES,
  returnPercent: slotReturnPercent(),
  redPacket: fenToYuan(SLOT_TERMS.redPacketFen),
  strip: [...SLOT_STRIP] as string[],
  choices: 0,
  minStake: SLOT_TERMS.minStake,
  maxStake: SLOT_TERMS.maxStake,
  chanceStake: SLOT_TERMS.chanceStake,
};
