import { refuse, type Refusal } from "../core/refusal.ts";

/** The closed list of refusal codes of the sports rules, each with the sentence shown to the player. */
export const SPORTS_MESSAGES = {
  UNKNOWN_GAME: "不支持的彩种",
  UNKNOWN_PLAY: "不支持的玩法",
  UNKNOWN_OPTION: "无效的投注选项",
  EMPTY_OPTIONS: "每场比赛至少选择一个投注选项",
  DUPLICATE_OPTION: "投注选项重复",
  DUPLICATE_MATCH: "同一场比赛的同一玩法不能重复选择",
  BAD_MATCH_ID: "比赛编号无效",
  NO_LEGS: "请至少选择一场比赛",
  MIXED_PLAYS: "该玩法不支持混合过关",
  TOO_MANY_LEGS: "所选场次超过该玩法的过关上限",
  NO_PASS_TYPE: "请选择过关方式",
  BAD_PASS_TYPE: "过关方式无效",
  PASS_TYPE_NOT_ALLOWED: "所选场次不支持该过关方式",
  SINGLE_NOT_ALLOWED: "所选比赛不支持单关投注",
  TOO_MANY_BANKERS: "胆码数量必须少于过关场次",
  BANKER_NOT_ALLOWED: "该玩法不支持设胆",
  BAD_SP: "赔率格式错误",
  SP_MISSING: "缺少赔率，无法计算奖金",
  BAD_MULTIPLE: "投注倍数超出范围",
  BAD_LINE: "让球数或预设总分无效",
  BAD_SCORE: "比分无效",
  RESULT_MISSING: "比赛结果尚未公布",
  BAD_RESULT: "比赛结果无效",
  MATCH_COUNT: "所选场次数量不符合玩法要求",
  BAD_STAKE: "投注金额须为2元的整数倍，且不少于每个组合2元",
  NOTHING_TO_OPTIMISE: "没有可优化的投注组合",
  TOO_MANY_COMBINATIONS: "投注组合过多，无法优化",
} as const;

/** A refusal code of the sports rules. */
export type SportsRefusalCode = keyof typeof SPORTS_MESSAGES;

/** A sports refusal with its Chinese message. */
export type SportsRefusal = Refusal<SportsRefusalCode>;

/** Builds the sports refusal for a code. */
export function sportsRefusal(code: SportsRefusalCode): SportsRefusal {
  return refuse(SPORTS_MESSAGES, code);
}
