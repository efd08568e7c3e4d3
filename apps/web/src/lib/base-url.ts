import { storage } from "./storage.ts";

/**
 * The base-URL rule of SPEC 7.2. The API lives on the `api.` sub-host of the page's registrable
 * domain (m.example.com → https://api.example.com). Local and pre-production hosts use the page's
 * own origin (our deviation: no fixed pre-production API host exists, and the dev server proxies
 * /api). `?realhost=` overrides the result; the answer is cached in storage for the host.
 */
export interface PageLocation {
  protocol: string;
  hostname: string;
  port: string;
  search: string;
}

/** Second-level public suffixes common for our markets; enough without shipping the whole PSL. */
const TWO_PART_SUFFIXES = new Set([
  "com.cn",
  "net.cn",
  "org.cn",
  "gov.cn",
  "edu.cn",
  "com.hk",
  "com.tw",
  "com.mo",
  "com.sg",
  "com.my",
  "com.ph",
  "com.vn",
  "co.uk",
  "co.jp",
  "co.kr",
  "com.au",
]);

export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "[::1]" ||
    host === "::1" ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(host) // any IPv4 address, 127.0.0.1 and LAN test devices
  );
}

/** Pre-production hosts: a `pre`, `test`, `uat`, `staging` or `dev` label (pre.m.example.com, m-pre.example.com). */
export function isPreProductionHost(hostname: string): boolean {
  return hostname
    .toLowerCase()
    .split(".")
    .some((label) =>
      /^(pre|test|uat|staging|dev)$|-(pre|test|uat|staging|dev)$|^(pre|test|uat|staging|dev)-/.test(label),
    );
}

export function registrableDomain(hostname: string): string {
  const labels = hostname.toLowerCase().split(".").filter(Boolean);
  const lastTwo = labels.slice(-2).join(".");
  const size = TWO_PART_SUFFIXES.has(lastTwo) ? 3 : 2;
  return labels.slice(-size).join(".");
}

/** `https://<sub>.<registrable domain>`, or "" (same origin) on local and pre-production hosts. */
export function subHostBase(location: PageLocation, sub: string): string {
  if (isLocalHost(location.hostname) || isPreProductionHost(location.hostname)) return "";
  return `${location.protocol}//${sub}.${registrableDomain(location.hostname)}`;
}

/** The `?realhost=` override as an origin ("api.x.com" → "https://api.x.com"), or null. */
export function realHostOverride(location: PageLocation): string | null {
  const value = new URLSearchParams(location.search).get("realhost");
  if (!value) return null;
  const withScheme = /^https?:\/\//i.test(value) ? value : `${location.protocol}//${value}`;
  try {
    return new URL(withScheme).origin;
  } catch {
    return null;
  }
}

/** The API origin for this page ("" = same origin), honouring the override and the cache. */
export function resolveApiBase(location: PageLocation = window.location): string {
  const override = realHostOverride(location);
  if (override !== null) {
    storage.set("baseUrl", { host: location.hostname, base: override });
    return override;
  }
  const cached = storage.get("baseUrl");
  if (cached && cached.host === location.hostname) return cached.base;
  const base = subHostBase(location, "api");
  storage.set("baseUrl", { host: location.hostname, base });
  return base;
}

/** The odds-data host of SPEC 7.2: the `odds.` sub-host, same origin on local hosts. */
export function resolveOddsBase(location: PageLocation = window.location): string {
  return subHostBase(location, "odds");
}

/** The trend-chart site (SPEC 2.2): the `trend.` sub-host, same origin on local hosts. */
export function resolveTrendBase(location: PageLocation = window.location): string {
  return subHostBase(location, "trend");
}
