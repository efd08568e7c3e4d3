import type { Envelope } from "@lottery/contract";
import { ApiError, isEnvelope, unwrapEnvelope, type EnvelopeOptions } from "./api-error.ts";
import { HttpError, type HttpClient } from "./http.ts";
import { showRequestError, type RequestErrorCode } from "./toast.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** One signed call on the wire: query string parameters and, for POST/PUT, a form body. */
export interface WireCall {
  method: HttpMethod;
  url: string;
  query: Record<string, string>;
  body?: Record<string, string>;
}

export interface TransportOptions extends EnvelopeOptions {
  /** The common error handler code shown when the call times out (SPEC 8). */
  timeoutErrorCode: RequestErrorCode;
}

const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded;charset=UTF-8";

function withQuery(url: string, query: Record<string, string>): string {
  const text = new URLSearchParams(query).toString();
  if (!text) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${text}`;
}

export function isTimeout(error: unknown): boolean {
  return error instanceof HttpError && error.code === "ETIMEDOUT";
}

/**
 * Sends a call and unwraps the envelope. Any HTTP status that carries an envelope (the server's
 * HTTP 500 does) goes through the status rule; a timeout or a missing answer toasts (SPEC 8) and
 * rejects with an ApiError carrying the transport message.
 */
export async function sendCall<T>(http: HttpClient, call: WireCall, options: TransportOptions): Promise<T> {
  let data: unknown;
  try {
    const response = await http.adapter({
      method: call.method,
      url: withQuery(call.url, call.query),
      data: call.body ? new URLSearchParams(call.body).toString() : undefined,
      headers: call.body ? { "Content-Type": FORM_CONTENT_TYPE } : {},
      timeout: http.timeout,
    });
    data = response.data;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!options.silent) showRequestError(isTimeout(error) ? options.timeoutErrorCode : undefined);
    throw new ApiError(message, null);
  }
  if (!isEnvelope(data)) {
    if (!options.silent) showRequestError();
    throw new ApiError("Network Error", null);
  }
  return unwrapEnvelope(data as Envelope<T>, options);
}
