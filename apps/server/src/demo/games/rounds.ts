import { randomInt } from "node:crypto";
import { refuse } from "../../domain/refusal.ts";
import type { Db } from "../../db/client.ts";
import type { LaunchGrant } from "../../games/launch-token.ts";
import { creditWallet, debitWallet, demoBalance } from "./provider.ts";
import {
  playDragonTiger,
  spinSlot,
  type DragonChoice,
  type DragonOutcome,
  type SlotOutcome,
} from "./outcomes.ts";

export interface RoundRequest {
  engine: "slot" | "dragon";
  stakeFen: number;
  choice?: DragonChoice;
}

export type RoundResult = (
  ({ engine: "slot" } & SlotOutcome) | ({ engine: "dragon"; choice: DragonChoice } & DragonOutcome)
) & { balanceFen: number };

/**
 * One round on the demo platform, in one transaction on its own wallet: the stake leaves the wallet
 * (refused when it holds less), the payout comes back. The ledger learns the net at the next 转出.
 */
export async function playRound(db: Db, grant: LaunchGrant, request: RoundRequest): Promise<RoundResult> {
  const { userId, company } = grant;
  return db.transaction(async (tx) => {
    if (!(await debitWallet(tx, userId, company, request.stakeFen))) throw refuse("transfer.gameWalletShort");
    const outcome =
      request.engine === "slot"
        ? { engine: "slot" as const, ...spinSlot(request.stakeFen, randomInt) }
        : {
            engine: "dragon" as const,
            choice: request.choice ?? "dragon",
            ...playDragonTiger(request.stakeFen, request.choice ?? "dragon", randomInt),
          };
    if (outcome.payoutFen > 0) await creditWallet(tx, userId, company, outcome.payoutFen);
    return { ...outcome, balanceFen: await demoBalance(tx, userId, company) };
  });
}
