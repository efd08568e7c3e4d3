import { cardLengthProblem, cardNoSchema, findBank } from "@lottery/contract";
import { schemaMessage } from "../../lib/schema-rules.ts";
import { walletMessages } from "../../messages/wallet.ts";

/**
 * What is wrong with a card number for the chosen bank, or null: empty, not 16–19 digits, a failed
 * Luhn check, or a length the bank does not issue. The server checks the same (status 2, cardNo).
 */
export function cardNoProblem(cardNo: string, bankCode: string | undefined): string | null {
  if (!cardNo) return walletMessages.cardNoRequired;
  const shape = schemaMessage(cardNoSchema, cardNo);
  if (shape !== null) return shape;
  const bank = bankCode ? findBank(bankCode) : undefined;
  return bank ? cardLengthProblem(bank, cardNo) : null;
}
