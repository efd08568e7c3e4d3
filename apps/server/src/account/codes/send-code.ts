import { and, eq, ne } from "drizzle-orm";
import { z } from "zod";
import {
  emailSchema,
  phoneSchema,
  type CodePurpose,
  type SendCodeModels,
  type SendCodeParams,
} from "@lottery/contract";
import type { Deps } from "../../deps.ts";
import { parseParams } from "../../domain/params.ts";
import type { Player } from "../sessions.ts";
import { users } from "../tables.ts";
import { CODE_TTL_S, issueCode, RESEND_WAIT_S } from "./codes.ts";
import { refuse } from "../../domain/refusal.ts";

const phoneTarget = z.object({ target: phoneSchema });
const emailTarget = z.object({ target: emailSchema.transform((email) => email.toLowerCase()) });
const resetName = z.object({ userName: z.string().min(1).max(32) });

/**
 * account/sendcode. Bind codes go to the logged-in player's new phone or e-mail; login and reset codes
 * only to a phone bound to a (non-banned) account — reset also needs that account's name — but the
 * answer, the limits and the work done are the same whether or not an account matches.
 */
export async function sendCode(
  deps: Deps,
  params: SendCodeParams,
  player: Player | null,
  now: Date,
): Promise<SendCodeModels> {
  const channel = params.purpose === "bindEmail" ? "mail" : "sms";
  const { target } = parseParams(channel === "mail" ? emailTarget : phoneTarget, params);
  const userId = await recipientOf(deps, params, target, player);
  const code = await issueCode(deps.db, { purpose: params.purpose, target, userId }, now);
  if (userId !== null) {
    // Not awaited: a slow gateway must not make answers for existing accounts slower than for others.
    deps.codeSender.send({ channel, target, code }).catch((error: unknown) => {
      deps.log.error({ err: error, channel }, "verification code not delivered");
    });
  }
  return { expiresIn: CODE_TTL_S, resendIn: RESEND_WAIT_S };
}

/** The account a code is for, or null when none matches (then nothing is sent). */
async function recipientOf(
  deps: Deps,
  params: SendCodeParams,
  target: string,
  player: Player | null,
): Promise<number | null> {
  if (params.purpose === "bindPhone" || params.purpose === "bindEmail") {
    if (!player) throw refuse("loginRequired");
    await assertUnboundElsewhere(deps, params.purpose, target, player.user.id);
    return player.user.id;
  }
  const userName = params.purpose === "reset" ? parseParams(resetName, params).userName : undefined;
  const rows = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.phone, target),
        eq(users.banned, false),
        userName === undefined ? undefined : eq(users.userNameKey, userName.toLowerCase()),
      ),
    );
  return rows[0]?.id ?? null;
}

/** Refuses a bind code for a phone or e-mail another account already holds (no message is wasted). */
async function assertUnboundElsewhere(
  deps: Deps,
  purpose: Extract<CodePurpose, "bindPhone" | "bindEmail">,
  target: string,
  userId: number,
): Promise<void> {
  const column = purpose === "bindPhone" ? users.phone : users.email;
  const rows = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, target), ne(users.id, userId)));
  if (rows.length > 0) throw refuse(purpose === "bindPhone" ? "phoneTaken" : "emailTaken");
}
