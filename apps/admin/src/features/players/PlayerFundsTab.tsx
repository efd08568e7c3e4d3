import { Msg, type FundRecord } from "@lottery/contract";
import { Select } from "antd";
import { DataTable, type TableColumn } from "../../components/DataTable.tsx";
import { DateRangeFilter } from "../../components/DateRangeFilter.tsx";
import { FilterBar, FilterField } from "../../components/FilterBar.tsx";
import { Money } from "../../components/Money.tsx";
import { commonMessages } from "../../lib/messages.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";
import { useUrlFilters } from "../../lib/url-filters.ts";
import { playerMessages } from "./messages.ts";

const m = playerMessages.funds;
const FILTERS = { tab: "funds", type: "", from: "", to: "", pageIndex: 1, pageSize: 20 };
const TYPE_OPTIONS = [
  { value: "", label: commonMessages.all },
  ...Object.entries(Msg.fundTypeNames).map(([value, label]) => ({ value, label })),
];

const columns: TableColumn<FundRecord>[] = [
  {
    title: m.columns.time,
    dataIndex: "time",
    render: (_, f) => formatChinaTime(f.time),
    exportValue: (f) => formatChinaTime(f.time),
  },
  { title: m.columns.type, dataIndex: "typeName" },
  {
    title: m.columns.amount,
    dataIndex: "amount",
    align: "right",
    render: (_, f) => <Money yuan={f.amount} signed />,
    exportValue: (f) => f.amount.toFixed(2),
  },
  {
    title: m.columns.balance,
    dataIndex: "balance",
    align: "right",
    render: (_, f) => <Money yuan={f.balance} />,
    exportValue: (f) => f.balance.toFixed(2),
  },
  { title: m.columns.memo, dataIndex: "memo" },
];

/** GET /players/funds: the player's ledger movements with the balance each left. */
export function PlayerFundsTab({ mid }: { mid: number }) {
  const { values, set } = useUrlFilters(FILTERS);
  const { tab: _tab, ...filters } = values;
  const list = usePagedList<FundRecord>("/players/funds", { ...filters, mid }, set);
  return (
    <>
      <FilterBar>
        <FilterField label={m.type}>
          <Select
            style={{ width: 140 }}
            value={values.type}
            options={TYPE_OPTIONS}
            onChange={(type) => set({ type })}
          />
        </FilterField>
        <FilterField label={m.dateRange}>
          <DateRangeFilter from={values.from} to={values.to} onChange={set} />
        </FilterField>
      </FilterBar>
      <DataTable
        rowKey="id"
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
