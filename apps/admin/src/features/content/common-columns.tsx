import { Tag } from "antd";
import type { TableColumn } from "../../components/DataTable.tsx";
import { formatChinaTime } from "../../lib/time.ts";
import type { ContentRow } from "./api.ts";
import { contentMessages as m } from "./messages.ts";

export const idColumn: TableColumn<ContentRow> = { title: m.fields.id, dataIndex: "id", width: 64 };
export const titleColumn: TableColumn<ContentRow> = {
  title: m.fields.title,
  dataIndex: "title",
  ellipsis: true,
  width: 260,
};

/** A time column shown and exported in China time. */
export const timeColumn = (key: string, title: string): TableColumn<ContentRow> => ({
  title,
  dataIndex: key,
  render: (_, row) => formatChinaTime(row[key] as string | null),
  exportValue: (row) => (row[key] ? formatChinaTime(row[key] as string) : ""),
});

/** A code column shown by its Chinese name. */
export const namedColumn = (
  key: string,
  title: string,
  names: Record<string, string>,
): TableColumn<ContentRow> => ({
  title,
  dataIndex: key,
  render: (_, row) => names[String(row[key])] ?? String(row[key]),
  exportValue: (row) => names[String(row[key])] ?? String(row[key]),
});

export const enabledColumn: TableColumn<ContentRow> = {
  title: m.fields.enabled,
  dataIndex: "enabled",
  render: (_, row) => (row.enabled ? <Tag color="green">{m.states.on}</Tag> : <Tag>{m.states.off}</Tag>),
  exportValue: (row) => (row.enabled ? m.states.on : m.states.off),
};

export const updatedColumn = timeColumn("updatedAt", m.fields.updatedAt);
