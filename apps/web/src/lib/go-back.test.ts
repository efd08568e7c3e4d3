import { describe, expect, it } from "vitest";
import { hasInAppHistory } from "./go-back.ts";

describe("in-app history", () => {
  it("is there only when React Router numbered an earlier entry", () => {
    expect(hasInAppHistory({ idx: 2, key: "k", usr: null })).toBe(true);
    expect(hasInAppHistory({ idx: 0, key: "k", usr: null })).toBe(false);
    expect(hasInAppHistory(null)).toBe(false);
    expect(hasInAppHistory({ idx: "1" })).toBe(false);
  });
});
