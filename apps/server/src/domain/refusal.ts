import {
  refusalStatus,
  refusalText,
  type RefusalArgs,
  type RefusalCode,
  type StatusCode,
} from "@lottery/contract";

/**
 * A domain refusal: a code from the contract's closed list (`REFUSALS`), its arguments and, rarely,
 * models the client needs (the current odds of a refused bet). Thrown by domain code; only `http/`
 * turns it into the envelope. `message` is the Chinese text, for logs and tests.
 */
export class Refusal extends Error {
  readonly status: StatusCode;

  constructor(
    readonly code: RefusalCode,
    readonly args: readonly unknown[],
    readonly models: unknown = null,
  ) {
    super(refusalText(code, args as never));
    this.name = "Refusal";
    this.status = refusalStatus(code);
  }
}

/** A refusal by code: `throw refuse("lotteryBets.issueClosed", issue)`. */
export function refuse<C extends RefusalCode>(code: C, ...args: RefusalArgs<C>): Refusal {
  return new Refusal(code, args);
}

/** A refusal that also answers models (status 8 with the current odds, maintenance details). */
export function refuseWith<C extends RefusalCode>(
  models: unknown,
  code: C,
  ...args: RefusalArgs<C>
): Refusal {
  return new Refusal(code, args, models);
}

/** Status 2 naming the field, with an optional Chinese detail. */
export function badParam(field: string, detail?: string): Refusal {
  return refuse("badParam", field, detail);
}

/** True for a refusal of the given code (or any refusal without one). */
export function isRefusal(error: unknown, code?: RefusalCode): error is Refusal {
  return error instanceof Refusal && (code === undefined || error.code === code);
}
