import { describe, expect, it } from "vitest";
import { nextFilters, readFilters, writeFilters } from "./url-filters.ts";

const defaults = { status: "pending", mid: "", banned: false, pageIndex: 1, pageSize: 20 };

describe("URL filter sync", () => {
  it("reads each value typed like its default", () => {
    const values = readFilters(
      new URLSearchParams("status=approved&mid=100001&banned=1&pageIndex=3"),
      defaults,
    );
    expect(values).toEqual({ status: "approved", mid: "100001", banned: true, pageIndex: 3, pageSize: 20 });
  });

  it("falls back to the default for a malformed number and ignores unknown keys", () => {
    const values = readFilters(new URLSearchParams("pageIndex=abc&pageSize=&other=1"), defaults);
    expect(values).toEqual(defaults);
  });

  it("keeps an explicitly empty string (the 全部 choice) apart from the default", () => {
    expect(readFilters(new URLSearchParams("status="), defaults).status).toBe("");
  });

  it("writes only what differs from the defaults", () => {
    const params = writeFilters({ ...defaults, mid: "42", pageIndex: 2 }, defaults);
    expect(params.toString()).toBe("mid=42&pageIndex=2");
  });

  it("round-trips through the URL", () => {
    const values = { status: "rejected", mid: "7", banned: true, pageIndex: 4, pageSize: 50 };
    expect(readFilters(writeFilters(values, defaults), defaults)).toEqual(values);
  });

  it("goes back to page 1 when a filter changes, but not when only the page does", () => {
    const current = { ...defaults, pageIndex: 5 };
    expect(nextFilters(current, { status: "approved" }).pageIndex).toBe(1);
    expect(nextFilters(current, { pageIndex: 6 }).pageIndex).toBe(6);
    expect(nextFilters(current, { status: "pending" }).pageIndex).toBe(5);
  });
});
