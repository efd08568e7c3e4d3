import { createHttp } from "./http.ts";
import { resolveApiBase, resolveOddsBase } from "./base-url.ts";
import {
  buildSignedParams,
  currentContext,
  commonParams,
  signRequest,
  type Params,
} from "./request-params.ts";
import { apiUrl } from "./request.ts";
import { sendCall, type HttpMethod } from "./transport.ts";
import { toasts } from "./toast.ts";
import { ApiError, type EnvelopeOptions } from "./api-error.ts";

/** SPEC 7.2/9: the second helper waits 20 s. */
export const API_TIMEOUT_MS = 20_000;

export const apiHttp = createHttp(API_TIMEOUT_MS);

export interface ApiCall extends EnvelopeOptions {
  method?: HttpMethod;
  path: string;
  /** Route parameters: always in the query string. */
  query?: Params;
  /** Call parameters: the query string for GET/DELETE, a form body (UTF-8) for POST/PUT. */
  params?: Params;
  /** Attach the token (tk, mid); the token-less variant turns it off. Default true. */
  withToken?: boolean;
  /** The odds-data host instead of the API host (SPEC 7.2). */
  host?: "api" | "odds";
}

function baseFor(host: ApiCall["host"]): string {
  return host === "odds" ? resolveOddsBase() : resolveApiBase();
}

/**
 * The second request helper (SPEC 7.2). The query string is the route parameters plus the common
 * parameters (token included unless disabled); POST/PUT bodies are form-encoded. One signature
 * covers query and body together, as the server merges them (API.md §2). A timeout toasts 2 s
 * (code 1).
 */
export function apiRequest<T>(call: ApiCall): Promise<T> {
  if (!call.method) {
    toasts.missingRequestMethod();
    return Promise.reject(new ApiError("request method missing", null));
  }
  const { method, path } = call;
  const withToken = call.withToken ?? true;
  const url = apiUrl(path, baseFor(call.host));
  const hasBody = method === "POST" || method === "PUT";
  const options = { silent: call.silent, timeoutErrorCode: 1 as const };
  if (!hasBody) {
    const query = buildSignedParams(path, { ...call.params, ...call.query }, { withToken });
    return sendCall<T>(apiHttp, { method, url, query }, options);
  }
  const head = { ...call.query, ...commonParams(path, currentContext(), withToken) };
  const signed = signRequest({ ...call.params, ...head });
  const query: Record<string, string> = {};
  const body: Record<string, string> = {};
  for (const [name, value] of Object.entries(signed)) {
    if (name === "s" || name in head) query[name] = value;
    else body[name] = value;
  }
  return sendCall<T>(apiHttp, { method, url, query, body }, options);
}

type Shortcut = <T>(
  path: string,
  params?: Params,
  extra?: Omit<ApiCall, "path" | "params" | "method">,
) => Promise<T>;

function shortcuts(defaults: Partial<ApiCall>): Record<"get" | "post" | "put" | "del", Shortcut> {
  const make =
    (method: HttpMethod): Shortcut =>
    (path, params, extra) =>
      apiRequest({ ...defaults, ...extra, method, path, params });
  return { get: make("GET"), post: make("POST"), put: make("PUT"), del: make("DELETE") };
}

/** The second helper with the token attached. */
export const api = shortcuts({});
/** The token-less variant (visitor calls such as the home-page info and dialog list). */
export const apiNoToken = shortcuts({ withToken: false });
/** The odds-data host variant: same paths under the `odds.` sub-host. */
export const oddsApi = shortcuts({ host: "odds" });

/** The concurrent variant: several calls at once, resolved together (rejects on the first failure). */
export function apiAll<T extends readonly unknown[]>(calls: {
  readonly [K in keyof T]: ApiCall;
}): Promise<T> {
  return Promise.all(calls.map((call: ApiCall) => apiRequest(call))) as unknown as Promise<T>;
}
