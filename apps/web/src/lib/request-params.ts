import {
  CLIENT_VERSION,
  DEV_SIGN_KEY,
  PLATFORM_CODE,
  REAL_CLIENT_TYPE_PATHS,
  signParams,
} from "@lottery/contract";
import { browserEnvironment, clientTypeOf, ClientType } from "./client-type.ts";
import { useSession } from "./session.ts";
import { storage } from "./storage.ts";

/** The signing key: build-time VITE_SIGN_KEY, else the development default (API.md §2). */
export const SIGN_KEY: string = import.meta.env.VITE_SIGN_KEY ?? DEV_SIGN_KEY;

export { CLIENT_VERSION };

export type ParamValue = string | number | boolean | null | undefined;
export type Params = Record<string, ParamValue | object>;

/** What the common parameters are made of; read from the session and storage unless given. */
export interface RequestContext {
  token: string | null;
  mid: number | null;
  fingerprint: string | undefined;
  clientIp: string | undefined;
  clientType: number;
  nowMs: number;
}

export interface ParamOptions {
  /** Attach tk and mid (SPEC 6: most calls do; a few visitor variants do not). */
  withToken?: boolean;
  /** SPEC 4: client type 31 "when the call source says so". */
  fromCallSource?: boolean;
}

const REAL_TYPE_PATHS = new Set<string>(REAL_CLIENT_TYPE_PATHS);

/** SPEC 7.1: the listed paths (compared on the last path segment, lowercased) send the real type. */
export function usesRealClientType(path: string): boolean {
  const last = path.split("?")[0]!.split("/").filter(Boolean).pop() ?? "";
  return REAL_TYPE_PATHS.has(last.toLowerCase());
}

export function currentContext(fromCallSource = false): RequestContext {
  const { token, userInfo } = useSession.getState();
  const clientType = clientTypeOf(browserEnvironment(), fromCallSource);
  storage.set("clientType", clientType);
  return {
    token,
    mid: userInfo?.Mid ?? null,
    fingerprint: storage.get("fingerprint"),
    clientIp: storage.get("clientIp"),
    clientType,
    nowMs: Date.now(),
  };
}

function toText(value: ParamValue | object): string {
  if (value === null || value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** Drops empty values, writes structured values as JSON, and adds `s` (API.md §2) over the rest. */
export function signRequest(params: Params, key: string = SIGN_KEY): Record<string, string> {
  const signed: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const text = toText(value);
    if (text !== "" && name !== "s") signed[name] = text;
  }
  signed.s = signParams(signed, key);
  return signed;
}

/** The common parameters of SPEC 7.1 for a call to `path`. */
export function commonParams(path: string, context: RequestContext, withToken = true): Params {
  return {
    c: usesRealClientType(path) ? context.clientType : ClientType.DEFAULT,
    v: CLIENT_VERSION,
    t: Math.floor(context.nowMs / 1000),
    tk: withToken ? context.token : null,
    p: PLATFORM_CODE,
    mid: withToken ? context.mid : null,
    RDUID: context.fingerprint,
    ip: context.clientIp,
  };
}

/** What a call sends: its own parameters, the common ones (which win a clash), and the signature. */
export function buildSignedParams(
  path: string,
  params: Params,
  options: ParamOptions = {},
  context: RequestContext = currentContext(options.fromCallSource),
  key: string = SIGN_KEY,
): Record<string, string> {
  return signRequest({ ...params, ...commonParams(path, context, options.withToken ?? true) }, key);
}
