import { createHttp } from "./http.ts";
import { resolveApiBase } from "./base-url.ts";
import { buildSignedParams, type ParamOptions, type Params } from "./request-params.ts";
import { sendCall } from "./transport.ts";
import type { EnvelopeOptions } from "./api-error.ts";

/** SPEC 7.1/9: the main helper waits 10 s. */
export const MAIN_TIMEOUT_MS = 10_000;

/** The main helper's wire (tests swap its adapter to mock the network). */
export const mainHttp = createHttp(MAIN_TIMEOUT_MS);

export interface RequestOptions extends ParamOptions, EnvelopeOptions {
  method?: "GET" | "POST";
}

/** `/api/<path>` on the API host; accepts "account/weblogin", "/account/weblogin" or "/api/…". */
export function apiUrl(path: string, base: string = resolveApiBase()): string {
  const clean = path.replace(/^\/+/, "").replace(/^api\//i, "");
  return `${base}/api/${clean}`;
}

/**
 * The main request helper (SPEC 7.1): common parameters and signature on every call, 10 s
 * timeout (a timeout shows the long timeout toast, code 2). GET sends everything in the query
 * string; POST sends the same parameters form-encoded in the body so passwords stay out of URLs.
 * Resolves with `models`; rejects with an ApiError after the status rule of API.md has run.
 */
export function request<T>(path: string, params: Params = {}, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? "GET";
  const signed = buildSignedParams(path, params, options);
  const call =
    method === "GET"
      ? { method, url: apiUrl(path), query: signed }
      : { method, url: apiUrl(path), query: {}, body: signed };
  return sendCall<T>(mainHttp, call, { silent: options.silent, timeoutErrorCode: 2 });
}

export const post = <T>(path: string, params: Params = {}, options: RequestOptions = {}) =>
  request<T>(path, params, { ...options, method: "POST" });
