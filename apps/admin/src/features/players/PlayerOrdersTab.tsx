import type { OrderRecord } from "@lottery/contract";
import { Input, Select, Tag } from "antd";
import { DataTable, type TableColumn } from "../../components/DataTable.tsx";
import { DateRangeFilter } from "../../components/DateRangeFilter.tsx";
import { FilterBar, FilterField } from "../../components/FilterBar.tsx";
import { Money } from "../../components/Money.tsx";
import { commonMessages } from "../../lib/messages.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";
import { useUrlFilters } from "../../lib/url-filters.ts";
import { playerMessages } from "./messages.ts";

const m = playerMessages.orders;
const c = m.columns;
const COLORS: Record<string, string> = { pending: "gold", won: "red", lost: "default", cancelled: "default" };
const FILTERS = { tab: "orders", gameCode: "", status: "", from: "", to: "", pageIndex: 1, pageSize: 20 };

const columns: TableColumn<OrderRecord>[] = [
  { title: c.orderId, dataIndex: "orderId", copyable: true },
  { title: c.game, dataIndex: "gameName" },
  { title: c.issue, dataIndex: "issue" },
  { title: c.play, dataIndex: "play" },
  { title: c.bets, dataIndex: "bets", align: "right" },
  { title: c.multiple, dataIndex: "multiple", align: "right" },
  {
    title: c.amount,
    dataIndex: "amount",
    align: "right",
    render: (_, o) => <Money yuan={o.amount} />,
    exportValue: (o) => o.amount.toFixed(2),
  },
  {
    title: c.prize,
    dataIndex: "prize",
    align: "right",
    render: (_, o) => <Money yuan={o.prize} />,
    exportValue: (o) => o.prize.toFixed(2),
  },
  {
    title: c.status,
    dataIndex: "status",
    render: (_, o) => <Tag color={COLORS[o.status]}>{o.statusName}</Tag>,
    exportValue: (o) => o.statusName,
  },
  {
    title: c.placedAt,
    dataIndex: "placedAt",
    render: (_, o) => formatChinaTime(o.placedAt),
    exportValue: (o) => formatChinaTime(o.placedAt),
  },
  {
    title: c.settledAt,
    dataIndex: "settledAt",
    render: (_, o) => formatChinaTime(o.settledAt),
    exportValue: (o) => formatChinaTime(o.settledAt),
  },
];

/** GET /players/orders: the player's number and sports orders. */
export function PlayerOrdersTab({ mid }: { mid: number }) {
  const { values, set } = useUrlFilters(FILTERS);
  const { tab: _tab, ...filters } = values;
  const list = usePagedList<OrderRecord>("/players/orders", { ...filters, mid }, set);
  return (
    <>
      <FilterBar>
        <FilterField label={m.gameCode}>
          <Input.Search
            key={values.gameCode}
            allowClear
            style={{ width: 140 }}
            defaultValue={values.gameCode}
            onSearch={(gameCode) => set({ gameCode: gameCode.trim() })}
          />
        </FilterField>
        <FilterField label={m.status}>
          <Select
            style={{ width: 110 }}
            value={values.status}
            onChange={(status) => set({ status })}
            options={[
              { value: "", label: commonMessages.all },
              ...Object.entries(m.statuses).map(([value, label]) => ({ value, label })),
            ]}
          />
        </FilterField>
        <FilterField label={m.dateRange}>
          <DateRangeFilter from={values.from} to={values.to} onChange={set} />
        </FilterField>
      </FilterBar>
      <DataTable
        rowKey="orderId"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        error={list.error}
        onReload={list.refetch}
        paging={list.paging}
        exportName={m.exportName(mid)}
        fetchAll={list.fetchAll}
      />
    </>
  );
}
