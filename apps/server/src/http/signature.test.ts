import { describe, expect, it } from "vitest";
import { SIGNATURE_VECTORS, Status } from "@lottery/contract";
import { isRefusal } from "../domain/refusal.ts";
import { verifySignature } from "./signature.ts";

const statusOf = (fn: () => void): number | null => {
  try {
    fn();
    return null;
  } catch (error) {
    return isRefusal(error) ? error.status : -1;
  }
};

describe("verifySignature with the vectors the client tests share", () => {
  it.each(SIGNATURE_VECTORS)("accepts $s", ({ params, key, s }) => {
    const raw: Record<string, string> = { s };
    for (const [name, value] of Object.entries(params))
      if (value !== undefined && value !== null) raw[name] = String(value);
    const t = Number(raw.t ?? 0);
    const nowMs = (Number.isFinite(t) && t > 0 ? t : 0) * 1000;
    if (raw.t) expect(statusOf(() => verifySignature(raw, key, 300, nowMs))).toBeNull();
    expect(
      statusOf(() =>
        verifySignature({ ...raw, s: s.replace(/^./, (c) => (c === "0" ? "1" : "0")) }, key, 300, nowMs),
      ),
    ).toBe(Status.BAD_SIGNATURE);
  });

  it("refuses a signature in upper case or of the wrong length", () => {
    const [vector] = SIGNATURE_VECTORS;
    const raw = { t: "1700000000", c: "1", RDUID: "x", userName: "张三", s: vector!.s.toUpperCase() };
    expect(statusOf(() => verifySignature(raw, vector!.key, 300, 1_700_000_000_000))).toBe(
      Status.BAD_SIGNATURE,
    );
    expect(statusOf(() => verifySignature({ ...raw, s: "abc" }, vector!.key, 300, 1_700_000_000_000))).toBe(
      Status.BAD_SIGNATURE,
    );
  });
});
