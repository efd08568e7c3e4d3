import { useState } from "react";
import { App, Button } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import { csvFileName, downloadText, toCsv, type CsvColumn } from "../lib/csv.ts";
import { commonMessages as m } from "../lib/messages.ts";

export interface ExportButtonProps<T> {
  /** The file's name before the time stamp (the page title). */
  name: string;
  columns: CsvColumn<T>[];
  /** Every row the current filters select (all pages). */
  fetchAll: () => Promise<T[]>;
}

/** Exports what the current filters select, all pages, as CSV with a UTF-8 BOM. */
export function ExportButton<T>({ name, columns, fetchAll }: ExportButtonProps<T>) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const rows = await fetchAll();
      downloadText(csvFileName(name), toCsv(columns, rows));
      void message.success(m.exported(rows.length));
    } catch (error) {
      void message.error((error as Error).message || m.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run} data-testid="export-csv">
      {busy ? m.exporting : m.export}
    </Button>
  );
}
