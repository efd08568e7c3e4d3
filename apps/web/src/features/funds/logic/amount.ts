import { Msg, yuanAmountSchema, type RechargeChannel } from "@lottery/contract";
import { yuanToFen } from "@lottery/rules";
import { amountToSend, limitText } from "../../../lib/amount-input.ts";
import { schemaMessage } from "../../../lib/schema-rules.ts";
import { messages } from "../../../messages.ts";

/**
 * What is wrong with an amount for a channel, or null: empty, not yuan with at most 2 decimals,
 * or outside the channel's limits (the server's own message, Msg.rechargeAmountRange).
 */
export function amountProblem(text: string, channel: RechargeChannel): string | null {
  const amount = amountToSend(text);
  if (!amount) return messages.amountRequired;
  const shape = schemaMessage(yuanAmountSchema, amount);
  if (shape !== null) return shape;
  const amountFen = yuanToFen(amount) ?? 0;
  const minFen = yuanToFen(channel.min) ?? 0;
  const maxFen = yuanToFen(channel.max) ?? 0;
  if (amountFen < minFen || amountFen > maxFen)
    return Msg.rechargeAmountRange(limitText(channel.min), limitText(channel.max));
  return null;
}
