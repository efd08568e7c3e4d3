import { Status, type Envelope } from "@lottery/contract";
import { endSession, forcedLogout } from "./forced-logout.ts";
import { currentPath, navigateTo } from "./navigation.ts";
import { loginPathFor, paths } from "./paths.ts";
import { showToast } from "./toast.ts";

/**
 * A failed call. `status` is the envelope status of API.md §1, or null when no envelope arrived
 * (network failure, timeout); `message` is then the wire's own ('Network Error', 'timeout of … exceeded').
 */
export class ApiError<M = unknown> extends Error {
  readonly status: number | null;
  readonly models: M | null;

  constructor(message: string, status: number | null, models: M | null = null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.models = models;
  }
}

export interface EnvelopeOptions {
  /** Suppress the toast of a refusal (the caller shows its own feedback). */
  silent?: boolean;
}

export function isEnvelope(data: unknown): data is Envelope {
  return (
    typeof data === "object" && data !== null && typeof (data as { status?: unknown }).status === "number"
  );
}

function onPath(path: string): boolean {
  return window.location.pathname.toLowerCase() === path.toLowerCase();
}

/**
 * The client side of API.md's status table. 4 → clear session and go to /login (coming back here
 * after login); 5 → forced logout; 6 → /maintaining; 8 → left to the caller (odds changed, it asks
 * for confirmation); any other failure → toast msg.
 */
export function applyStatus(envelope: Envelope, options: EnvelopeOptions = {}): void {
  switch (envelope.status) {
    case Status.OK:
    case Status.ODDS_CHANGED:
      return;
    case Status.LOGIN_REQUIRED:
      endSession();
      if (envelope.msg && !options.silent) showToast(envelope.msg);
      if (!onPath(paths.login)) navigateTo(loginPathFor(currentPath()), { replace: true });
      return;
    case Status.BANNED:
      if (envelope.msg) showToast(envelope.msg);
      forcedLogout();
      return;
    case Status.MAINTENANCE:
      if (!onPath(paths.maintaining)) navigateTo(paths.maintaining, { replace: true });
      return;
    default:
      if (envelope.msg && !options.silent) showToast(envelope.msg);
  }
}

/** models of a successful envelope; otherwise applies the status rule and throws an ApiError. */
export function unwrapEnvelope<T>(envelope: Envelope<T>, options: EnvelopeOptions = {}): T {
  if (envelope.status === Status.OK) return envelope.models as T;
  applyStatus(envelope, options);
  throw new ApiError(envelope.msg, envelope.status, envelope.models);
}
