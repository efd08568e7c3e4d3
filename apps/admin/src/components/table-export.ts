import type { CsvColumn } from "../lib/csv.ts";

/** What a table column gives the CSV export: its header and how a row's cell reads. */
export interface ExportableColumn<T> {
  title?: unknown;
  dataIndex?: unknown;
  /** The cell's CSV value; defaults to the row's value at `dataIndex`. */
  exportValue?: (row: T) => string | number | boolean | null | undefined;
  /** Left out of the export (action buttons). */
  noExport?: boolean;
  hideInTable?: boolean;
}

function valueAt(row: unknown, dataIndex: unknown): unknown {
  const keys = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return keys.reduce<unknown>(
    (value, key) =>
      value && typeof value === "object" ? (value as Record<string, unknown>)[String(key)] : undefined,
    row,
  );
}

function plain(value: unknown): string | number | boolean | null | undefined {
  if (value === null || value === undefined) return value;
  if (typeof value === "object") return JSON.stringify(value);
  return value as string | number | boolean;
}

/** The CSV columns of a table: every column with a string title that is not marked noExport. */
export function csvColumnsOf<T>(columns: readonly ExportableColumn<T>[]): CsvColumn<T>[] {
  return columns
    .filter((c) => !c.noExport && typeof c.title === "string" && (c.exportValue || c.dataIndex !== undefined))
    .map((c) => ({
      title: c.title as string,
      value: c.exportValue ?? ((row: T) => plain(valueAt(row, c.dataIndex))),
    }));
}
