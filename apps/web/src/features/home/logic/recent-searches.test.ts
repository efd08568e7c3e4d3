import { describe, expect, it } from "vitest";
import { addRecentSearch, MAX_RECENT_SEARCHES } from "./recent-searches.ts";

describe("recent searches", () => {
  it("puts the newest first", () => {
    expect(addRecentSearch(["双色球"], "快3")).toEqual(["快3", "双色球"]);
  });

  it("moves a repeated keyword to the front instead of listing it twice", () => {
    expect(addRecentSearch(["快3", "双色球", "竞彩"], "双色球")).toEqual(["双色球", "快3", "竞彩"]);
  });

  it("trims and ignores blank keywords", () => {
    expect(addRecentSearch(["快3"], "  ssq ")).toEqual(["ssq", "快3"]);
    expect(addRecentSearch(["快3"], "   ")).toEqual(["快3"]);
  });

  it("keeps ten at most, dropping the oldest", () => {
    const ten = Array.from({ length: MAX_RECENT_SEARCHES }, (_, i) => `w${i}`);
    const next = addRecentSearch(ten, "new");
    expect(MAX_RECENT_SEARCHES).toBe(10);
    expect(next).toHaveLength(10);
    expect(next[0]).toBe("new");
    expect(next).not.toContain("w9");
  });
});
