/**
 * Lets shared code (request helpers, link handling) navigate without importing the router.
 * The app's global component registers the router's navigate; without it (before the router
 * mounts, or outside the app) a full page load to the same path is used instead.
 */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type Navigator = (to: string, options?: NavigateOptions) => void;

let current: Navigator | null = null;

export function registerNavigator(navigator: Navigator | null): void {
  current = navigator;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  if (current) {
    current(to, options);
    return;
  }
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** The path the user is on now, with query; used as the return target of the login page. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
