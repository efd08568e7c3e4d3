/** 大小单双 attribute values: the first spelling of each is canonical (pinyin), Chinese is accepted. */
export const DXDS_TOKENS: Readonly<Record<string, number>> = {
  DA: 1,
  XIAO: 2,
  DAN: 3,
  SHUANG: 4,
  大: 1,
  小: 2,
  单: 3,
  双: 4,
};
export const BIG = 1;
export const SMALL = 2;
export const ODD = 3;
export const EVEN = 4;

/** Canonical spelling of a 大小单双 value. */
export const DXDS_NAMES: Readonly<Record<number, string>> = { 1: "DA", 2: "XIAO", 3: "DAN", 4: "SHUANG" };

/** 龙虎 values. */
export const LH_TOKENS: Readonly<Record<string, number>> = { LONG: 1, HU: 2, 龙: 1, 虎: 2 };
export const DRAGON = 1;
export const TIGER = 2;

/** The single token of 通选 plays (K3 三同号通选, 三连号通选). */
export const TX_TOKENS: Readonly<Record<string, number>> = { TX: 1, 通选: 1 };

/** 大小单双 attributes a value carries: big when ≥ bigFrom, plus odd or even. */
export function dxdsOf(value: number, bigFrom: number): [number, number] {
  return [value >= bigFrom ? BIG : SMALL, value % 2 === 1 ? ODD : EVEN];
}
