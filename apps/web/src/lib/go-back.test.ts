import { describe, expect, it } from "vitest";
import { hasInAppHistory } from "./go-back.ts";

describe("in-app history", () => {
  it("is there for every entry but the one the app was opened on", () => {
    expect(hasInAppHistory("default")).toBe(false);
    expect(hasInAppHistory("x7k2p9")).toBe(true);
  });
});
