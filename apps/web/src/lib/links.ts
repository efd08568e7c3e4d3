import { resolveTrendBase, subHostBase, type PageLocation } from "./base-url.ts";
import { currentPath, navigateTo } from "./navigation.ts";
import { openExternal } from "./native.ts";
import { loginPathFor, paths } from "./paths.ts";
import { isLoggedIn } from "./session.ts";
import { storage } from "./storage.ts";
import { commonMessages } from "../messages/common.ts";

/**
 * The link forms of SPEC 2.2 (banners, menus, notices). Spellings the spec leaves open are ours:
 * - "/path"                    → in-app navigation
 * - "launch|COMPANY|GAMECODE"  → third-party game in /iframePage (title "game"; login required)
 * - "DOWNLOAD"                 → the app download page (/EDownload) in a new window
 * - "activity|NAME" or "activity/NAME" → /activity/NAME on the mobile host, in /iframePage (title "acti")
 * - "trend|GAMECODE" or "trend/GAMECODE" → /trend/GAMECODE on the trend site, in /iframePage (走势图)
 * - "http(s)://…"              → outside the app (native wrapper or a new window)
 */
export type LinkAction =
  | { kind: "navigate"; to: string }
  | { kind: "game"; company: string; gameCode: string }
  | { kind: "download"; url: string }
  | { kind: "activity"; url: string }
  | { kind: "trend"; url: string }
  | { kind: "external"; url: string }
  | { kind: "none" };

/** Route state of the embedded-frame page (SPEC 2.5/3). */
export interface IframePageState {
  url: string;
  title: string;
  company?: string;
  gamecode?: string;
}

function origin(location: PageLocation): string {
  return `${location.protocol}//${location.hostname}${location.port ? `:${location.port}` : ""}`;
}

function tail(link: string, prefix: string): string | null {
  const match = new RegExp(`^${prefix}[|/](.+)$`, "i").exec(link);
  return match ? match[1]!.replace(/^\/+/, "") : null;
}

export function resolveLink(
  raw: string | null | undefined,
  location: PageLocation = window.location,
): LinkAction {
  const link = (raw ?? "").trim();
  if (!link) return { kind: "none" };
  if (link.startsWith("/") && !link.startsWith("//")) return { kind: "navigate", to: link };
  if (/^launch\|/i.test(link)) {
    const [, company, gameCode] = link.split("|");
    return company && gameCode ? { kind: "game", company, gameCode } : { kind: "none" };
  }
  if (link === "DOWNLOAD") return { kind: "download", url: `${origin(location)}${paths.download}` };
  const activity = tail(link, "activity");
  if (activity) {
    const mobile = subHostBase(location, "m") || origin(location);
    return { kind: "activity", url: `${mobile}/activity/${activity}` };
  }
  const trend = tail(link, "trend");
  if (trend) {
    const base = resolveTrendBase(location) || origin(location);
    return { kind: "trend", url: `${base}/trend/${trend}` };
  }
  if (/^https?:\/\//i.test(link)) return { kind: "external", url: link };
  return { kind: "none" };
}

/** Follows a link; false when it is not one we know. */
export function followLink(raw: string | null | undefined): boolean {
  const action = resolveLink(raw);
  switch (action.kind) {
    case "navigate":
      navigateTo(action.to);
      return true;
    case "game":
      if (!isLoggedIn()) {
        navigateTo(loginPathFor(currentPath()));
        return true;
      }
      navigateTo(paths.iframePage, {
        state: {
          url: "",
          title: "game",
          company: action.company,
          gamecode: action.gameCode,
        } satisfies IframePageState,
      });
      return true;
    case "download":
    case "external":
      openExternal(action.url);
      return true;
    case "activity":
      // SPEC 4: back from an activity restores this tab index.
      storage.set("previousTabIndex", storage.get("tabIndex") ?? 0);
      navigateTo(paths.iframePage, { state: { url: action.url, title: "acti" } satisfies IframePageState });
      return true;
    case "trend":
      navigateTo(paths.iframePage, {
        state: { url: action.url, title: commonMessages.trendTitle } satisfies IframePageState,
      });
      return true;
    default:
      return false;
  }
}
