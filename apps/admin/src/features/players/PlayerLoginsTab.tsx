import type { LoginRecord } from "@lottery/contract";
import { Tag } from "antd";
import { DataTable, type TableColumn } from "../../components/DataTable.tsx";
import { formatChinaTime } from "../../lib/time.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";
import { useUrlFilters } from "../../lib/url-filters.ts";
import { playerMessages } from "./messages.ts";

const m = playerMessages.logins;
const FILTERS = { tab: "logins", pageIndex: 1, pageSize: 20 };

const columns: TableColumn<LoginRecord>[] = [
  {
    title: m.columns.time,
    dataIndex: "time",
    render: (_, r) => formatChinaTime(r.time),
    exportValue: (r) => formatChinaTime(r.time),
  },
  { title: m.columns.ip, dataIndex: "ip" },
  {
    title: m.columns.clientType,
    dataIndex: "clientType",
    render: (_, r) => m.clients[r.clientType] ?? r.clientType,
    exportValue: (r) => m.clients[r.clientType] ?? r.clientType,
  },
  {
    title: m.columns.method,
    dataIndex: "method",
    render: (_, r) => m.methods[r.method] ?? r.method,
    exportValue: (r) => m.methods[r.method] ?? r.method,
  },
  {
    title: m.columns.success,
    dataIndex: "success",
    render: (_, r) => (r.success ? <Tag color="green">{m.ok}</Tag> : <Tag color="red">{m.failed}</Tag>),
    exportValue: (r) => (r.success ? m.ok : m.failed),
  },
];

/** GET /players/logins: the player's logins, newest first. */
export function PlayerLoginsTab({ mid }: { mid: number }) {
  const { values, set } = useUrlFilters(FILTERS);
  const { tab: _tab, ...filters } = values;
  const list = usePagedList<LoginRecord>("/players/logins", { ...filters, mid }, set);
  return (
    <DataTable
      rowKey={(r) => `${r.time}:${r.ip}:${r.method}`}
      columns={columns}
      rows={list.rows}
      loading={list.loading}
      error={list.error}
      onReload={list.refetch}
      paging={list.paging}
      exportName={m.exportName(mid)}
      fetchAll={list.fetchAll}
    />
  );
}
