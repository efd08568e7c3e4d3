import { describe, expect, it } from "vitest";
import { issueRuleOptions } from "./rule-versions.ts";

describe("issueRuleOptions", () => {
  it.each([
    ["ssq", "2025150", { ssqRule: "classic" }],
    ["ssq", "2026013", { ssqRule: "classic" }],
    ["ssq", "2026014", { ssqRule: "2026" }],
    ["SSQ", "2026135", { ssqRule: "2026" }],
    ["dlt", "19019", { dltRule: "2019" }],
    ["dlt", "26013", { dltRule: "2019" }],
    ["dlt", "26014", { dltRule: "2026" }],
    ["dlt", "27001", { dltRule: "2026" }],
    ["fc3d", "2026135", {}],
    ["ffssc", "202611210001", {}],
  ])("%s %s", (game, issue, expected) => {
    expect(issueRuleOptions(game, issue)).toEqual(expected);
  });
});
