import type { Paged } from "./api.ts";

/** One CSV column: its header and how a row's cell reads. */
export interface CsvColumn<T> {
  title: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/** The byte-order mark that makes Excel read the file as UTF-8 (Chinese headers and names). */
export const UTF8_BOM = "\uFEFF";

/** One CSV cell: quoted when it holds a comma, quote, or line break; formulas neutralised. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  // A cell starting with = + - @ would run as a formula in Excel; numbers stay numbers.
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) {
    text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text (CRLF line ends, BOM first) of rows under the columns' headers. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.title)).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(","));
  return `${UTF8_BOM}${lines.join("\r\n")}\r\n`;
}

/** Largest page the API serves (API.md: pageSize at most 100). */
export const EXPORT_PAGE_SIZE = 100;
/** A guard against a list that never ends (a server answering a wrong total). */
const MAX_EXPORT_PAGES = 2_000;

/** Every row the filters select: pages 1, 2, … until `total` rows are read or a page comes back short. */
export async function fetchAllPages<T>(
  fetchPage: (pageIndex: number, pageSize: number) => Promise<Paged<T>>,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<T[]> {
  const rows: T[] = [];
  for (let pageIndex = 1; pageIndex <= MAX_EXPORT_PAGES; pageIndex++) {
    const page = await fetchPage(pageIndex, pageSize);
    rows.push(...page.list);
    if (page.list.length < pageSize || rows.length >= page.total) break;
  }
  return rows;
}

/** Lets the browser save `text` as `fileName`. */
export function downloadText(fileName: string, text: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** "提现审核-20261126-1530.csv": the table's name and the local time of the export. */
export function csvFileName(name: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}`;
  return `${name}-${stamp}.csv`;
}
