import { Msg, type RechargeChannel } from "@lottery/contract";
import { amountRangeProblem } from "../../../lib/amount-input.ts";
import { fundsMessages } from "../../../messages/funds.ts";

/**
 * What is wrong with an amount for a channel, or null: empty, not yuan with at most 2 decimals,
 * or outside the channel's limits (the server's own message, Msg.rechargeAmountRange).
 */
export function amountProblem(text: string, channel: RechargeChannel): string | null {
  return amountRangeProblem(text, channel, {
    required: fundsMessages.amountRequired,
    outOfRange: Msg.rechargeAmountRange,
  });
}
