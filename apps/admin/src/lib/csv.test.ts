import { describe, expect, it } from "vitest";
import { csvCell, csvFileName, fetchAllPages, toCsv, UTF8_BOM } from "./csv.ts";

describe("toCsv", () => {
  const columns = [
    { title: "玩家", value: (r: { name: string; amount: number }) => r.name },
    { title: "金额（元）", value: (r: { name: string; amount: number }) => r.amount.toFixed(2) },
  ];

  it("starts with a UTF-8 BOM so Excel reads Chinese, and ends lines with CRLF", () => {
    const text = toCsv(columns, [{ name: "张三", amount: 1234.5 }]);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text).toBe(`${UTF8_BOM}玩家,金额（元）\r\n张三,1234.50\r\n`);
  });

  it("quotes cells holding commas, quotes and line breaks", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("neutralises text that Excel would run as a formula, but keeps negative numbers", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-12.50")).toBe("-12.50");
    expect(csvCell(-3)).toBe("-3");
  });

  it("writes empty cells for null and undefined", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(false)).toBe("false");
  });

  it("has only the header row for no rows", () => {
    expect(toCsv(columns, [])).toBe(`${UTF8_BOM}玩家,金额（元）\r\n`);
  });
});

describe("fetchAllPages", () => {
  const rows = Array.from({ length: 250 }, (_, i) => i + 1);
  const pageOf = (pageIndex: number, pageSize: number) =>
    Promise.resolve({
      list: rows.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
      total: rows.length,
    });

  it("reads every page of the selection in order", async () => {
    const asked: number[] = [];
    const all = await fetchAllPages((i, size) => (asked.push(i), pageOf(i, size)), 100);
    expect(all).toEqual(rows);
    expect(asked).toEqual([1, 2, 3]);
  });

  it("stops when a page reaches the total exactly", async () => {
    const asked: number[] = [];
    const all = await fetchAllPages((i, size) => (asked.push(i), pageOf(i, size)), 125);
    expect(all).toHaveLength(250);
    expect(asked).toEqual([1, 2]);
  });

  it("stops on an empty first page", async () => {
    expect(await fetchAllPages(() => Promise.resolve({ list: [], total: 0 }))).toEqual([]);
  });
});

it("names the file after the table and the local time", () => {
  expect(csvFileName("提现记录", new Date(2026, 10, 26, 9, 5))).toBe("提现记录-20261126-0905.csv");
});
