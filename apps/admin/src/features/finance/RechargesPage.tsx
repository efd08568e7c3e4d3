import type { ConsoleRecharge } from "@lottery/contract";
import { Input, Select, Tag } from "antd";
import { Link } from "react-router";
import { DataTable, type TableColumn } from "../../components/DataTable.tsx";
import { DateRangeFilter } from "../../components/DateRangeFilter.tsx";
import { FilterBar, FilterField } from "../../components/FilterBar.tsx";
import { Money } from "../../components/Money.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { commonMessages } from "../../lib/messages.ts";
import { paths } from "../../lib/paths.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";
import { useUrlFilters } from "../../lib/url-filters.ts";
import { financeMessages } from "./messages.ts";

const m = financeMessages.recharges;
const STATUS_COLORS: Record<string, string> = {
  pending: "gold",
  paid: "green",
  expired: "default",
  cancelled: "default",
  failed: "red",
};
const FILTERS = { status: "", mid: "", channel: "", from: "", to: "", pageIndex: 1, pageSize: 20 };

const columns: TableColumn<ConsoleRecharge>[] = [
  { title: m.columns.orderNo, dataIndex: "orderNo", copyable: true },
  {
    title: m.columns.player,
    dataIndex: "userName",
    render: (_, r) => <Link to={paths.player(r.mid)}>{r.userName}</Link>,
  },
  { title: m.columns.mid, dataIndex: "mid" },
  { title: m.columns.channel, dataIndex: "channelName" },
  { title: m.columns.provider, dataIndex: "provider" },
  {
    title: m.columns.amount,
    dataIndex: "amount",
    align: "right",
    render: (_, r) => <Money yuan={r.amount} />,
    exportValue: (r) => r.amount.toFixed(2),
  },
  {
    title: m.columns.status,
    dataIndex: "status",
    render: (_, r) => <Tag color={STATUS_COLORS[r.status]}>{m.statuses[r.status] ?? r.status}</Tag>,
    exportValue: (r) => m.statuses[r.status] ?? r.status,
  },
  {
    title: m.columns.createdAt,
    dataIndex: "createdAt",
    render: (_, r) => formatChinaTime(r.createdAt),
    exportValue: (r) => formatChinaTime(r.createdAt),
  },
  {
    title: m.columns.paidAt,
    dataIndex: "paidAt",
    render: (_, r) => formatChinaTime(r.paidAt),
    exportValue: (r) => (r.paidAt ? formatChinaTime(r.paidAt) : ""),
  },
];

/** GET /recharges: every player's recharge orders by status, player, channel and day. */
export default function RechargesPage() {
  const { values, set, reset } = useUrlFilters(FILTERS);
  const list = usePagedList<ConsoleRecharge>("/recharges", values, set);
  const channels =
    useApiQuery<{ list: { code: string; name: string }[] }>("/recharge/channels").data?.list ?? [];
  return (
    <PageCard title={m.title}>
      <FilterBar onReset={reset}>
        <FilterField label={m.status}>
          <Select
            style={{ width: 120 }}
            value={values.status}
            onChange={(status) => set({ status })}
            options={[
              { value: "", label: commonMessages.all },
              ...Object.entries(m.statuses).map(([value, label]) => ({ value, label })),
            ]}
          />
        </FilterField>
        <FilterField label={m.channel}>
          <Select
            style={{ width: 180 }}
            value={values.channel}
            onChange={(channel) => set({ channel })}
            options={[
              { value: "", label: commonMessages.all },
              ...channels.map((c) => ({ value: c.code, label: c.name })),
            ]}
          />
        </FilterField>
        <FilterField label={m.mid}>
          <Input.Search
            key={values.mid}
            allowClear
            style={{ width: 160 }}
            defaultValue={values.mid}
            onSearch={(mid) => set({ mid: mid.trim() })}
          />
        </FilterField>
        <FilterField label={m.dateRange}>
          <DateRangeFilter from={values.from} to={values.to} onChange={set} />
        </FilterField>
      </FilterBar>
      <DataTable
        rowKey="orderNo"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        error={list.error}
        onReload={list.refetch}
        paging={list.paging}
        exportName={m.exportName}
        fetchAll={list.fetchAll}
      />
    </PageCard>
  );
}
