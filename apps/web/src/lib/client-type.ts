/**
 * Client-type codes of SPEC 4. The native wrapper is recognised by a user-agent marker: our
 * wrappers append `LotteryApp/<version>` to the WebView's user agent (chosen here; the spec does
 * not name one).
 */
export const ClientType = {
  NATIVE_IOS: 91,
  NATIVE_OTHER: 61,
  IOS_STANDALONE: 81,
  INSTALLED_WEB_APP: 71,
  CALL_SOURCE: 31,
  DEFAULT: 1,
} as const;

export const NATIVE_UA_MARKER = "LotteryApp/";

export interface ClientEnvironment {
  userAgent: string;
  /** Safari's navigator.standalone (home-screen web app on iOS). */
  iosStandalone: boolean;
  /** matchMedia("(display-mode: standalone)") — an installed web app elsewhere. */
  displayStandalone: boolean;
  maxTouchPoints: number;
}

export function isIos(env: Pick<ClientEnvironment, "userAgent" | "maxTouchPoints">): boolean {
  // iPadOS 13+ reports itself as a Mac; touch points tell it apart.
  return (
    /iPhone|iPad|iPod/i.test(env.userAgent) || (/Macintosh/.test(env.userAgent) && env.maxTouchPoints > 1)
  );
}

export function isNativeWrapper(env: Pick<ClientEnvironment, "userAgent">): boolean {
  return env.userAgent.includes(NATIVE_UA_MARKER);
}

/** SPEC 4 in its order: 91, 61, 81, 71, then 31 when the call source says so, else 1. */
export function clientTypeOf(env: ClientEnvironment, fromCallSource = false): number {
  if (isNativeWrapper(env)) return isIos(env) ? ClientType.NATIVE_IOS : ClientType.NATIVE_OTHER;
  if (env.iosStandalone && isIos(env)) return ClientType.IOS_STANDALONE;
  if (env.displayStandalone) return ClientType.INSTALLED_WEB_APP;
  if (fromCallSource) return ClientType.CALL_SOURCE;
  return ClientType.DEFAULT;
}

export function browserEnvironment(): ClientEnvironment {
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    iosStandalone: nav.standalone === true,
    displayStandalone:
      typeof window.matchMedia === "function" && window.matchMedia("(display-mode: standalone)").matches,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
  };
}

/**
 * The native wrapper (61, 91) gets customer service and external links by message (SPEC 4, read as
 * issue 29 does: SPEC's "8 or 9" would send an iOS home-screen app (81), which has no native side, a
 * message nobody receives, and leave the Android wrapper (61) opening windows itself).
 */
export function isNativeClientType(clientType: number): boolean {
  return clientType === ClientType.NATIVE_IOS || clientType === ClientType.NATIVE_OTHER;
}
