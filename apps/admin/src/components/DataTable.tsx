import type { Key, ReactNode } from "react";
import { Alert } from "antd";
import type { TableRowSelection } from "antd/es/table/interface";
import type { ExpandableConfig } from "antd/es/table/interface";
import { ProTable, type ProColumns } from "@ant-design/pro-components";
import { commonMessages as m } from "../lib/messages.ts";
import { ExportButton } from "./ExportButton.tsx";
import { csvColumnsOf, type ExportableColumn } from "./table-export.ts";

/** A column: ProTable's, with a string title and how it exports. */
export type TableColumn<T> = ProColumns<T> & ExportableColumn<T> & { title: string };

export interface TablePaging {
  pageIndex: number;
  pageSize: number;
  total: number;
  onChange: (pageIndex: number, pageSize: number) => void;
}

export interface DataTableProps<T> {
  title?: ReactNode;
  rowKey: string | ((row: T) => Key);
  columns: TableColumn<T>[];
  rows: readonly T[] | undefined;
  loading: boolean;
  error?: Error | null;
  onReload?: () => void;
  /** Server-side paging; without it every row is on one page. */
  paging?: TablePaging;
  /** The export's file name and every row the filters select. */
  exportName: string;
  fetchAll: () => Promise<T[]>;
  toolbar?: ReactNode[];
  rowSelection?: TableRowSelection<T>;
  expandable?: ExpandableConfig<T>;
}

/** What a list page's query gives DataTable: `data.list`, its load state and a refetch. */
interface ListQuery<T> {
  data?: { list: T[] };
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * DataTable's props for a whole (unpaged) list read by one query: its rows, load state and error,
 * 刷新, and an export of every row under `exportName`.
 */
export function wholeListProps<T>(query: ListQuery<T>, exportName: string) {
  const rows = query.data?.list;
  return {
    rows,
    loading: query.isFetching,
    error: query.error,
    onReload: () => void query.refetch(),
    exportName,
    fetchAll: async () => rows ?? [],
  };
}

/** A dense table: server-side paging, column settings, reload and CSV export of all pages. */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { paging } = props;
  return (
    <>
      {props.error ? (
        <Alert type="error" showIcon message={props.error.message} style={{ marginBottom: 8 }} />
      ) : null}
      <ProTable<T>
        size="small"
        bordered
        search={false}
        cardBordered
        headerTitle={props.title}
        rowKey={props.rowKey as string}
        columns={props.columns}
        dataSource={props.rows as T[] | undefined}
        loading={props.loading}
        rowSelection={props.rowSelection}
        expandable={props.expandable}
        scroll={{ x: "max-content" }}
        options={{ density: true, setting: true, reload: props.onReload ?? false, fullScreen: false }}
        toolBarRender={() => [
          ...(props.toolbar ?? []),
          <ExportButton
            key="export"
            name={props.exportName}
            columns={csvColumnsOf(props.columns)}
            fetchAll={props.fetchAll}
          />,
        ]}
        pagination={
          paging
            ? {
                current: paging.pageIndex,
                pageSize: paging.pageSize,
                total: paging.total,
                showSizeChanger: true,
                pageSizeOptions: [20, 50, 100],
                showTotal: m.total,
                onChange: paging.onChange,
              }
            : { pageSize: 50, showTotal: m.total, showSizeChanger: false }
        }
      />
    </>
  );
}
