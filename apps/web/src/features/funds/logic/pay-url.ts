/**
 * Where to send the player to pay: a provider's absolute URL as given; a site path (the sandbox's
 * cashier under /api) on the API host, like every other call.
 */
export function payPageUrl(payUrl: string, apiBase: string): string {
  if (/^https?:\/\//i.test(payUrl)) return payUrl;
  return `${apiBase}${payUrl.startsWith("/") ? "" : "/"}${payUrl}`;
}

/** Leaves the app for the payment page (a full page load: it is the provider's page, not ours). */
export function openPayPage(url: string): void {
  window.location.assign(url);
}
