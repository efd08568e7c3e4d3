import { currentSession, endSession } from "./session.ts";

/** A refusal the server answered (status ≠ 0): `message` is its Chinese sentence. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const STATUS_LOGIN_REQUIRED = 4;
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

interface Envelope<T> {
  status: number;
  msg: string;
  models: T;
}

/** Where calls go: "/admin/api" in the browser; tests point it at a server's origin. */
let apiBase = "/admin/api";
export function setApiBase(base: string): void {
  apiBase = base;
}

/** A query string of the values that are set (empty strings and nulls left out). */
export function queryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

async function call<T>(method: "GET" | "POST", path: string, init: RequestInit): Promise<T> {
  const token = currentSession()?.token;
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${apiBase}${path}`, { ...init, method, headers });
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiError(-1, `HTTP ${response.status}`);
  }
  if (envelope.status === STATUS_LOGIN_REQUIRED && token) endSession();
  if (envelope.status !== 0) throw new ApiError(envelope.status, envelope.msg);
  return envelope.models;
}

/**
 * GET /admin/api{path} as a Server-Sent Events stream with the operator's token (EventSource cannot
 * send the Authorization header): the open response, or an ApiError when the server answered an
 * envelope (a refusal) instead of a stream.
 */
export async function apiStream(path: string, signal: AbortSignal): Promise<Response> {
  const token = currentSession()?.token;
  const headers: Record<string, string> = { accept: "text/event-stream" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${apiBase}${path}`, { headers, signal });
  if (response.headers.get("content-type")?.includes("text/event-stream") && response.body) return response;
  const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
  if (envelope?.status === STATUS_LOGIN_REQUIRED && token) endSession();
  throw new ApiError(envelope?.status ?? -1, envelope?.msg ?? `HTTP ${response.status}`);
}

/** GET /admin/api{path}?query → models. */
export function apiGet<T>(path: string, query?: Query): Promise<T> {
  return call<T>("GET", `${path}${queryString(query)}`, {});
}

/** POST /admin/api{path} with a JSON body → models. */
export function apiPost<T>(path: string, body: unknown = {}): Promise<T> {
  return call<T>("POST", path, {
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** A paged list as the API answers it. */
export interface Paged<T> {
  list: T[];
  total: number;
}
