import { withOverlays } from "./overlays.ts";
import { commonMessages } from "../messages/common.ts";

/** SPEC 9: toasts last 2000 ms by default and are centered. */
export const TOAST_MS = 2000;
export const LOADING_TOAST_MS = 1000;
export const LONG_TIMEOUT_TOAST_MS = 5000;

/** A centered toast; line breaks in the text are kept (global.css sets pre-line on toasts). */
export function showToast(content: string, durationMs: number = TOAST_MS): void {
  withOverlays(({ Toast }) => Toast.show({ content, duration: durationMs, position: "center" }));
}

/** 读取中, 1 s (SPEC 8). */
export function showLoading(): void {
  withOverlays(({ Toast }) =>
    Toast.show({
      icon: "loading",
      content: commonMessages.loading,
      duration: LOADING_TOAST_MS,
      position: "center",
    }),
  );
}

/**
 * The common error handler of SPEC 8: code 1 → timeout text for 2 s, code 2 → the same for 5 s,
 * code 3 → the server's message, anything else → 网络错误.
 */
export type RequestErrorCode = 1 | 2 | 3;

export function showRequestError(code?: RequestErrorCode, serverMsg?: string): void {
  if (code === 1) showToast(commonMessages.timeout, TOAST_MS);
  else if (code === 2) showToast(commonMessages.timeout, LONG_TIMEOUT_TOAST_MS);
  else if (code === 3 && serverMsg) showToast(serverMsg);
  else showToast(commonMessages.networkError);
}

export const toasts = {
  kefuFailed: () => showToast(commonMessages.kefuFailed),
  comingSoon: () => showToast(commonMessages.comingSoon),
  transferNotPermitted: () => showToast(commonMessages.transferNotPermitted),
  /** SPEC 8: an alert, not a toast, when a request is made without its method. */
  missingRequestMethod: () =>
    withOverlays(({ Dialog }) => void Dialog.alert({ content: commonMessages.missingRequestMethod })),
};
