import { DEV_SIGN_KEY, signParams, type SignableParams } from "@lottery/contract";
import { BASE_URL } from "./browser.ts";

/** A player call through the real API (API.md §1–2): common params, the signature, form bodies. */
export async function playerCall<T>(
  method: "GET" | "POST",
  path: string,
  params: SignableParams,
  token?: string,
): Promise<T> {
  const all: SignableParams = {
    ...params,
    c: 1,
    v: "1.0.0",
    p: 5,
    RDUID: "e2e-console",
    t: Math.floor(Date.now() / 1000),
    ...(token ? { tk: token } : {}),
  };
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(all)) {
    if (value !== undefined && value !== null && value !== "") form.set(key, String(value));
  }
  form.set("s", signParams(all, process.env.SIGN_KEY ?? DEV_SIGN_KEY));
  const url = `${BASE_URL}/api/${path}${method === "GET" ? `?${form}` : ""}`;
  const response = await fetch(url, {
    method,
    headers: method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {},
    body: method === "POST" ? form.toString() : undefined,
  });
  const envelope = (await response.json()) as { status: number; msg: string; models: T };
  if (envelope.status !== 0) throw new Error(`${path}: status ${envelope.status} ${envelope.msg}`);
  return envelope.models;
}

/** Logs a player in through account/weblogin and answers the token. */
export async function playerLogin(userName: string, password: string): Promise<string> {
  const { token } = await playerCall<{ token: string }>("POST", "account/weblogin", { userName, password });
  return token;
}

/** A request id for a money call (8–64 letters, digits, _ or -). */
export const requestId = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
