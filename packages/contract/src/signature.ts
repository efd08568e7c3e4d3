import { md5 } from "js-md5";

/** Development default of SIGN_KEY (API.md §2). */
export const DEV_SIGN_KEY = "h5-dev-sign-key";

export type SignableParams = Record<string, string | number | boolean | null | undefined>;

/**
 * The canonical string of API.md §2: every parameter but `s` with a non-empty value, sorted by name
 * byte-wise, joined as name=value with '&' (values not URL-encoded), then '&key=' and the key.
 */
export function canonicalString(params: SignableParams, key: string): string {
  const parts = Object.keys(params)
    .filter((name) => name !== "s")
    .map((name) => [name, params[name]] as const)
    .filter(([, value]) => value !== undefined && value !== null && String(value) !== "")
    .sort(([a], [b]) => compareBytes(a, b))
    .map(([name, value]) => `${name}=${String(value)}`);
  return `${parts.join("&")}&key=${key}`;
}

/** Lowercase hex MD5 signature `s` of a call's parameters (API.md §2). */
export function signParams(params: SignableParams, key: string): string {
  return md5(canonicalString(params, key));
}

/** Ascending by code unit: for the ASCII parameter names of the API this is byte order (upper case first). */
function compareBytes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
