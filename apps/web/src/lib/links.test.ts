import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followLink, resolveLink } from "./links.ts";
import { registerNavigator } from "./navigation.ts";
import type { PageLocation } from "./base-url.ts";
import { startSession } from "./session.ts";
import { storage } from "./storage.ts";
import { demoUser, resetBrowserState } from "#test/helpers.ts";

const prod: PageLocation = { protocol: "https:", hostname: "m.example.com", port: "", search: "" };
const local: PageLocation = { protocol: "http:", hostname: "localhost", port: "5173", search: "" };

describe("resolveLink (SPEC 2.2)", () => {
  it.each([
    ["/betRecord", { kind: "navigate", to: "/betRecord" }],
    ["launch|AG|BAC001", { kind: "game", company: "AG", gameCode: "BAC001" }],
    ["DOWNLOAD", { kind: "download", url: "https://m.example.com/EDownload" }],
    ["activity|newyear", { kind: "activity", url: "https://m.example.com/activity/newyear" }],
    ["activity/2026/spring", { kind: "activity", url: "https://m.example.com/activity/2026/spring" }],
    ["trend|ssq", { kind: "trend", url: "https://trend.example.com/trend/ssq" }],
    ["https://example.org/x", { kind: "external", url: "https://example.org/x" }],
    ["launch|AG", { kind: "none" }],
    ["//evil.example/", { kind: "none" }],
    ["", { kind: "none" }],
    ["download", { kind: "none" }],
  ])("%s", (link, expected) => {
    expect(resolveLink(link, prod)).toEqual(expected);
  });

  it("stays on the page's own origin locally", () => {
    expect(resolveLink("DOWNLOAD", local)).toEqual({
      kind: "download",
      url: "http://localhost:5173/EDownload",
    });
    expect(resolveLink("trend|dlt", local)).toEqual({
      kind: "trend",
      url: "http://localhost:5173/trend/dlt",
    });
  });
});

describe("followLink", () => {
  const navigate = vi.fn();
  beforeEach(() => registerNavigator(navigate));
  afterEach(() => {
    registerNavigator(null);
    navigate.mockReset();
    resetBrowserState();
  });

  it("navigates in-app links", () => {
    expect(followLink("/result")).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/result", undefined);
  });

  it("sends visitors who open a third-party game to /login", () => {
    window.history.replaceState(null, "", "/gamecenter/AG");
    followLink("launch|AG|BAC001");
    expect(navigate).toHaveBeenCalledWith("/login?redirect=%2Fgamecenter%2FAG", undefined);
  });

  it("opens a third-party game in the frame page with title game", () => {
    startSession({ token: "t", userInfo: demoUser });
    followLink("launch|AG|BAC001");
    expect(navigate).toHaveBeenCalledWith("/iframePage", {
      state: { url: "", title: "game", company: "AG", gamecode: "BAC001" },
    });
  });

  it("opens DOWNLOAD in a new window", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    followLink("DOWNLOAD");
    expect(open).toHaveBeenCalledWith(`${window.location.origin}/EDownload`, "_blank", "noopener");
    open.mockRestore();
  });

  it("remembers the tab index before an activity", () => {
    storage.set("tabIndex", 3);
    followLink("activity|vip");
    expect(storage.get("previousTabIndex")).toBe(3);
    expect(navigate).toHaveBeenCalledWith("/iframePage", {
      state: { url: `${window.location.origin}/activity/vip`, title: "acti" },
    });
  });

  it("ignores what it does not know", () => {
    expect(followLink("nonsense")).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
