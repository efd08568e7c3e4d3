import { Button, Input, Select } from "antd";
import { DataTable } from "../../components/DataTable.tsx";
import { DateRangeFilter } from "../../components/DateRangeFilter.tsx";
import { FilterBar, FilterField } from "../../components/FilterBar.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { commonMessages } from "../../lib/messages.ts";
import { withdrawalColumns } from "./columns.tsx";
import { PlayerHistory } from "./PlayerHistory.tsx";
import { RejectDialog } from "./RejectDialog.tsx";
import { useWithdrawalsPage } from "./useWithdrawalsPage.ts";
import { withdrawalMessages as m } from "./messages.ts";

const STATUS_OPTIONS = [
  { value: "", label: commonMessages.all },
  ...Object.entries(m.statuses).map(([value, label]) => ({ value, label })),
];

/** Withdrawal review: filters in the URL, approve or reject one or many, the player's history beside. */
export default function WithdrawalsPage() {
  const page = useWithdrawalsPage();
  const { values, set, reset } = page.filters;
  const { selected, setSelected, rows: selectedRows } = page.selection;
  const columns = withdrawalColumns({
    approve: page.confirmApprove,
    reject: (row) => page.startReject([row.withdrawNo]),
  });
  return (
    <PageCard title={m.title}>
      <FilterBar onReset={reset}>
        <FilterField label={m.status}>
          <Select
            style={{ width: 120 }}
            value={values.status}
            options={STATUS_OPTIONS}
            onChange={(status) => set({ status })}
          />
        </FilterField>
        <FilterField label={m.mid}>
          <Input.Search
            allowClear
            style={{ width: 160 }}
            placeholder={m.midPlaceholder}
            key={values.mid}
            defaultValue={values.mid}
            onSearch={(mid) => set({ mid: mid.trim() })}
          />
        </FilterField>
        <FilterField label={m.dateRange}>
          <DateRangeFilter from={values.from} to={values.to} onChange={set} />
        </FilterField>
      </FilterBar>
      <DataTable
        rowKey="withdrawNo"
        columns={columns}
        rows={page.list.rows}
        loading={page.list.loading}
        error={page.list.error}
        onReload={page.list.refetch}
        paging={page.list.paging}
        exportName={m.exportName}
        fetchAll={page.list.fetchAll}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: setSelected,
          getCheckboxProps: (row) => ({ disabled: row.status !== "pending" }),
        }}
        expandable={{ expandedRowRender: (row) => <PlayerHistory row={row} /> }}
        toolbar={[
          <Button
            key="approve"
            type="primary"
            disabled={!selectedRows.length}
            onClick={page.confirmBulkApprove}
          >
            {m.bulkApprove(selectedRows.length)}
          </Button>,
          <Button
            key="reject"
            danger
            disabled={!selectedRows.length}
            onClick={() => page.startReject(selectedRows.map((w) => w.withdrawNo))}
          >
            {m.bulkReject(selectedRows.length)}
          </Button>,
        ]}
      />
      <RejectDialog
        open={page.rejecting !== null}
        count={page.rejecting?.nos.length ?? 0}
        busy={page.rejectBusy}
        onCancel={page.cancelReject}
        onSubmit={page.submitReject}
      />
    </PageCard>
  );
}
