import { browserEnvironment, clientTypeOf, isNativeClientType } from "./client-type.ts";

/** A message to the native wrapper (SPEC 4): open customer service or an external URL. */
export interface NativeMessage {
  type: "kefu" | "openUrl";
  url: string;
}

interface NativeBridges {
  webkit?: { messageHandlers?: { nativeApp?: { postMessage(message: unknown): void } } };
  ReactNativeWebView?: { postMessage(message: string): void };
}

/**
 * Posts to the wrapper: the iOS WKWebView handler `nativeApp` when present, a React Native style
 * bridge otherwise, and the embedding window as the last resort. Returns false when not native.
 */
export function postToNative(
  message: NativeMessage,
  clientType = clientTypeOf(browserEnvironment()),
): boolean {
  if (!isNativeClientType(clientType)) return false;
  const bridges = window as unknown as NativeBridges;
  const ios = bridges.webkit?.messageHandlers?.nativeApp;
  if (ios) ios.postMessage(message);
  else if (bridges.ReactNativeWebView) bridges.ReactNativeWebView.postMessage(JSON.stringify(message));
  else window.parent.postMessage(message, "*");
  return true;
}

/** Opens a URL outside the app: through the native wrapper when there is one, else a new window. */
export function openExternal(url: string, type: NativeMessage["type"] = "openUrl"): void {
  if (!postToNative({ type, url })) window.open(url, "_blank", "noopener");
}
