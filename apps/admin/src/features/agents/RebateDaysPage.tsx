import { Alert, Button, DatePicker, Input } from "antd";
import dayjs from "dayjs";
import { Link } from "react-router";
import type { AdminRebateDayRow } from "@lottery/contract";
import { DataTable, type TableColumn } from "../../components/DataTable.tsx";
import { FilterBar, FilterField } from "../../components/FilterBar.tsx";
import { Money } from "../../components/Money.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { apiPost } from "../../lib/api.ts";
import { paths } from "../../lib/paths.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { useAction } from "../../lib/use-action.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";
import { useUrlFilters } from "../../lib/url-filters.ts";
import { agentMessages as m } from "./messages.ts";

export const PATH = "/agents/rebate-days";
const FILTERS = { day: "", userId: "", pageIndex: 1, pageSize: 20 };
const c = m.rebateColumns;

const columns: TableColumn<AdminRebateDayRow>[] = [
  {
    title: c.userName,
    dataIndex: "userName",
    render: (_, r) => <Link to={paths.player(r.userId)}>{r.userName}</Link>,
    exportValue: (r) => r.userName,
  },
  { title: c.day, dataIndex: "day" },
  {
    title: c.amount,
    dataIndex: "amount",
    align: "right",
    render: (_, r) => <Money yuan={r.amount} />,
    exportValue: (r) => r.amount.toFixed(2),
  },
  { title: c.lines, dataIndex: "lines", align: "right" },
  {
    title: c.computedAt,
    dataIndex: "computedAt",
    render: (_, r) => formatChinaTime(r.computedAt),
    exportValue: (r) => formatChinaTime(r.computedAt),
  },
];

/** 代理返点: the computed agent-days (one per agent and day, paid once), and a button to run the job now. */
export default function RebateDaysPage() {
  const { values, set, reset } = useUrlFilters(FILTERS);
  const list = usePagedList<AdminRebateDayRow>(PATH, values, set);
  const run = useAction(() => apiPost<{ agentDays: number }>("/agents/run-rebates"), {
    success: (r) => m.runDone(r.agentDays),
    invalidate: [PATH],
  });
  return (
    <PageCard
      title={m.rebatesTitle}
      extra={
        <Button type="primary" loading={run.isPending} onClick={() => run.mutate(undefined)}>
          {m.runRebates}
        </Button>
      }
    >
      <Alert type="info" showIcon message={m.runHint} style={{ marginBottom: 16 }} />
      <FilterBar onReset={reset}>
        <FilterField label={m.day}>
          <DatePicker
            value={values.day ? dayjs(values.day) : null}
            onChange={(d) => set({ day: d ? d.format("YYYY-MM-DD") : "" })}
          />
        </FilterField>
        <FilterField label={m.userId}>
          <Input
            style={{ width: 120 }}
            value={values.userId}
            onChange={(e) => set({ userId: e.target.value.replace(/\D/g, "") })}
            allowClear
          />
        </FilterField>
      </FilterBar>
      <DataTable
        rowKey={(r) => `${r.userId}-${r.day}`}
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        error={list.error}
        onReload={list.refetch}
        paging={list.paging}
        exportName={m.rebatesExportName}
        fetchAll={list.fetchAll}
      />
    </PageCard>
  );
}
