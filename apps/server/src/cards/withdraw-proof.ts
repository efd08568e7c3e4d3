import { z } from "zod";
import { withdrawPasswordSchema } from "@lottery/contract";
import { verifyPassword } from "../domain/password.ts";
import type { UserRow } from "../account/sessions.ts";
import { parseParams } from "../domain/params.ts";
import { refuse } from "../domain/refusal.ts";

const proof = z.object({ withdrawPassword: withdrawPasswordSchema });

/**
 * Checks the withdrawal password a money-sensitive change sends: status 1 when the player has none set
 * (the client sends them to set one), status 2 naming `withdrawPassword` when it is missing or not six
 * digits, status 1 when it is wrong.
 */
export async function proveWithdrawPassword(
  user: UserRow,
  withdrawPassword: string | undefined,
): Promise<void> {
  if (user.withdrawPasswordHash === null) throw refuse("withdrawPasswordFirst");
  const params = parseParams(proof, { withdrawPassword });
  if (!(await verifyPassword(user.withdrawPasswordHash, params.withdrawPassword))) {
    throw refuse("withdrawPasswordIncorrect");
  }
}
