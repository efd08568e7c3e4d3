import { describe, expect, it } from "vitest";
import { nextPageIndex } from "../../lib/api/paged.ts";
import { formatDateTime } from "./format.ts";

describe("formatDateTime", () => {
  it("shows China time whatever offset the instant is written in", () => {
    expect(formatDateTime("2026-11-21T20:30:00+08:00")).toBe("2026-11-21 20:30");
    expect(formatDateTime("2026-11-21T16:05:00Z")).toBe("2026-11-22 00:05");
    expect(formatDateTime("not a time")).toBe("");
  });
});

describe("nextPageIndex", () => {
  const page = (n: number, total: number) => ({ list: Array.from({ length: n }, (_, i) => i), total });

  it("asks for the next page until every row is loaded", () => {
    expect(nextPageIndex(page(20, 45), [page(20, 45)])).toBe(2);
    expect(nextPageIndex(page(5, 45), [page(20, 45), page(20, 45), page(5, 45)])).toBeUndefined();
  });

  it("stops at an empty page even when the total says more", () => {
    expect(nextPageIndex(page(0, 45), [page(20, 45), page(0, 45)])).toBeUndefined();
  });
});
