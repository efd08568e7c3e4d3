import { Msg, Status, type Envelope } from "@lottery/contract";
import type { Refusal } from "../domain/refusal.ts";

/** The success envelope. */
export function ok<T>(models: T): Envelope<T> {
  return { status: Status.OK, msg: "", models };
}

/** The envelope of a domain refusal: its code's status and Chinese text (the contract's REFUSALS). */
export function failure(refusal: Refusal): Envelope {
  return { status: refusal.status, msg: refusal.message, models: refusal.models as never };
}

/** What an unexpected fault answers with (HTTP 500). */
export const FAULT_BODY = { status: Status.REFUSED, msg: Msg.systemBusy } as const;
