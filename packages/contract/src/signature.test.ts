import { describe, expect, it } from "vitest";
import { canonicalString, signParams } from "./signature.ts";
import { SIGNATURE_VECTORS } from "./signature.vectors.ts";

describe("signature", () => {
  it.each(SIGNATURE_VECTORS)("signs $canonical", ({ params, key, canonical, s }) => {
    expect(canonicalString(params, key)).toBe(canonical);
    expect(signParams(params, key)).toBe(s);
  });

  it("ignores an existing s and empty values", () => {
    expect(canonicalString({ s: "abc", a: "1", b: "" }, "k")).toBe("a=1&key=k");
  });
});
