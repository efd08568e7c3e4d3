import { refuse, type Refusal } from "../core/refusal.ts";

/** The closed list of reasons a number-game ticket or draw is refused, with the Chinese sentence shown. */
export const TICKET_REFUSALS = {
  UNKNOWN_GAME: "不支持该彩种的号码投注",
  UNKNOWN_PLAY: "不支持该玩法",
  MALFORMED: "投注格式错误",
  ZONE_COUNT: "号码区个数不正确",
  BAD_NUMBER: "号码书写格式错误",
  OUT_OF_RANGE: "号码超出范围",
  DUPLICATE_NUMBER: "号码重复",
  TOO_FEW_NUMBERS: "号码个数不足",
  TOO_MANY_NUMBERS: "号码个数过多",
  BANKER_NOT_ALLOWED: "该玩法不支持胆码",
  BANKER_COUNT: "胆码个数不符合规则",
  BANKER_IN_DRAGS: "胆码与拖码不能重复",
  NO_BETS: "所选号码不能组成有效投注",
  TOO_MANY_BETS: "投注注数超过上限",
  TOO_MANY_TICKETS: "投注条数超过上限",
  BAD_DRAW: "开奖号码格式错误",
} as const;

export type TicketRefusalCode = keyof typeof TICKET_REFUSALS;
export type TicketRefusal = Refusal<TicketRefusalCode>;

/** The refusal for a ticket code, with its Chinese message. */
export function ticketRefusal(code: TicketRefusalCode): TicketRefusal {
  return refuse(TICKET_REFUSALS, code);
}
