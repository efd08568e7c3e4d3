import { Msg, Status, type Envelope, type StatusCode } from "@lottery/contract";

/** A refusal the client is told about: becomes an HTTP 200 envelope with this status and msg. */
export class ApiError extends Error {
  constructor(
    readonly status: StatusCode,
    message: string,
    readonly models: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The success envelope. */
export function ok<T>(models: T): Envelope<T> {
  return { status: Status.OK, msg: "", models };
}

/** The envelope of a refusal. */
export function failure(error: ApiError): Envelope {
  return { status: error.status, msg: error.message, models: error.models as never };
}

/** Business-rule refusal (status 1). */
export function refused(message: string, models: unknown = null): ApiError {
  return new ApiError(Status.REFUSED, message, models);
}

/** What an unexpected fault answers with (HTTP 500). */
export const FAULT_BODY = { status: Status.REFUSED, msg: Msg.systemBusy } as const;
