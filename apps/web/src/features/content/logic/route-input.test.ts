import { describe, expect, it } from "vitest";
import { articleIdFromState, helpTopicFromRoute, noticeIdFromRoute } from "./route-input.ts";

describe("route inputs", () => {
  it("reads the article id from route state, or null when it is missing or malformed", () => {
    expect(articleIdFromState({ id: 12 })).toBe(12);
    expect(articleIdFromState(null)).toBeNull();
    expect(articleIdFromState({})).toBeNull();
    expect(articleIdFromState({ id: "abc" })).toBeNull();
    expect(articleIdFromState({ id: 0 })).toBeNull();
  });

  it("accepts only positive whole notice ids", () => {
    expect(noticeIdFromRoute("7")).toBe(7);
    expect(noticeIdFromRoute("x7")).toBeNull();
    expect(noticeIdFromRoute("1.5")).toBeNull();
    expect(noticeIdFromRoute(undefined)).toBeNull();
  });

  it("checks help names with the contract's format", () => {
    expect(helpTopicFromRoute("account", "lock-rules")).toEqual({ type: "account", name: "lock-rules" });
    expect(helpTopicFromRoute("Account", "x")).toBeNull();
    expect(helpTopicFromRoute("account", "../etc")).toBeNull();
  });
});
