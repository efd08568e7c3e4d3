/** Route paths used from code (STYLE: one paths module, URLs are never hand-typed in pages). */
export const paths = {
  home: "/",
  login: "/login",
  register: "/register",
  maintaining: "/maintaining",
  result: "/result",
  buyTogether: "/buyTogether",
  memberCenter: "/memberCenter",
  iframePage: "/iframePage",
  download: "/EDownload",
  yuEBao: "/yuEBao",
  // account pages (issue 4)

  // home, content and help pages (issue 10)
} as const;

/** Query parameter that carries the login page's return target (also sent in route state). */
export const REDIRECT_PARAM = "redirect";

/** The login URL that comes back to `target` after login. */
export function loginPathFor(target: string): string {
  if (!target || target === paths.home || target.startsWith(paths.login)) return paths.login;
  return `${paths.login}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/**
 * The return target of the login page: route state `from`, else `?redirect=`, else home. Only
 * in-app paths are accepted (no open redirect to another site).
 */
export function loginReturnTarget(search: string, state: unknown): string {
  const fromState = (state as { from?: unknown } | null)?.from;
  const candidate =
    typeof fromState === "string" ? fromState : new URLSearchParams(search).get(REDIRECT_PARAM);
  if (!candidate || !candidate.startsWith("/") || candidate.startsWith("//")) return paths.home;
  if (candidate.toLowerCase().startsWith(paths.login) || candidate.toLowerCase().startsWith(paths.register)) {
    return paths.home;
  }
  return candidate;
}
