import { initiatorMayCancel, operatorMayCancel } from "@lottery/rules";
import type { SchemeStatus } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { refuse } from "../domain/refusal.ts";
import { publishScheme } from "./publish.ts";
import { refundScheme } from "./resolve.ts";
import { lockSchemeForResolve } from "./scheme-lock.ts";

/**
 * Cancels a selling scheme, every payment returned: by its initiator while sold + guarantee < 50 %
 * (`by` = their id), by an operator while < 95 % (`by` = null). Participants never withdraw.
 */
export async function cancelScheme(
  deps: Deps,
  schemeNo: string,
  by: number | null,
  now: Date,
): Promise<{ schemeId: string; status: SchemeStatus }> {
  const done = await deps.db.transaction(async (tx) => {
    const scheme = await lockSchemeForResolve(tx, schemeNo);
    if (!scheme) throw refuse("together.schemeNotFound");
    if (by !== null && scheme.initiatorId !== by) throw refuse("together.initiatorOnly");
    if (scheme.status !== "selling") throw refuse("together.notSelling");
    const { soldShares, guaranteeShares, totalShares } = scheme;
    if (by !== null && !initiatorMayCancel(soldShares, guaranteeShares, totalShares))
      throw refuse("together.cancelTooLate");
    if (by === null && !operatorMayCancel(soldShares, guaranteeShares, totalShares))
      throw refuse("together.operatorCancelTooLate");
    return refundScheme(tx, scheme, "cancelled", now);
  });
  publishScheme(deps, done, now);
  return { schemeId: done.schemeNo, status: done.status as SchemeStatus };
}
